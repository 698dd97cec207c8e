import { sql } from 'kysely';
import {
  MessageKey,
  type PartnerUserCreate,
  type PartnerUserUpdate,
  type UserSummary,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { forbidden, invalid } from '../../core/http/errors.js';
import { hashPassword } from '../../core/auth/passwords.js';
import {
  assertFree,
  insertUser,
  normalizeEmail,
  revokeSessions,
  setBlocked,
  setPasswordHash,
  setRoles,
  withUniqueGuard,
} from '../../core/auth/accounts.js';
import { findUserSummary } from '../../core/auth/user-summary.js';
import { managedUser } from '../../core/auth/managed-user.js';
import { isStaff } from '../../core/auth/scope.js';

type CreateInput = z.output<typeof PartnerUserCreate>;
type UpdateInput = z.output<typeof PartnerUserUpdate>;

/** A partner (user of group Partner) the caller may put users under. */
export async function partnerInScope(db: Db, caller: Caller, partnerId: number): Promise<void> {
  if (!isStaff(caller) && partnerId !== caller.id) throw forbidden();
  const partner = await db
    .selectFrom('users')
    .select('group')
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (partner?.group !== 'Partner') throw invalid('parent_id', MessageKey.partnerNotFound);
}

/**
 * The ids of roles the caller may grant: every role must exist, and its rules must be among the
 * caller's own permissions, so that nobody hands out more than they hold.
 */
export async function grantableRoleIds(
  db: Db,
  caller: Caller,
  keys: readonly string[],
): Promise<number[]> {
  const wanted = [...new Set(keys)];
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'key'])
    .where('key', 'in', wanted)
    .execute();
  const unknown = wanted.filter((key) => !roles.some((role) => role.key === key));
  if (unknown.length > 0)
    throw invalid('roles', MessageKey.unknownRoles, { roles: unknown.join(', ') });
  const rules = await db
    .selectFrom('role_rules as rr')
    .innerJoin('rules as r', 'r.id', 'rr.rule_id')
    .select(['rr.role_id', 'r.slug'])
    .where(
      'rr.role_id',
      'in',
      roles.map((role) => role.id),
    )
    .execute();
  for (const role of roles) {
    const beyond = rules.some(
      (rule) => rule.role_id === role.id && !caller.permissions.has(rule.slug),
    );
    if (beyond) throw invalid('roles', MessageKey.roleNotGrantable, { role: role.key });
  }
  return roles.map((role) => role.id);
}

export async function createPartnerUser(
  db: Db,
  caller: Caller,
  input: CreateInput,
  now: string,
): Promise<UserSummary> {
  await partnerInScope(db, caller, input.parent_id);
  const roleIds = await grantableRoleIds(db, caller, input.roles);
  const passwordHash = await hashPassword(input.password);
  const id = await withUniqueGuard(
    () =>
      db.transaction().execute(async (trx) => {
        await assertFree(trx, input.login, input.email, MessageKey.userSaveFailed);
        return insertUser(
          trx,
          {
            login: input.login,
            email: input.email,
            name: input.name,
            surname: input.surname,
            description: input.description,
            password_hash: passwordHash,
            group: input.group,
            parent_id: input.parent_id,
            created_at: now,
            updated_at: now,
          },
          roleIds,
        );
      }),
    MessageKey.userSaveFailed,
  );
  return (await findUserSummary(db, id))!;
}

export async function updatePartnerUser(
  db: Db,
  caller: Caller,
  userId: number,
  input: UpdateInput,
  now: string,
): Promise<UserSummary> {
  const user = await managedUser(db, caller, userId);
  if (input.blocked && userId === caller.id) throw invalid('blocked', MessageKey.cannotBlockSelf);
  const roleIds = input.roles ? await grantableRoleIds(db, caller, input.roles) : undefined;
  await withUniqueGuard(
    () =>
      db.transaction().execute(async (trx) => {
        await assertFree(trx, input.login, input.email, MessageKey.userSaveFailed, userId);
        await trx
          .updateTable('users')
          .set({
            login: input.login,
            email: normalizeEmail(input.email),
            // A new address is unconfirmed until its owner opens the link sent to it.
            email_confirmed_at: sql<string | null>`case when email = ${normalizeEmail(
              input.email,
            )} then email_confirmed_at end`,
            name: input.name,
            surname: input.surname,
            description: input.description,
            // Only technical and ordinary accounts move between these two groups.
            ...(input.group && (user.group === 'client' || user.group === 'Integrator')
              ? { group: input.group }
              : {}),
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        if (roleIds) await setRoles(trx, userId, roleIds);
        if (input.blocked !== undefined) await setBlocked(trx, userId, input.blocked, now);
      }),
    MessageKey.userSaveFailed,
  );
  return (await findUserSummary(db, userId))!;
}

/** Sets another user's password; every session of that user ends. */
export async function setUserPassword(
  db: Db,
  caller: Caller,
  userId: number,
  password: string,
  now: string,
): Promise<void> {
  await managedUser(db, caller, userId);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, hash, now);
    await revokeSessions(trx, userId);
  });
}
