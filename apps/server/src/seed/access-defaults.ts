import type { Kysely } from 'kysely';
import { Permission, type UserGroup } from '@cabinet/contract';
import type { Database } from '../core/db/schema.js';

const P = Permission;

/** The rule groups and rules the cabinet checks; names are what the Rules screen shows. */
export const DEFAULT_RULE_GROUPS = [
  {
    slug: 'partners',
    name: 'Партнёры',
    rules: [
      [P.partnersView, 'Просмотр партнёров'],
      [P.partnersEdit, 'Управление партнёрами'],
    ],
  },
  {
    slug: 'users',
    name: 'Пользователи',
    rules: [
      [P.usersView, 'Просмотр пользователей'],
      [P.usersEdit, 'Управление пользователями'],
    ],
  },
  {
    slug: 'services',
    name: 'Сервисы',
    rules: [
      [P.servicesView, 'Просмотр сервисов'],
      [P.servicesEdit, 'Управление сервисами'],
    ],
  },
  {
    slug: 'tariffs',
    name: 'Тарифы',
    rules: [
      [P.tariffView, 'Просмотр тарифов и пакетов'],
      [P.tariffEdit, 'Управление тарифами и пакетами'],
    ],
  },
  { slug: 'reports', name: 'Отчёты', rules: [[P.reportsView, 'Просмотр отчётов']] },
  {
    slug: 'requests',
    name: 'Запросы',
    rules: [
      [P.requestsView, 'Просмотр реестра запросов'],
      [P.requestsIngest, 'Передача записей о запросах'],
      [P.requestsIngestAll, 'Передача записей за любых пользователей'],
      [P.requestsExport, 'Выгрузка реестра в CSV'],
    ],
  },
  {
    slug: 'documents',
    name: 'Документы',
    rules: [
      [P.documentsView, 'Просмотр документов'],
      [P.documentsEdit, 'Управление документами'],
      [P.documentsAll, 'Документы всех партнёров'],
    ],
  },
  {
    slug: 'access-control',
    name: 'Доступ',
    rules: [
      [P.accessControlView, 'Просмотр ролей и правил'],
      [P.accessControlEdit, 'Управление ролями и правилами'],
    ],
  },
  { slug: 'mail', name: 'Почта', rules: [[P.outboxView, 'Просмотр отправленных писем']] },
  {
    slug: 'package-requests',
    name: 'Заявки на пакеты',
    rules: [
      [P.packageRequestsView, 'Просмотр заявок на пакеты'],
      [P.packageRequestsCreate, 'Подача заявок на пакеты'],
      [P.packageRequestsDecide, 'Решения по заявкам на пакеты'],
    ],
  },
  { slug: 'maintenance', name: 'Обслуживание', rules: [[P.maintenanceEdit, 'Режим обслуживания']] },
  { slug: 'api-keys', name: 'Ключи API', rules: [[P.apiKeysManage, 'Выпуск и отзыв ключей API']] },
] as const;

interface DefaultRole {
  name: string;
  description: string;
  rules: readonly string[];
}

/**
 * One role per group, with the rules that group needs by default (editable on the Roles screen),
 * and the provider's integrator: the only default role besides Admin that may record usage for any
 * user. Partners never hold its rules, so they can never grant it (see `grantableRoleIds`).
 */
export const DEFAULT_ROLES: Record<UserGroup | 'ProviderIntegrator', DefaultRole> = {
  Admin: {
    name: 'Администратор',
    description: 'Сотрудник провайдера: управляет всем',
    rules: Object.values(P),
  },
  Partner: {
    name: 'Партнёр',
    description: 'Основная учётная запись компании-партнёра',
    rules: [
      P.partnersView,
      P.usersView,
      P.usersEdit,
      P.servicesView,
      P.tariffView,
      P.reportsView,
      P.requestsView,
      P.requestsExport,
      P.documentsView,
      P.packageRequestsView,
      P.packageRequestsCreate,
      P.apiKeysManage,
    ],
  },
  client: {
    name: 'Пользователь партнёра',
    description: 'Видит свои отчёты, реестр и документы',
    rules: [
      P.servicesView,
      P.tariffView,
      P.reportsView,
      P.requestsView,
      P.requestsExport,
      P.documentsView,
    ],
  },
  Integrator: {
    name: 'Интегратор',
    description: 'Техническая учётная запись: передаёт записи о запросах',
    rules: [P.servicesView, P.requestsIngest, P.requestsView],
  },
  ProviderIntegrator: {
    name: 'Интегратор провайдера',
    description: 'Техническая учётная запись провайдера: передаёт записи за любых пользователей',
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
        .values({ slug: group.slug, name: group.name, description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [slug, name] of group.rules) {
        const exists = await trx
          .selectFrom('rules')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!exists)
          added.push(
            await trx
              .insertInto('rules')
              .values({ group_id: row.id, slug, name, description: '' })
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
          name: role.name,
          description: role.description,
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
