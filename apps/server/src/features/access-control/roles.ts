import type { Kysely } from 'kysely';
import { MessageKey, type Role, type RoleInput } from '@cabinet/contract';
import type { z } from 'zod';
import type { Database } from '../../core/db/schema.js';
import { HttpError, invalid, notFound } from '../../core/http/errors.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { listRoles, ruleIdsBySlug } from './queries.js';

type Input = z.output<typeof RoleInput>;

export async function findRole(db: Kysely<Database>, id: number): Promise<Role> {
  const [role] = await listRoles(db, id);
  if (!role) throw notFound(MessageKey.roleNotFound);
  return role;
}

/** Creates a role (no id) or updates one; its rules become exactly the given slugs. */
export async function saveRole(
  db: Kysely<Database>,
  id: number | undefined,
  input: Input,
  now: string,
): Promise<Role> {
  const slugs = [...new Set(input.rules)];
  const ruleIds = await ruleIdsBySlug(db, slugs);
  const unknown = slugs.filter((slug) => !ruleIds.has(slug));
  if (unknown.length > 0)
    throw invalid('rules', MessageKey.unknownRules, { rules: unknown.join(', ') });
  if (id !== undefined) await findRole(db, id);

  try {
    const roleId = await db.transaction().execute(async (trx) => {
      const fields = {
        key: input.key,
        name: input.name,
        description: input.description,
        updated_at: now,
      };
      const saved =
        id === undefined
          ? await trx
              .insertInto('roles')
              .values({ ...fields, created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('roles')
              .set(fields)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      await trx.deleteFrom('role_rules').where('role_id', '=', saved.id).execute();
      if (ruleIds.size > 0) {
        await trx
          .insertInto('role_rules')
          .values([...ruleIds.values()].map((ruleId) => ({ role_id: saved.id, rule_id: ruleId })))
          .execute();
      }
      return saved.id;
    });
    return findRole(db, roleId);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('key', MessageKey.roleKeyTaken);
    throw error;
  }
}

/** Removes a role nobody holds; a role in use is refused with the number of its users. */
export async function removeRole(db: Kysely<Database>, id: number): Promise<void> {
  const role = await findRole(db, id);
  if (role.usersCount > 0)
    throw new HttpError(409, MessageKey.roleInUse, {}, { count: role.usersCount });
  await db.deleteFrom('roles').where('id', '=', id).execute();
}
