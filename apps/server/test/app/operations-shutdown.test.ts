import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { seedAccessDefaults } from '../../src/seed/access-defaults.js';
import { createUser } from '../../src/seed/users.js';
import pg from 'pg';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/test-database.js';
import { signInOver, startCabinet, type CabinetProcess } from '../helpers/cabinet-process.js';
import { fillRegister } from '../helpers/register-fill.js';

/** Enough rows that exporting them takes seconds (SQLite: about 2 on this machine when idle). */
const ROWS = 150_000;
const CHUNK = 50_000;
const PASSWORD = 'operations-password-1';
/** Seconds when the machine is idle; the room is for a CI run sharing two cores with others. */
const TIMEOUT_MS = 150_000;

let storage: TestDatabase;
let env: Record<string, string>;
let partnerId: number;
let serviceId: number;
const servers: CabinetProcess[] = [];

beforeAll(async () => {
  storage = await createTestDatabase();
  env = {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    APP_SECRET: 'operations-secret-operations-secret!!',
    LOG_LEVEL: 'info',
    // Every ask answers at once: these tests watch the job's states between asks.
    EXPORT_FIRST_WAIT_MS: '0',
    EXPORT_HOLD_MS: '0',
  };
  const database = await openMigratedDatabase(loadConfig(env));
  const now = new Date().toISOString();
  await seedAccessDefaults(database.db, now);
  const user = (login: string, group: 'Admin' | 'Partner') =>
    createUser(
      database.db,
      { login, email: `${login}@example.kz`, name: login, group, parentId: null },
      now,
      PASSWORD,
    );
  await user('operator', 'Admin');
  partnerId = (await user('bulk-partner', 'Partner')).id;
  serviceId = (
    await database.db
      .insertInto('services')
      .values({
        code: 'bulk',
        name: 'Bulk',
        status: 'active',
        description: '',
        documentation: '',
        billable_outcomes: 'success',
        upstream_url: null,
        form_definition: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await fillRegister(database, partnerId, serviceId, ROWS);
  await database.db.destroy();
}, TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await storage.drop();
});

const start = async (extra: Record<string, string> = {}) => {
  const server = await startCabinet({ ...env, ...extra });
  servers.push(server);
  const api = await signInOver(server.url, 'operator', PASSWORD);
  return { server, api };
};

type Api = Awaited<ReturnType<typeof start>>['api'];
type Asked = { status: number; pending?: { status: string; progress: number }; body?: string };

const exportPath = () => `/api/requests/download/${partnerId}/${serviceId}/2026-09-01/2026-09-30`;

/** One ask for the export, as the client polls it; a served file is read whole. */
async function askExport(api: Api, language: string): Promise<Asked> {
  const res = await api(exportPath(), { headers: { 'accept-language': language } });
  if (res.status === 202) return { status: 202, pending: await res.json() };
  return { status: res.status, body: await textOf(res) };
}

/** Asks until the answer satisfies `done`; every file served on the way must be whole. */
async function pollExport(api: Api, language: string, done: (asked: Asked) => boolean) {
  for (let i = 0; i < 1200; i += 1) {
    const asked = await askExport(api, language);
    expect([200, 202]).toContain(asked.status);
    if (asked.body !== undefined) expectWholeFile(asked.body, ROWS);
    if (done(asked)) return asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export never got there');
}

/** Blocks every read of the register until released (an open transaction holding a lock). */
async function holdRegister(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('lock table requests in access exclusive mode');
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** The body as sent, its byte-order mark kept (`text()` would drop it). */
const textOf = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

/** A whole export: the byte-order mark, the header, and every row, each on its line. */
function expectWholeFile(body: string, rows: number) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\n')).toBe(true);
  expect(body.split('\n').length - 1).toBe(rows + 1);
}

describe('SIGTERM', () => {
  it(
    'finishes in-flight requests and the running export, closes WebSockets with 1012, exits 0',
    async () => {
      const { server, api } = await start();
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/app/cabinet`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));

      const asked = await askExport(api, 'ru');
      expect(asked.status).toBe(202);
      await pollExport(api, 'ru', (a) => a.pending?.status === 'running');
      // A request in flight: its headers are out, its rows are still streaming.
      const chunk = await api(
        `${exportPath().replace('download', 'download-chunk')}?offset=0&limit=${CHUNK}`,
      );
      expect(chunk.status).toBe(200);

      const exitCode = server.stop('SIGTERM');
      expectWholeFile(await textOf(chunk), CHUNK);
      expect(await closed).toBe(1012);
      expect(await exitCode, server.output()).toBe(0);
      expect(server.output()).toMatch(/"msg":"shutting down"[\s\S]*"msg":"shut down"/);

      // The job had finished before the exit: the next process serves the file at the first ask.
      const next = await start();
      const served = await askExport(next.api, 'ru');
      expect(served.status).toBe(200);
      expectWholeFile(served.body!, ROWS);
      expect(await next.server.stop()).toBe(0);
    },
    TIMEOUT_MS,
  );

  // Only PostgreSQL can hold an export mid-way for certain (a table lock); on SQLite the export
  // may beat any deadline. The deadline and the restart are the same code on both.
  it.runIf(TEST_DIALECT === 'postgres')(
    'past its deadline, exits leaving the export queued: nothing partial is served, the next start completes it',
    async () => {
      const { server, api } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
      const held = await holdRegister(storage.databaseUrl!);
      try {
        expect((await askExport(api, 'en')).status).toBe(202);
        await pollExport(api, 'en', (a) => a.pending?.status === 'running');
        // Prometheus sees the held job (a local scrape: no METRICS_TOKEN here).
        const metrics = await (await fetch(`${server.url}/metrics`)).text();
        expect(metrics).toMatch(/^cabinet_job_queue_depth\{state="active"\} 1$/m);
        expect(await server.stop('SIGTERM')).toBe(1);
      } finally {
        await held.release();
      }
      expect(server.output()).toContain('shutdown deadline passed');

      const next = await start();
      const first = await askExport(next.api, 'en');
      // Not served at once: the job runs again from the beginning, then the whole file is.
      expect(first.status).toBe(202);
      const done = await pollExport(next.api, 'en', (a) => a.status === 200);
      expectWholeFile(done.body!, ROWS);
      expect(await next.server.stop()).toBe(0);
    },
    TIMEOUT_MS,
  );
});
