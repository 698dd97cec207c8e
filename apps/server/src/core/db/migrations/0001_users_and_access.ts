import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await t
    .id(db.schema.createTable('users'))
    .addColumn('login', 'varchar(64)', notNull)
    .addColumn('email', 'varchar(255)', notNull)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('surname', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('group', 'varchar(20)', (c) =>
      c.notNull().check(sql`"group" in ('Admin', 'Partner', 'client', 'Integrator')`),
    )
    .addColumn('parent_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_login_at', t.timestamp)
    .addColumn('blocked_at', t.timestamp)
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('users_login_unique')
    .on('users')
    .unique()
    .expression(sql`lower(login)`)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').unique().column('email').execute();
  await db.schema.createIndex('users_parent_id').on('users').column('parent_id').execute();

  await t
    .id(db.schema.createTable('roles'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();

  await t
    .id(db.schema.createTable('rule_groups'))
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await t
    .id(db.schema.createTable('rules'))
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('rule_groups.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('rules_group_id').on('rules').column('group_id').execute();

  await db.schema
    .createTable('role_rules')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('rules.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_rules_pk', ['role_id', 'rule_id'])
    .execute();
  await db.schema.createIndex('role_rules_rule_id').on('role_rules').column('rule_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_id').on('user_roles').column('role_id').execute();

  await t
    .id(db.schema.createTable('personal_access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('token_hash', 'char(64)', notNull)
    .addColumn('last_used_at', t.timestamp, notNull)
    .addColumn('expires_at', t.timestamp, notNull)
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('personal_access_tokens_user_id')
    .on('personal_access_tokens')
    .column('user_id')
    .execute();

  await t
    .id(db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, notNull)
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, notNull)
    .execute();

  await t
    .id(db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'varchar(255)', notNull)
    .addColumn('subject', 'varchar(255)', notNull)
    .addColumn('body_text', 'text', notNull)
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('sent_at', t.timestamp)
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'password_resets',
    'personal_access_tokens',
    'user_roles',
    'role_rules',
    'rules',
    'rule_groups',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
