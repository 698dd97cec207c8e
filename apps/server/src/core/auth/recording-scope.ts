import type { Kysely } from 'kysely';
import { Permission } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import type { Caller } from './current-user.js';
import { partnerOf, scopeHolds, type ScopeTarget } from './scope.js';

/**
 * Whose usage a caller may record. Holders of `requests.ingest-all` (administrators and the
 * provider's own integrators, a grant only an administrator can make) record for anybody; anybody
 * else only for its own partner and that partner's users. An account that belongs to no partner
 * records for nobody: a missing parent never widens a scope (a partner can detach its own users).
 */
export function mayRecordFor(caller: Caller, target: ScopeTarget): boolean {
  if (caller.permissions.has(Permission.requestsIngestAll)) return true;
  const partnerId = partnerOf(caller);
  if (partnerId === null) return false;
  return scopeHolds({ kind: 'circle', partnerId }, target);
}

/** Whether a caller learns that a user id exists nowhere (it could reach it if it did). */
export const mayProbeUsers = (caller: Caller) =>
  caller.permissions.has(Permission.requestsIngestAll);

/**
 * Accounts that may send usage but belong to no partner and lack `requests.ingest-all`: they record
 * for nobody. Before this rule, such an account recorded for anybody; an upgrade lists them so that
 * the operator grants the ProviderIntegrator role to the provider's own integrators among them.
 */
export async function accountsRecordingForNobody(db: Kysely<Database>): Promise<string[]> {
  const holders = (slug: string) =>
    db
      .selectFrom('user_roles as ur')
      .innerJoin('role_rules as rr', 'rr.role_id', 'ur.role_id')
      .innerJoin('rules as r', 'r.id', 'rr.rule_id')
      .select('ur.user_id')
      .where('r.slug', '=', slug);
  const rows = await db
    .selectFrom('users')
    .select('login')
    .where('parent_id', 'is', null)
    .where('group', '!=', 'Partner')
    .where('blocked_at', 'is', null)
    .where('id', 'in', holders(Permission.requestsIngest))
    .where('id', 'not in', holders(Permission.requestsIngestAll))
    .orderBy('login')
    .execute();
  return rows.map((row) => row.login);
}
