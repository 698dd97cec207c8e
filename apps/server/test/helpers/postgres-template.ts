import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/core/db/database.js';
import { migrateToLatest } from '../../src/core/db/migrator.js';
import { createTestDatabase, TEST_DIALECT } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL, a database migrated to the latest schema that the test apps copy. */
    postgresTemplate: string | undefined;
  }
}

/**
 * The server's global set-up on PostgreSQL: the migrations run once per run, into a template that
 * each test app's database is copied from (migrating took 1.1-1.3 s a database). Files that test
 * the migrations themselves create empty databases as before.
 */
export default async function setup(project: TestProject) {
  if (TEST_DIALECT !== 'postgres') {
    project.provide('postgresTemplate', undefined);
    return;
  }
  const storage = await createTestDatabase('postgres');
  const database = openDatabase({ databaseUrl: storage.databaseUrl, sqliteFile: '' });
  try {
    await migrateToLatest(database.db);
  } finally {
    // A template takes no copies while anyone is connected to it.
    await database.db.destroy();
  }
  project.provide('postgresTemplate', new URL(storage.databaseUrl!).pathname.slice(1));
  return () => storage.drop();
}
