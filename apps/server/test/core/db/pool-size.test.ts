/** PostgreSQL: a process keeps at most DATABASE_POOL_SIZE connections, however many calls wait. */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/core/config.js';
import { openMigratedDatabase } from '../../../src/core/db/open.js';
import type { DatabaseHandle } from '../../../src/core/db/database.js';
import {
  createTestDatabase,
  TEST_DIALECT,
  type TestDatabase,
} from '../../helpers/test-database.js';

let storage: TestDatabase;
let database: DatabaseHandle;

describe.runIf(TEST_DIALECT === 'postgres')('the PostgreSQL pool', () => {
  beforeAll(async () => {
    storage = await createTestDatabase('postgres');
    const config = loadConfig({
      DATA_DIR: path.join(storage.dataDir, 'data'),
      DATABASE_URL: storage.databaseUrl,
      DATABASE_POOL_SIZE: '3',
      LOG_LEVEL: 'silent',
    });
    database = await openMigratedDatabase(config);
  });

  afterAll(async () => {
    await database?.db.destroy();
    await storage?.drop();
  });

  it('holds as many connections as DATABASE_POOL_SIZE, the other calls waiting their turn', async () => {
    const backends = await Promise.all(
      Array.from({ length: 8 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`
          .execute(database.db)
          .then(({ rows }) => rows[0]!.pid),
      ),
    );
    expect(new Set(backends).size).toBe(3);
  });
});
