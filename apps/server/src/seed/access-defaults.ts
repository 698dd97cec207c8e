import type { Kysely } from 'kysely';
import { Permission, type UserGroup } from '@cabinet/contract';
import type { Database } from '../core/db/schema.js';
import { accessDefaults as ru } from '@cabinet/contract/locales/ru';
import { defaultRuleText } from '../features/access-control/index.js';

const P = Permission;

/**
 * The rule groups and rules the cabinet checks. Their names (and the roles' below) are the
 * Russian texts of `accessDefaults` in the contract's locales, which also translate them.
 */
export const DEFAULT_RULE_GROUPS = [
  {
    slug: 'partners',
    rules: [P.partnersView, P.partnersEdit],
  },
  {
    slug: 'users',
    rules: [P.usersView, P.usersEdit],
  },
  {
    slug: 'services',
    rules: [P.servicesView, P.servicesEdit],
  },
  {
    slug: 'tariffs',
    rules: [P.tariffView, P.tariffEdit, P.tariffSimulate],
  },
  { slug: 'reports', rules: [P.reportsView] },
  {
    slug: 'requests',
    rules: [P.requestsView, P.requestsIngest, P.requestsIngestAll, P.requestsExport],
  },
  {
    slug: 'documents',
    rules: [P.documentsView, P.documentsEdit, P.documentsAll],
  },
  {
    slug: 'access-control',
    rules: [P.accessControlView, P.accessControlEdit],
  },
  { slug: 'mail', rules: [P.outboxView] },
  {
    slug: 'package-requests',
    rules: [P.packageRequestsView, P.packageRequestsCreate, P.packageRequestsDecide],
  },
  { slug: 'maintenance', rules: [P.maintenanceEdit] },
  { slug: 'api-keys', rules: [P.apiKeysManage] },
  { slug: 'webhooks', rules: [P.webhooksManage] },
  { slug: 'alerts', rules: [P.alertsManage] },
  { slug: 'audit', rules: [P.auditView] },
] as const;

interface DefaultRole {
  rules: readonly string[];
}

/** What a partner's client reads; the partner reads it too. */
const CLIENT_READS = [
  P.servicesView,
  P.tariffView,
  P.reportsView,
  P.requestsView,
  P.requestsExport,
  P.documentsView,
];

/**
 * One role per group, with the rules that group needs by default (editable on the Roles screen),
 * and the provider's integrator: the only default role besides Admin that may record usage for any
 * user. Partners never hold its rules, so they can never grant it (see `grantableRoleIds`).
 */
export const DEFAULT_ROLES: Record<UserGroup | 'ProviderIntegrator', DefaultRole> = {
  Admin: {
    rules: Object.values(P),
  },
  Partner: {
    rules: [
      P.partnersView,
      P.usersView,
      P.usersEdit,
      ...CLIENT_READS,
      P.packageRequestsView,
      P.packageRequestsCreate,
      P.apiKeysManage,
      P.webhooksManage,
      P.alertsManage,
      P.auditView,
    ],
  },
  client: {
    rules: CLIENT_READS,
  },
  Integrator: {
    rules: [P.servicesView, P.requestsIngest, P.requestsView],
  },
  ProviderIntegrator: {
    rules: [P.servicesView, P.requestsIngest, P.requestsIngestAll, P.requestsView],
  },
};

/**
 * Inserts the default rules and roles that are missing; existing ones are left as edited, except
 * that a rule new in this release is granted to the existing default roles that list it.
 */
export async function seedAccessDefaults(db: Kysely<Database>, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const added: { id: number; slug: string }[] = [];
    for (const group of DEFAULT_RULE_GROUPS) {
      let row = await trx
        .selectFrom('rule_groups')
        .select('id')
        .where('slug', '=', group.slug)
        .executeTakeFirst();
      row ??= await trx
        .insertInto('rule_groups')
        .values({ slug: group.slug, name: ru.groups[group.slug].name, description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const slug of group.rules) {
        const { name, description } = defaultRuleText(ru, slug);
        const exists = await trx
          .selectFrom('rules')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!exists)
          added.push(
            await trx
              .insertInto('rules')
              .values({ group_id: row.id, slug, name, description })
              .returning(['id', 'slug'])
              .executeTakeFirstOrThrow(),
          );
      }
    }
    for (const [key, role] of Object.entries(DEFAULT_ROLES)) {
      const exists = await trx
        .selectFrom('roles')
        .select('id')
        .where('key', '=', key)
        .executeTakeFirst();
      if (exists) {
        const grants = added.filter((rule) =>
          (role.rules as readonly string[]).includes(rule.slug),
        );
        if (grants.length > 0)
          await trx
            .insertInto('role_rules')
            .values(grants.map((rule) => ({ role_id: exists.id, rule_id: rule.id })))
            .execute();
        continue;
      }
      const { id } = await trx
        .insertInto('roles')
        .values({
          key,
          name: ru.roles[key as keyof typeof ru.roles].name,
          description: ru.roles[key as keyof typeof ru.roles].description,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rules = await trx
        .selectFrom('rules')
        .select('id')
        .where('slug', 'in', role.rules)
        .execute();
      await trx
        .insertInto('role_rules')
        .values(rules.map((rule) => ({ role_id: id, rule_id: rule.id })))
        .execute();
    }
  });
}
