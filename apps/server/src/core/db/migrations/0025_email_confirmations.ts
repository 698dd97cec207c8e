import { sql, type Kysely } from 'kysely';
import { columnTypes, notNull } from '../column-types.js';

/**
 * Confirmed e-mail addresses (issue 39): alert mail goes only to an address its owner confirmed
 * through a link. Existing accounts: the addresses of those belonging to nobody (the
 * administrators, the partners, self-registered clients) count as confirmed, since their own people
 * typed or were given them; the addresses of a partner's users, which the partner typed, are not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('email_confirmed_at', t.timestamp).execute();
  await sql`update users set email_confirmed_at = updated_at where parent_id is null`.execute(db);
  await t
    .id(db.schema.createTable('email_confirmations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', notNull)
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, notNull)
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('email_confirmations_user')
    .on('email_confirmations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
