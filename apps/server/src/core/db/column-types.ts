import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * The few column types that differ between the dialects, so that one set of migrations serves both.
 * Migrations get the dialect from the adapter Kysely was built with.
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    postgres,
    /** Auto-incrementing integer primary key. */
    id: <T extends string>(table: CreateTableBuilder<T>, name = 'id') =>
      postgres
        ? table.addColumn(name, 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn(name, 'integer', (col) => col.primaryKey().autoIncrement()),
    timestamp: postgres ? sql`timestamptz` : sql`text`,
    /** A JSON document: jsonb on PostgreSQL, text on SQLite. */
    json: postgres ? sql`jsonb` : sql`text`,
  };
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
