import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Readiness } from '@cabinet/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { Startup } from '../../src/core/startup.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/*
 * Issue 43, on either dialect: an app run as `main` runs it (its start's work given to it, run
 * once it listens) answers liveness at once, and readiness and the API only once the work that
 * must come before serving is done. Here that work is the test's own, held until released.
 */

let storage: TestDatabase;
let database: DatabaseHandle;
let app: FastifyInstance;
/** Lets the held work end, and waits until the app is ready. */
let releaseStart: () => Promise<void>;

beforeAll(async () => {
  storage = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    SEED_DEMO: 'false',
    APP_SECRET: 'startup-gate-secret-startup-gate-secret!',
  });
  database = await openMigratedDatabase(config);
  const startup = new Startup();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  startup.beforeReady('held', () => held);
  app = await buildApp({
    config,
    database,
    startup,
    serveWeb: false,
    logStream: new PassThrough(),
  });
  await app.ready();
  const running = startup.run(app.log);
  releaseStart = async () => {
    release();
    await running;
  };
});

afterAll(async () => {
  await app.close();
  await database.db.destroy();
  await storage.drop();
});

it('answers liveness at once, and readiness and the API only once the work before serving is done', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const starting = await app.inject({
    method: 'GET',
    url: '/api/ready',
    headers: { 'accept-language': 'en' },
  });
  expect(starting.statusCode).toBe(503);
  expect(Readiness.parse(starting.json())).toEqual({
    status: 'unavailable',
    message: 'The server is not ready to take requests yet.',
    checks: { database: 'ok', storage: 'ok', startup: 'pending' },
  });
  const api = await app.inject({ method: 'GET', url: '/api/site-info' });
  expect(api.statusCode).toBe(503);
  expect(api.headers['retry-after']).toBe('1');

  await releaseStart();
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  expect(Readiness.parse(ready.json())).toEqual({
    status: 'ready',
    checks: { database: 'ok', storage: 'ok' },
  });
  expect((await app.inject({ method: 'GET', url: '/api/site-info' })).statusCode).toBe(200);
});
