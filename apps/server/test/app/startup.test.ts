import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Readiness } from '@cabinet/contract';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import {
  monthIndex,
  partitionName,
  PARTITION_LOCK,
} from '../../src/core/db/register-partitions.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/test-database.js';
import { runScript, stop } from '../helpers/processes.js';

/*
 * Issue 43: a restart answers again quickly. The server listens once migrated; what must be done
 * before it serves (seeding, resuming exports) holds only readiness, and every route but liveness
 * and readiness answers 503 meanwhile; what can wait (partition upkeep, retention sweeps, cache
 * warming) holds neither. Slowness comes from what another session of PostgreSQL holds, as in a
 * deployment where another process does the same work: a lock, not a changed clock or code.
 */

let storage: TestDatabase;
let holder: pg.Client | undefined;
let server: ReturnType<typeof runScript> | undefined;

const env = () => ({
  DATA_DIR: storage.dataDir,
  DATABASE_URL: storage.databaseUrl!,
  SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  APP_SECRET: 'startup-test-secret-startup-test-secret!',
});

/** The server started as `npm start` runs it; its address once it listens. */
async function listening(): Promise<string> {
  server = runScript('main', [], env());
  const [, url] = await server.waitFor(/Server listening at (http:\/\/[\d.:]+)/, 60_000);
  return url!;
}

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
};

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(TEST_DIALECT === 'postgres')('a restart', () => {
  beforeEach(async () => {
    storage = await createTestDatabase();
    // Migrated once beforehand: what is measured is a restart, not a first install.
    const database = await openMigratedDatabase(loadConfig(env()));
    await database.db.destroy();
    holder = new pg.Client({ connectionString: storage.databaseUrl });
    await holder.connect();
  });

  afterEach(async () => {
    if (server) await stop(server.child);
    server = undefined;
    await holder?.end();
    await storage.drop();
  });

  it('listens and is ready while the register’s partition upkeep waits, and keeps it up after', async () => {
    // The month three ahead is missing, and another session holds the partitions' lock.
    const ahead = partitionName(monthIndex(new Date()) + 3);
    await holder!.query(`drop table ${ahead}`);
    await holder!.query('select pg_advisory_lock($1)', [PARTITION_LOCK]);
    const exists = async () =>
      (await holder!.query('select to_regclass($1) as name', [ahead])).rows[0].name !== null;

    const url = await listening();
    expect((await get(`${url}/api/health`)).status).toBe(200);
    const ready = await eventually(
      () => get(`${url}/api/ready`),
      (res) => res.status === 200,
    );
    expect(ready.status).toBe(200);
    expect(Readiness.parse(ready.body).checks).toEqual({ database: 'ok', storage: 'ok' });
    expect((await get(`${url}/api/site-info`)).status).toBe(200);
    await server!.waitFor(/Cabinet is running at/);
    expect(await exists()).toBe(false);

    await holder!.query('select pg_advisory_unlock($1)', [PARTITION_LOCK]);
    expect(await eventually(exists, Boolean)).toBe(true);
  }, 120_000);

  it('answers liveness at once, and readiness and the API only once seeding is done', async () => {
    // Another session holds the rules, which seeding reads and writes, for as long as it likes.
    await holder!.query('begin');
    await holder!.query('lock table rules in access exclusive mode');

    const url = await listening();
    expect((await get(`${url}/api/health`)).status).toBe(200);
    // Still starting, after as many tries as a load balancer would make.
    for (let i = 0; i < 3; i += 1) {
      const ready = await get(`${url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(Readiness.parse(ready.body)).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'ok', startup: 'pending' },
      });
      const api = await get(`${url}/api/site-info`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(server!.output()).not.toContain('Cabinet is running at');

    await holder!.query('commit');
    const ready = await eventually(
      () => get(`${url}/api/ready`),
      (res) => res.status === 200,
    );
    expect(Readiness.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    expect((await get(`${url}/api/site-info`)).status).toBe(200);
    await server!.waitFor(/Cabinet is running at/);
    // Seeding did its work: the default rules are there.
    const { rows } = await holder!.query('select count(*)::int as n from rules');
    expect(rows[0].n).toBeGreaterThan(0);
  }, 120_000);
});
