import type { UserGroup } from '@cabinet/contract';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { seedAccessDefaults } from '../../src/seed/access-defaults.js';
import { createUser } from '../../src/seed/users.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const PROCESS_PASSWORD = 'process-test-password-1';

export interface ProcessFixture {
  storage: TestDatabase;
  /** What a server process of this database needs besides its port. */
  env: Record<string, string>;
  /** Ids by login of the users made before the server starts. */
  ids: Record<string, number>;
}

/**
 * A database of its own for tests that run the server as a process: migrated, with the default
 * roles and the given users (all with PROCESS_PASSWORD), made before the server starts.
 */
export async function prepareProcessFixture(
  users: Array<{ login: string; group: UserGroup; parent?: string; roles?: string[] }>,
  env: Record<string, string> = {},
): Promise<ProcessFixture> {
  const storage = await createTestDatabase();
  const fullEnv = {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    APP_SECRET: 'process-test-secret-process-test-secret',
    ...env,
  };
  const { db } = await openMigratedDatabase(loadConfig(fullEnv));
  const ids: Record<string, number> = {};
  try {
    const now = new Date().toISOString();
    await seedAccessDefaults(db, now);
    for (const { login, group, parent, roles } of users) {
      const { id } = await createUser(
        db,
        {
          login,
          email: `${login}@example.kz`,
          name: login,
          group,
          parentId: parent === undefined ? null : ids[parent]!,
          ...(roles ? { roles } : {}),
        },
        now,
        PROCESS_PASSWORD,
      );
      ids[login] = id;
    }
  } finally {
    await db.destroy();
  }
  return { storage, env: fullEnv, ids };
}
