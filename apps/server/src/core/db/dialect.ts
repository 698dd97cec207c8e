/** Whether a Kysely instance (or transaction) talks to PostgreSQL. */
export const isPostgres = (db: { getExecutor(): { adapter: object } }) =>
  db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
