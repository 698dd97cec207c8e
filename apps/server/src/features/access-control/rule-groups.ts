import type { Kysely } from 'kysely';
import { MessageKey, type RuleGroup, type RuleGroupInput } from '@cabinet/contract';
import type { z } from 'zod';
import type { Database } from '../../core/db/schema.js';
import { invalid, notFound } from '../../core/http/errors.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { listRuleGroups } from './queries.js';

type Input = z.output<typeof RuleGroupInput>;

export async function findRuleGroup(db: Kysely<Database>, id: number): Promise<RuleGroup> {
  const [group] = await listRuleGroups(db, id);
  if (!group) throw notFound(MessageKey.ruleGroupNotFound);
  return group;
}

/**
 * Creates a rule group, or updates the one with `input.id`. Its rules become the given list: rules
 * are matched by slug, so an existing rule keeps its id (and the roles that hold it).
 */
export async function saveRuleGroup(db: Kysely<Database>, input: Input): Promise<RuleGroup> {
  if (input.id !== undefined) await findRuleGroup(db, input.id);
  const slugs = input.rules.map((rule) => rule.slug);
  const elsewhere = await db
    .selectFrom('rules')
    .select('slug')
    .where('slug', 'in', slugs.length > 0 ? slugs : [''])
    .$if(input.id !== undefined, (q) => q.where('group_id', '!=', input.id!))
    .executeTakeFirst();
  if (elsewhere) throw invalid('rules', MessageKey.ruleSlugTaken, { slug: elsewhere.slug });

  try {
    const groupId = await db.transaction().execute(async (trx) => {
      const fields = { slug: input.slug, name: input.name, description: input.description };
      const { id } =
        input.id === undefined
          ? await trx
              .insertInto('rule_groups')
              .values(fields)
              .returning('id')
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('rule_groups')
              .set(fields)
              .where('id', '=', input.id)
              .returning('id')
              .executeTakeFirstOrThrow();
      const kept = await trx
        .selectFrom('rules')
        .select(['id', 'slug'])
        .where('group_id', '=', id)
        .execute();
      const removed = kept.filter((rule) => !slugs.includes(rule.slug)).map((rule) => rule.id);
      if (removed.length > 0) await trx.deleteFrom('rules').where('id', 'in', removed).execute();
      for (const rule of input.rules) {
        const existing = kept.find((row) => row.slug === rule.slug);
        if (existing) {
          await trx
            .updateTable('rules')
            .set({ name: rule.name, description: rule.description })
            .where('id', '=', existing.id)
            .execute();
        } else {
          await trx
            .insertInto('rules')
            .values({ ...rule, group_id: id })
            .execute();
        }
      }
      return id;
    });
    return findRuleGroup(db, groupId);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('slug', MessageKey.ruleGroupSlugTaken);
    throw error;
  }
}
