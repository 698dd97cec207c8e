import path from 'node:path';
import type { Kysely } from 'kysely';
import type { UserGroup } from '@cabinet/contract';
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

/**
 * A users row with the columns users have had since the first migration (the seed's createUser
 * writes the latest schema's): what a migration's test inserts before migrating on.
 */
export const earlyUser = (
  login: string,
  {
    email = `${login}@example.kz`,
    group = 'client',
    parentId = null,
    at = '2026-01-01T00:00:00.000Z',
    updatedAt = at,
  }: {
    email?: string;
    group?: UserGroup;
    parentId?: number | null;
    at?: string;
    updatedAt?: string;
  } = {},
) => ({
  login,
  email,
  name: login,
  surname: '',
  description: '',
  password_hash: 'x',
  group,
  parent_id: parentId,
  created_at: at,
  updated_at: updatedAt,
});
