import type { Role, Rule, RuleGroup } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';

const ruleColumns = ['r.id', 'r.slug', 'r.name', 'r.description', 'r.group_id as groupId'] as const;

export function listRules(db: Db): Promise<Rule[]> {
  return db
    .selectFrom('rules as r')
    .select(ruleColumns)
    .orderBy('r.group_id')
    .orderBy('r.slug')
    .execute();
}

/** Roles with their rules and how many users hold each; one role when `id` is given. */
export async function listRoles(db: Db, id?: number): Promise<Role[]> {
  let roles = db.selectFrom('roles').select(['id', 'key', 'name', 'description']).orderBy('id');
  if (id !== undefined) roles = roles.where('id', '=', id);
  const rows = await roles.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((role) => role.id);
  const [rules, counts] = await Promise.all([
    db
      .selectFrom('role_rules as rr')
      .innerJoin('rules as r', 'r.id', 'rr.rule_id')
      .select(['rr.role_id', ...ruleColumns])
      .where('rr.role_id', 'in', ids)
      .orderBy('r.slug')
      .execute(),
    db
      .selectFrom('user_roles')
      .select(({ fn }) => ['role_id', fn.countAll<number>().as('count')])
      .where('role_id', 'in', ids)
      .groupBy('role_id')
      .execute(),
  ]);
  return rows.map((role) => ({
    ...role,
    rules: rules.filter((rule) => rule.role_id === role.id).map(({ role_id: _, ...rule }) => rule),
    usersCount: Number(counts.find((count) => count.role_id === role.id)?.count ?? 0),
  }));
}

/** Rule groups with their rules; one group when `id` is given. */
export async function listRuleGroups(db: Db, id?: number): Promise<RuleGroup[]> {
  let groups = db
    .selectFrom('rule_groups')
    .select(['id', 'slug', 'name', 'description'])
    .orderBy('id');
  if (id !== undefined) groups = groups.where('id', '=', id);
  const [rows, rules] = await Promise.all([groups.execute(), listRules(db)]);
  return rows.map((group) => ({
    ...group,
    rules: rules.filter((rule) => rule.groupId === group.id),
  }));
}

export async function ruleIdsBySlug(
  db: Db,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('rules')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}
