import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { UserGroup } from '@cabinet/contract';
import type { Database } from '../db/schema.js';

/** An account as the scope rule sees it (a caller, or a user the guard resolved). */
export interface Account {
  id: number;
  group: UserGroup;
  parentId: number | null;
}

/** A user row as the scope rule tests it. */
export interface ScopeTarget {
  id: number;
  parent_id: number | null;
}

/**
 * Whose data a view covers: everybody, a partner's circle (the partner and the users whose parent
 * it is), or one account alone.
 */
export type Scope =
  { kind: 'everybody' } | { kind: 'circle'; partnerId: number } | { kind: 'self'; userId: number };

/** Whether an account is the provider's staff: it sees everybody, and learns what is missing. */
export const isStaff = (account: Pick<Account, 'group'>): boolean => account.group === 'Admin';

/**
 * The one scope rule: whom a caller may see and act on. Admin: everybody; a Partner: itself and
 * the users whose parent it is; anybody else: only itself.
 */
export function scopeOf(caller: Pick<Account, 'id' | 'group'>): Scope {
  return isStaff(caller) ? { kind: 'everybody' } : ownScopeOf(caller);
}

/**
 * Whose usage counts as an account's own (what a report of it shows): a partner's circle, anybody
 * else's alone (an administrator's too: its report is not everybody's).
 */
export function ownScopeOf(account: Pick<Account, 'id' | 'group'>): Scope {
  return account.group === 'Partner'
    ? { kind: 'circle', partnerId: account.id }
    : { kind: 'self', userId: account.id };
}

/** The partner whose circle an account belongs to: itself if a Partner, else its parent (if any). */
export const partnerOf = (account: Account): number | null =>
  account.group === 'Partner' ? account.id : account.parentId;

/** Whether a scope holds a user. */
export function scopeHolds(scope: Scope, target: ScopeTarget): boolean {
  switch (scope.kind) {
    case 'everybody':
      return true;
    case 'circle':
      return target.id === scope.partnerId || target.parent_id === scope.partnerId;
    case 'self':
      return target.id === scope.userId;
  }
}

/** Whether a caller may see and act on a user. */
export const mayReach = (caller: Pick<Account, 'id' | 'group'>, target: ScopeTarget): boolean =>
  scopeHolds(scopeOf(caller), target);

/**
 * The scope as a condition on a user's id and parent-id columns, for queries that filter in SQL
 * what `scopeHolds` tests on a row.
 */
export function scopeCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  scope: Scope,
  columns: { id: string; parentId: string },
): Expression<SqlBool> {
  const is = (column: string, id: number) =>
    eb(eb.ref(column as never), '=', id as never) as Expression<SqlBool>;
  switch (scope.kind) {
    case 'everybody':
      return sql<SqlBool>`1 = 1`;
    case 'circle':
      return eb.or([is(columns.id, scope.partnerId), is(columns.parentId, scope.partnerId)]);
    case 'self':
      return is(columns.id, scope.userId);
  }
}

/** The ids of every user a scope holds; null for everybody. */
export async function usersOf(db: Kysely<Database>, scope: Scope): Promise<number[] | null> {
  switch (scope.kind) {
    case 'everybody':
      return null;
    case 'self':
      return [scope.userId];
    case 'circle': {
      const members = await db
        .selectFrom('users')
        .select('id')
        .where('parent_id', '=', scope.partnerId)
        .execute();
      return [scope.partnerId, ...members.map((m) => m.id)];
    }
  }
}

/** The ids of every user in an account's own scope (never everybody). */
export async function ownUsersOf(
  db: Kysely<Database>,
  account: Pick<Account, 'id' | 'group'>,
): Promise<number[]> {
  return (await usersOf(db, ownScopeOf(account)))!;
}
