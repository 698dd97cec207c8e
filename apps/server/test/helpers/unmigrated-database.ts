import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/core/db/database.js';
import type { Database } from '../../src/core/db/schema.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface UnmigratedDatabase {
  readonly db: Kysely<Database>;
  /** The file's own folder (SQLite's file, stored files). */
  readonly dataDir: string;
}

/**
 * A database of the test file's own, opened before its tests and not migrated (a migration's test
 * migrates it to the version before, fills it, then migrates on), dropped after them.
 */
export function unmigratedDatabase(): UnmigratedDatabase {
  let storage: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    storage = await createTestDatabase();
    database = openDatabase({
      databaseUrl: storage.databaseUrl,
      sqliteFile: path.join(storage.dataDir, 'cabinet.sqlite'),
    });
  });
  afterAll(async () => {
    await database.db.destroy();
    await storage.drop();
  });
  return {
    get db() {
      return database.db;
    },
    get dataDir() {
      return storage.dataDir;
    },
  };
}
