import type { Kysely } from 'kysely';
import { MessageKey, type ApiKey, type ApiKeyCreateInput } from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import { ApiKeyStore } from '../../core/auth/api-keys.js';
import { nextDay, type Calendar } from '../../core/calendar.js';
import type { Database } from '../../core/db/schema.js';
import { forbidden, invalid, notFound } from '../../core/http/errors.js';
import { isStaff } from '../../core/auth/scope.js';

type Input = Required<Pick<ApiKeyCreateInput, 'name' | 'abilities'>> &
  Pick<ApiKeyCreateInput, 'userId'> & { expiresOn: string | null };

/** The groups an administrator issues keys to: the provider's integrators and partners' systems. */
const KEY_HOLDERS = new Set(['Integrator', 'Partner']);

function keysQuery(db: Kysely<Database>) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.name',
      'k.key_start',
      'k.abilities',
      'k.created_at',
      'k.expires_at',
      'k.last_used_at',
      'k.last_used_ip',
      'k.revoked_at',
      'u.id as owner_id',
      'u.login as owner_login',
      'u.name as owner_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof keysQuery>['executeTakeFirstOrThrow']>>;

const toKey = (row: Row, now: Date): ApiKey => ({
  id: row.id,
  name: row.name,
  keyStart: row.key_start,
  abilities: JSON.parse(row.abilities) as ApiKey['abilities'],
  owner: { id: row.owner_id, login: row.owner_login, name: row.owner_name },
  status: row.revoked_at
    ? 'revoked'
    : row.expires_at && now.getTime() >= Date.parse(row.expires_at)
      ? 'expired'
      : 'active',
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  lastUsedIp: row.last_used_ip,
  revokedAt: row.revoked_at,
});

/** The keys the caller manages: every key for an administrator, its own for anybody else. */
export async function listKeys(db: Kysely<Database>, caller: Caller, now: Date): Promise<ApiKey[]> {
  let query = keysQuery(db).orderBy('k.revoked_at', 'desc').orderBy('k.id', 'desc');
  if (!isStaff(caller)) query = query.where('k.user_id', '=', caller.id);
  return (await query.execute()).map((row) => toKey(row, now));
}

/**
 * Issues a key: an administrator for an integrator or a partner, anybody else for itself. The key
 * works through its last day (`expiresOn`, in the provider's time zone) or until revoked.
 */
export async function issueKey(
  db: Kysely<Database>,
  calendar: Calendar,
  caller: Caller,
  input: Input,
  now: Date,
): Promise<ApiKey & { key: string }> {
  const ownerId = input.userId ?? caller.id;
  if (isStaff(caller)) {
    const owner = await db
      .selectFrom('users')
      .select('group')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    if (!owner || !KEY_HOLDERS.has(owner.group))
      throw invalid('userId', MessageKey.apiKeyOwnerInvalid);
  } else if (ownerId !== caller.id) {
    throw invalid('userId', MessageKey.apiKeyOwnerInvalid);
  }
  if (input.expiresOn && input.expiresOn < calendar.today(now))
    throw invalid('expiresOn', MessageKey.apiKeyExpiryPast);
  const minted = ApiKeyStore.mint();
  const { id } = await db
    .insertInto('api_keys')
    .values({
      user_id: ownerId,
      name: input.name,
      key_start: minted.keyStart,
      key_hash: minted.keyHash,
      abilities: JSON.stringify([...new Set(input.abilities)]),
      created_by: caller.id,
      created_at: now.toISOString(),
      expires_at: input.expiresOn ? calendar.startOf(nextDay(input.expiresOn)) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await keysQuery(db).where('k.id', '=', id).executeTakeFirstOrThrow();
  return { ...toKey(row, now), key: minted.key };
}

/** Revokes a key for good; it stays listed. Only an administrator revokes somebody else's. */
export async function revokeKey(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  now: Date,
): Promise<ApiKey> {
  const row = await keysQuery(db).where('k.id', '=', id).executeTakeFirst();
  // Another owner's key and a missing one are the same 403 (ids cannot be probed); staff see 404.
  if (!isStaff(caller) && row?.owner_id !== caller.id) throw forbidden();
  if (!row) throw notFound();
  if (!row.revoked_at)
    await db
      .updateTable('api_keys')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  const revoked = await keysQuery(db).where('k.id', '=', id).executeTakeFirstOrThrow();
  return toKey(revoked, now);
}
