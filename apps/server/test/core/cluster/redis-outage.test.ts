/**
 * The scaled mode through a Redis outage: two real server processes on one PostgreSQL database and
 * a Redis of the test's own, which the test kills and starts again on the same port. No request
 * waits on the missing Redis, what changed meanwhile holds on every process, and jobs asked for
 * meanwhile are run once it is back, the database being their record and Redis only their carrier.
 *
 * Like cluster.test.ts, it runs in the PostgreSQL pass only (skipped in the SQLite one).
 */
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Calendar } from '../../../src/core/calendar.js';
import { loadConfig } from '../../../src/core/config.js';
import { openMigratedDatabase } from '../../../src/core/db/open.js';
import { seedDemo } from '../../../src/seed/demo.js';
import { seedRequests } from '../../../src/seed/requests.js';
import {
  createTestDatabase,
  TEST_DIALECT,
  type TestDatabase,
} from '../../helpers/test-database.js';
import { signInOver, startCabinet, type CabinetProcess } from '../../helpers/cabinet-process.js';
import { startOwnRedis } from '../../helpers/own-redis.js';

/** What "at once" means here: far below ioredis' own retries, well above a loaded machine's pause. */
const BOUND_MS = 2_000;

let storage: TestDatabase;
let sql: pg.Client;
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let a: CabinetProcess;
let b: CabinetProcess;
const passwords = new Map<string, string>();
let cabinetEnv: Record<string, string>;

/** The answer and how long it took. */
async function timed(work: () => Promise<Response>) {
  const began = performance.now();
  const res = await work();
  return { res, ms: performance.now() - began };
}

/** Resolves once both processes answer that Redis is back. */
async function redisBackOnBoth() {
  for (const server of [a, b])
    await expect
      .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 15_000 })
      .toBe(200);
}

describe.runIf(TEST_DIALECT === 'postgres')(
  'two server processes while their Redis is down',
  () => {
    beforeAll(async () => {
      redis = await startOwnRedis();
      storage = await createTestDatabase('postgres');
      sql = new pg.Client({ connectionString: storage.databaseUrl });
      await sql.connect();
      const env = {
        DATABASE_URL: storage.databaseUrl!,
        DATA_DIR: storage.dataDir,
        FILES_DIR: path.join(storage.dataDir, 'shared-files'),
        APP_SECRET: 'redis-outage-test-secret-long-enough',
        REDIS_URL: redis.url,
        REDIS_PREFIX: 'outage',
        EXPORT_FIRST_WAIT_MS: '0',
        // Kept long: a process still serving a revoked key was not told, whatever its cache's age.
        CALLER_CACHE_SECONDS: '60',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
      };
      const config = loadConfig(env);
      const database = await openMigratedDatabase(config);
      const logins = await seedDemo(database.db, new Date().toISOString());
      for (const { login, password } of logins) passwords.set(login, password);
      await seedRequests(database, new Calendar(config.TIMEZONE), {
        count: 2_000,
        now: new Date(),
      });
      await database.db.destroy();
      [a, b] = await Promise.all([startCabinet(env), startCabinet(env)]);
      cabinetEnv = env;
    }, 120_000);

    beforeEach(async () => {
      await redis.start();
      await redisBackOnBoth();
    });

    afterAll(async () => {
      for (const server of [a, b].filter((server) => server?.running())) await server.stop();
      await redis?.stop();
      await sql?.end();
      await storage?.drop();
    });

    it('sign-in and revoking an API key answer at once, and the other process refuses the key', async () => {
      const { admin, csrf, key, byKeyOnB } = await keyKeptByB();
      await redis.stop();
      for (const server of [a, b]) {
        const signIn = await timed(() =>
          signInResponse(server.url, 'admin', passwords.get('admin')!),
        );
        expect(signIn.res.status).toBe(200);
        expect(signIn.ms).toBeLessThan(BOUND_MS);
      }
      const revoke = await timed(() =>
        admin(`/api/api-keys/${key.id}`, { method: 'DELETE', headers: csrf }),
      );
      expect(revoke.res.status).toBe(200);
      expect(revoke.ms).toBeLessThan(BOUND_MS);
      expect((await byKeyOnB()).status).toBe(401);

      await redis.start();
      await redisBackOnBoth();
      expect((await byKeyOnB()).status).toBe(401);
    }, 60_000);

    it('while Redis does not answer, sign-in and revoking an API key answer at once', async () => {
      const { admin, csrf, key, byKeyOnB } = await keyKeptByB();
      // Redis holds every write command (the attempt counters', PUBLISH) a while, as a stuck one would.
      const control = await ownRedisClient();
      await control.call('CLIENT', 'PAUSE', '4000', 'WRITE');
      control.disconnect();

      const signIn = await timed(() => signInResponse(a.url, 'admin', passwords.get('admin')!));
      expect(signIn.res.status).toBe(200);
      expect(signIn.ms).toBeLessThan(BOUND_MS);
      const held = holdOfTransactions();
      const revoke = await timed(() =>
        admin(`/api/api-keys/${key.id}`, { method: 'DELETE', headers: csrf }),
      );
      expect(revoke.res.status).toBe(200);
      expect(revoke.ms).toBeLessThan(BOUND_MS);
      // The revocation's transaction did not wait for Redis: it is told after the commit.
      expect(await held.longestMs()).toBeLessThan(250);
      await expect.poll(async () => (await byKeyOnB()).status, { timeout: 15_000 }).toBe(401);
    }, 60_000);

    it('a revocation Redis could not take is told again, and reaches the other process', async () => {
      const { admin, csrf, key, byKeyOnB } = await keyKeptByB();
      // Every connection but the subscriptions is dropped, and none may come back for now: B still
      // hears the channel (and keeps callers), A cannot publish on it.
      const control = await ownRedisClient();
      await control.call('CONFIG', 'SET', 'maxclients', '1');
      await control.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
      try {
        const revoke = await timed(() =>
          admin(`/api/api-keys/${key.id}`, { method: 'DELETE', headers: csrf }),
        );
        expect(revoke.res.status).toBe(200);
        expect(revoke.ms).toBeLessThan(BOUND_MS);
        // Not told yet: B still keeps the key's caller.
        expect((await byKeyOnB()).status).toBe(200);
      } finally {
        await control.call('CONFIG', 'SET', 'maxclients', '10000');
        control.disconnect();
      }
      await expect.poll(async () => (await byKeyOnB()).status, { timeout: 20_000 }).toBe(401);
    }, 60_000);

    it('a process stopped while Redis is down exits promptly, an export it queued made later', async () => {
      const c = await startCabinet(cabinetEnv);
      try {
        const admin = await signInOver(c.url, 'admin', passwords.get('admin')!);
        await sql.query('delete from export_jobs');
        const range = await rangeSeenBy(await idOf('admin'), []);
        await redis.stop();
        expect((await admin(`/api/requests/download/${range}`)).status).toBe(202);
        // Well within SHUTDOWN_TIMEOUT_SECONDS (25), past which it would exit with an error.
        const began = performance.now();
        expect(await c.stop(), c.output()).toBe(0);
        expect(performance.now() - began).toBeLessThan(10_000);
      } finally {
        if (c.running()) await c.stop('SIGKILL');
      }
      await redis.start();
      // The others queue it again from its row once Redis is back.
      await expect
        .poll(async () => (await sql.query('select status from export_jobs')).rows, {
          timeout: 30_000,
        })
        .toEqual([{ status: 'ready' }]);
    }, 60_000);

    it('exports waiting in Redis when it died, and those asked for while it was down, are made once it is back, unasked', async () => {
      const askers: { id: number; fetch: Awaited<ReturnType<typeof signInOver>> }[] = [];
      for (const login of ['admin', 'partner', 'aigerim', 'admin'])
        askers.push({
          id: await idOf(login),
          fetch: await signInOver(a.url, login, passwords.get(login)!),
        });
      // The most restricted first: every ask is for rows of its own.
      const ranges: string[] = [];
      for (const index of [2, 1, 0, 3])
        ranges[index] = await rangeSeenBy(askers[index]!.id, ranges);
      const ask = async (index: number) => {
        const asked = await timed(() =>
          askers[index]!.fetch(`/api/requests/download/${ranges[index]}`),
        );
        expect(asked.res.status, await asked.res.clone().text()).toBe(202);
        return asked.ms;
      };
      const statuses = async () =>
        (
          await sql.query<{ status: string }>('select status from export_jobs order by id')
        ).rows.map((job) => job.status);
      await sql.query('delete from export_jobs');

      // Held on the register, one job runs on each process and the third waits in Redis.
      const holder = new pg.Client({ connectionString: storage.databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table requests in access exclusive mode');
      try {
        for (const index of [0, 1, 2]) await ask(index);
        await expect
          .poll(async () => (await statuses()).sort(), { timeout: 15_000 })
          .toEqual(['queued', 'running', 'running']);

        await redis.stop();
        // Its turn comes after the administrator's first.
        expect(await ask(3)).toBeLessThan(BOUND_MS);
        await redis.start();
      } finally {
        await holder.query('rollback');
        await holder.end();
      }

      // Nobody asks again: the database alone says what is owed.
      await expect
        .poll(statuses, { timeout: 30_000, interval: 250 })
        .toEqual(['ready', 'ready', 'ready', 'ready']);
    }, 90_000);
  },
);

/** The whole range of the busiest (user, service) pair, not taken yet, that the asker may export. */
async function rangeSeenBy(askerId: number, taken: string[]): Promise<string> {
  const { rows } = await sql.query<{ range: string }>(
    `select d.user_id || '/' || d.service_id || '/' || min(d.day)::text || '/' || max(d.day)::text as range
       from daily_usage d join users u on u.id = d.user_id join users asker on asker.id = $1
      where u."group" <> 'Partner'
        and (asker."group" = 'Admin' or u.id = asker.id or u.parent_id = asker.id)
      group by d.user_id, d.service_id
      order by sum(d.requests) desc, d.user_id, d.service_id`,
    [askerId],
  );
  return rows.map((row) => row.range).find((range) => !taken.includes(range))!;
}

/** Watches the test database's open transactions; `longestMs` stops and tells the longest seen. */
function holdOfTransactions() {
  let longest = 0;
  let watching = true;
  const watched = (async () => {
    while (watching) {
      const { rows } = await sql.query<{ ms: number | null }>(
        `select max(extract(epoch from clock_timestamp() - xact_start) * 1000)::float as ms
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
      );
      longest = Math.max(longest, rows[0]?.ms ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async longestMs() {
      watching = false;
      await watched;
      return longest;
    },
  };
}

/** A connection to the test's own Redis, to steer it. */
async function ownRedisClient() {
  const control = new Redis(redis.url, { lazyConnect: true });
  control.on('error', () => undefined);
  await control.connect();
  return control;
}

/** A key of the partner's, issued through A, whose caller B keeps now. */
async function keyKeptByB() {
  const admin = await signInOver(a.url, 'admin', passwords.get('admin')!);
  const csrf = await csrfHeaders(a.url);
  const partnerId = await idOf('partner');
  const issued = await admin('/api/api-keys', {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'outage', userId: partnerId, abilities: ['reports:read'] }),
  });
  expect(issued.status, await issued.clone().text()).toBe(201);
  const key = ((await issued.json()) as { data: { id: number; key: string } }).data;
  const now = new Date();
  const byKeyOnB = () =>
    fetch(
      `${b.url}/api/user/${partnerId}/reports?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
      { headers: { authorization: `Bearer ${key.key}` } },
    );
  expect((await byKeyOnB()).status).toBe(200);
  expect((await byKeyOnB()).status).toBe(200);
  return { admin, csrf, key, byKeyOnB };
}

async function idOf(login: string): Promise<number> {
  const { rows } = await sql.query<{ id: number }>('select id from users where login = $1', [
    login,
  ]);
  return rows[0]!.id;
}

async function csrfHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/sanctum/csrf-cookie`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
  return {
    'x-xsrf-token': decodeURIComponent(csrf),
    cookie: `XSRF-TOKEN=${csrf}`,
  };
}

async function signInResponse(url: string, login: string, password: string) {
  return fetch(`${url}/api/sanctum/token`, {
    method: 'POST',
    headers: { ...(await csrfHeaders(url)), 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
}
