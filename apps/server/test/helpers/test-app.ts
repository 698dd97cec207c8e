import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { inject } from 'vitest';
import type { UserGroup } from '@cabinet/contract';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/core/clock.js';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { seedAccessDefaults } from '../../src/seed/access-defaults.js';
import { createUser } from '../../src/seed/users.js';
import { createTestDatabase, TEST_DIALECT } from './test-database.js';
import { Session } from './session.js';

interface UserFields {
  parentId?: number;
  login?: string;
  /** Role keys instead of the group's own role. */
  roles?: string[];
}

export interface TestUser {
  id: number;
  login: string;
  email: string;
  password: string;
}

/**
 * The whole server on a database of its own, with a clock the test moves and the log captured
 * as text. Requests go through Fastify's full HTTP layer (inject: hooks, parsers, serializers).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  /** Adds routes before the app is ready (tests of the core's own behaviour). */
  extend?: (app: FastifyInstance) => void,
  /** Sees every statement the app runs (tests that count them). */
  observer?: KyselyPlugin,
) {
  const storage = await createTestDatabase(TEST_DIALECT, { template: inject('postgresTemplate') });
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hmac',
    // Exports answer at once (the file or the progress), as the tests of the pending protocol
    // expect; the held asks have their own tests (documents/exports/held-asks.test.ts).
    EXPORT_FIRST_WAIT_MS: '0',
    EXPORT_HOLD_MS: '0',
    ...env,
  });
  const database = await openMigratedDatabase(config);
  const clock = new ManualClock(new Date('2026-11-02T09:00:00Z'));
  await seedAccessDefaults(database.db, clock.now().toISOString());
  let log = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    config,
    database: observer ? { ...database, db: database.db.withPlugin(observer) } : database,
    clock,
    // A test that names a built client's folder gets it served; API tests leave it out.
    serveWeb: 'WEB_DIST' in env,
    logStream,
  });
  extend?.(app);
  await app.ready();
  let counter = 0;

  return {
    app,
    database,
    db: database.db,
    dialect: database.dialect,
    clock,
    config,
    log: () => log,
    session: () => new Session(app),
    /** A user of a group (with that group's role, or the roles given) and a known password. */
    async user(group: UserGroup, fields: UserFields = {}): Promise<TestUser> {
      counter += 1;
      const login = fields.login ?? `${group.toLowerCase()}${counter}`;
      const email = `${login}@example.kz`;
      const password = `pass-${login}-secret`;
      const { id } = await createUser(
        database.db,
        {
          login,
          email,
          name: `Name ${login}`,
          group,
          parentId: fields.parentId ?? null,
          ...(fields.roles ? { roles: fields.roles } : {}),
        },
        clock.now().toISOString(),
        password,
      );
      return { id, login, email, password };
    },
    /**
     * Runs `work` with the clock at `time`, then sets it back: records later than the test's "now"
     * are refused, so they arrive when they happen. A session made meanwhile is usable afterwards.
     */
    async at<T>(time: string, work: () => Promise<T>): Promise<T> {
      const shift = Date.parse(time) - clock.now().getTime();
      clock.advance(shift);
      try {
        return await work();
      } finally {
        clock.advance(-shift);
      }
    },
    /** A session already signed in as a new user of the group. */
    async signedIn(group: UserGroup, fields: Omit<UserFields, 'login'> = {}) {
      const user = await this.user(group, fields);
      const session = new Session(app);
      await session.login(user.login, user.password);
      return { user, session };
    },
    async close() {
      await app.close();
      await database.db.destroy();
      await storage.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
