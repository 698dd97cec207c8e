import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `column` contains `text`, ignoring case, with LIKE's wildcards in the text taken literally.
 * Both dialects fold Cyrillic in lower() (SQLite through the function the connection registers).
 */
export function containsText(
  column: Expression<unknown> | string,
  text: string,
): RawBuilder<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${ref}) like ${`%${escaped}%`} escape '\\'`;
}

/** Any of the columns contains `text`, ignoring case. */
export function containsAnyText(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => containsText(column, text)),
    sql` or `,
  )})`;
}
