import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/core/db/schema.js';

/**
 * Tables a call may change without changing data: the guard slides a live token's last use and
 * deletes the dead tokens it meets, and the tests mint tokens between calls.
 */
const VOLATILE = new Set(['personal_access_tokens']);

/**
 * A cheap picture of the whole database: each table's row count, its largest id and its latest
 * `updated_at`, in one statement. Two equal pictures mean no row was added, removed or edited
 * through the usual paths (every mutable table keeps `updated_at`).
 */
export async function fingerprinter(db: Kysely<Database>) {
  const tables = (await db.introspection.getTables()).filter(
    (table) => !VOLATILE.has(table.name) && !table.name.startsWith('kysely_'),
  );
  const parts = tables.map((table) => {
    const has = (column: string) => table.columns.some((c) => c.name === column);
    const max = (column: string) =>
      has(column) ? sql`cast(max(${sql.ref(column)}) as varchar(64))` : sql`null`;
    return sql`select ${sql.lit(table.name)} as name, count(*) as n, ${max('id')} as max_id, ${max('updated_at')} as updated from ${sql.table(table.name)}`;
  });
  const query = sql.join(parts, sql` union all `);
  return async (): Promise<string> => {
    const { rows } = await sql<{
      name: string;
      n: number | string;
      max_id: string | null;
      updated: string | null;
    }>`${query}`.execute(db);
    return rows
      .map((row) => `${row.name}:${Number(row.n)}:${row.max_id ?? ''}:${row.updated ?? ''}`)
      .sort()
      .join('\n');
  };
}

/** The lines of two pictures that differ, for a readable failure. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
}
