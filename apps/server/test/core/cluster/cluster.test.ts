/**
 * The scaled mode: two real server processes (as `npm start` runs them) on different ports, one
 * PostgreSQL database and one Redis (REDIS_URL), sharing FILES_DIR.
 *
 * It needs PostgreSQL and Redis whatever TEST_DATABASE says, so it runs exactly once in `npm test`:
 * in the PostgreSQL pass (TEST_DATABASE=postgres, `npm run test:postgres`), and is reported as
 * skipped in the SQLite pass. It creates and drops a database of its own, and uses a Redis key
 * prefix of its own, removing only those keys at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
import { startCabinet, type CabinetProcess } from '../../helpers/cabinet-process.js';
import { TEST_REDIS_URL, testRedisPrefix, removeRedisKeys } from '../../helpers/test-redis.js';

const prefix = testRedisPrefix();

type Server = CabinetProcess;

/** A browser-like client over real HTTP: CSRF cookie echoed, bearer token once signed in. */
class Client {
  private csrf: string | undefined;
  token: string | undefined;

  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (method !== 'GET') {
      if (!this.csrf) {
        const res = await fetch(`${this.base}/api/sanctum/csrf-cookie`);
        this.csrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
      }
      headers['x-xsrf-token'] = this.csrf;
      headers.cookie = `XSRF-TOKEN=${this.csrf}`;
      headers['content-type'] = 'application/json';
    }
    return fetch(`${this.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async login(login: string, password: string) {
    const res = await this.request('POST', '/api/sanctum/token', { login, password });
    if (res.status === 200) this.token = ((await res.clone().json()) as { token: string }).token;
    return res;
  }
}

let storage: TestDatabase;
let sql: pg.Client;
let a: Server;
let b: Server;
let adminPassword: string;
let aigerimPassword: string;

/** Resolves when the output matches, rejects when time runs out. */
async function waitFor(output: () => string, pattern: RegExp, ms: number) {
  const deadline = Date.now() + ms;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output()}`);
    await sleep(50);
  }
}

const start = (env: Record<string, string>) => startCabinet(env);

/** The (user, service) pairs with the most requests, for exports with known row counts. */
async function busiestPairs() {
  const { rows } = await sql.query<{
    user_id: number;
    service_id: number;
    first: string;
    last: string;
    total: string;
  }>(`select d.user_id, d.service_id, min(d.day)::text as first, max(d.day)::text as last,
            sum(d.requests) as total
       from daily_usage d join users u on u.id = d.user_id
      where u."group" <> 'Partner'
      group by d.user_id, d.service_id order by total desc limit 2`);
  return rows.map((row) => ({
    path: `${row.user_id}/${row.service_id}/${row.first}/${row.last}`,
    total: Number(row.total),
  }));
}

const startedLine = (id: number) =>
  new RegExp(`"kind":"export","id":${id},.*"background job started"`);

const exportUrl = (path: string) => `/api/requests/download/${path}`;

/** Asks through `client` until the file is served; answers its data rows. */
async function downloadWhenReady(client: Client, url: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await client.request('GET', url);
    if (res.status === 200) {
      const records = parse(await res.text(), { delimiter: ';', bom: true }) as string[][];
      return records.slice(1);
    }
    expect(res.status).toBe(202);
    if (Date.now() > deadline) throw new Error(`export not ready in time: ${await res.text()}`);
    await sleep(200);
  }
}

function subscribe(server: Server) {
  const frames: { event: string; data: Record<string, unknown> }[] = [];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/app/cabinet`);
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'public' } })),
    );
    socket.on('message', (raw) => {
      // Pusher frames carry their data as a JSON string.
      const frame = JSON.parse(String(raw)) as { event: string; data: string };
      if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
      else
        frames.push({
          event: frame.event,
          data: JSON.parse(frame.data) as Record<string, unknown>,
        });
    });
  });
  return { socket, frames, subscribed };
}

describe.runIf(TEST_DIALECT === 'postgres')('two server processes sharing Redis', () => {
  beforeAll(async () => {
    storage = await createTestDatabase('postgres');
    sql = new pg.Client({ connectionString: storage.databaseUrl });
    await sql.connect();
    const env = {
      DATABASE_URL: storage.databaseUrl!,
      DATA_DIR: storage.dataDir,
      FILES_DIR: path.join(storage.dataDir, 'shared-files'),
      APP_SECRET: 'cluster-test-secret-long-enough-for-hmac',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      JOB_STALL_SECONDS: '2',
      // The first ask answers "queued" at once; later asks are held until the file is ready, by
      // whichever process makes it (the "settled" event goes through Redis).
      EXPORT_FIRST_WAIT_MS: '0',
      REALTIME_ALIVE_SECONDS: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    };
    // Migrated and seeded here, so that both processes may start at once.
    const config = loadConfig(env);
    const database = await openMigratedDatabase(config);
    const logins = await seedDemo(database.db, new Date().toISOString());
    adminPassword = logins.find((login) => login.login === 'admin')!.password;
    aigerimPassword = logins.find((login) => login.login === 'aigerim')!.password;
    await seedRequests(database, new Calendar(config.TIMEZONE), { count: 5_000, now: new Date() });
    await database.db.destroy();
    [a, b] = await Promise.all([start(env), start(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b].filter((server) => server && server.running())) {
      await server.stop('SIGTERM');
    }
    await sql?.end();
    await storage?.drop();
    await removeRedisKeys(prefix);
  });

  it('a WebSocket client on B gets the alive event once per interval for both, and an event caused through A', async () => {
    const onA = subscribe(a);
    const onB = subscribe(b);
    await Promise.all([onA.subscribed, onB.subscribed]);
    const began = Date.now();
    await sleep(3_500);
    const seconds = (Date.now() - began) / 1000;
    const aliveTimes = (frames: typeof onA.frames) =>
      frames.filter((f) => f.event === 'SendAliveEvent').map((f) => f.data.time);
    // Each process ticks every second; unshared, each client would get about two a second.
    const onBTimes = aliveTimes(onB.frames);
    expect(onBTimes.length).toBeGreaterThanOrEqual(2);
    expect(onBTimes.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // The very same events reach the clients of both processes.
    const onATimes = aliveTimes(onA.frames);
    const common = onBTimes.filter((time) => onATimes.includes(time));
    expect(common.length).toBeGreaterThanOrEqual(onBTimes.length - 1);

    const admin = new Client(a.url);
    expect((await admin.login('admin', adminPassword)).status).toBe(200);
    const on = await admin.request('POST', '/api/maintenance', { enabled: true, note: 'cluster' });
    expect(on.status).toBe(200);
    const off = await admin.request('POST', '/api/maintenance', { enabled: false });
    expect(off.status).toBe(200);
    await expect
      .poll(() => onB.frames.filter((f) => f.event === 'MaintenanceSwitched').map((f) => f.data), {
        timeout: 5_000,
      })
      .toEqual([
        expect.objectContaining({ enabled: true, note: 'cluster' }),
        expect.objectContaining({ enabled: false }),
      ]);
    onA.socket.close();
    onB.socket.close();
  });

  it('an export started through A is downloaded through B', async () => {
    const [pair] = await busiestPairs();
    const throughA = new Client(a.url);
    const throughB = new Client(b.url);
    expect((await throughA.login('admin', adminPassword)).status).toBe(200);
    throughB.token = throughA.token;

    const asked = await throughA.request('GET', exportUrl(pair!.path));
    expect(asked.status).toBe(202);
    const rows = await downloadWhenReady(throughB, exportUrl(pair!.path));
    expect(rows.length).toBe(pair!.total);
    expect(pair!.total).toBeGreaterThan(50);
  });

  it('five failed logins spread over both processes trigger the throttle on either', async () => {
    const servers = [a, b, a, b, a];
    for (const server of servers) {
      const res = await new Client(server.url).login('integrator', 'not-the-password');
      expect(res.status).toBe(422);
    }
    // B itself saw two failures only; the count is the cluster's.
    const refused = await new Client(b.url).login('integrator', 'not-the-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new Client(a.url).login('integrator', 'not-the-password')).status).toBe(429);
  });

  it('a user blocked through A is refused by B on its very next call, though B kept it', async () => {
    const user = new Client(b.url);
    expect((await user.login('aigerim', aigerimPassword)).status).toBe(200);
    const me = await user.request('GET', '/api/user');
    expect(me.status).toBe(200);
    const { id } = ((await me.json()) as { data: { id: number } }).data;
    // B keeps the caller now; the block goes through A.
    expect((await user.request('GET', '/api/user')).status).toBe(200);
    const admin = new Client(a.url);
    expect((await admin.login('admin', adminPassword)).status).toBe(200);
    const summary = await admin.request('GET', `/api/partner-users/view/${id}`);
    const { login, email, name } = ((await summary.json()) as { data: Record<string, string> })
      .data;
    const blocked = await admin.request('POST', `/api/partner-users/update/${id}`, {
      login,
      email,
      name,
      blocked: true,
    });
    expect(blocked.status, await blocked.text()).toBe(200);
    expect((await user.request('GET', '/api/user')).status).toBe(401);
  });

  it('a service renamed through A is known by its new code only on B’s very next batch, though B kept it', async () => {
    const throughA = new Client(a.url);
    expect((await throughA.login('admin', adminPassword)).status).toBe(200);
    const throughB = new Client(b.url);
    expect((await throughB.login('admin', adminPassword)).status).toBe(200);
    const service = { code: 'clusterSvc', name: 'Сервис кластера', upstreamUrl: '' };
    const created = await throughA.request('POST', '/api/services/create', service);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const { rows } = await sql.query<{ id: number }>(
      `select id from users where login = 'aigerim'`,
    );
    const batch = async (requestId: string, serviceCode: string) => {
      const res = await throughB.request('POST', '/api/usage/requests', {
        records: [
          {
            requestId,
            userId: rows[0]!.id,
            serviceCode,
            time: new Date().toISOString(),
            status: 'success',
            httpStatus: 200,
            durationMs: 5,
          },
        ],
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { accepted: number; invalid: { errors: object }[] };
    };
    expect((await batch('renamed-1', 'clusterSvc')).accepted).toBe(1); // B keeps the service now
    const renamed = await throughA.request('POST', `/api/services/update/${id}`, {
      ...service,
      code: 'clusterSvc2',
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const old = await batch('renamed-2', 'clusterSvc');
    expect(old.accepted).toBe(0);
    expect(Object.keys(old.invalid[0]!.errors)).toEqual(['serviceCode']);
    expect((await batch('renamed-3', 'clusterSvc2')).accepted).toBe(1);
  });

  it('a job whose process is killed (SIGKILL) mid-run completes on the other', async () => {
    const [, pair] = await busiestPairs();
    const admin = new Client(a.url);
    expect((await admin.login('admin', adminPassword)).status).toBe(200);

    // Hold the register: whichever process takes the job claims it, opens its file, then waits.
    const holder = new pg.Client({ connectionString: storage.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table requests in access exclusive mode');
    let runner: Server;
    let job = 0;
    try {
      expect((await admin.request('GET', exportUrl(pair!.path))).status).toBe(202);
      const { rows } = await sql.query<{ id: number }>(
        `select id from export_jobs where status in ('queued', 'running') order by id desc limit 1`,
      );
      job = rows[0]!.id;
      await waitFor(() => a.output() + b.output(), startedLine(job), 15_000);
      runner = startedLine(job).test(a.output()) ? a : b;
      await expect
        .poll(
          async () =>
            (await sql.query('select status from export_jobs where id = $1', [job])).rows[0]
              ?.status,
          { timeout: 10_000 },
        )
        .toBe('running');
      // Its file is begun (and stays unfinished: nobody else may serve or remove it).
      const exportsDir = path.join(storage.dataDir, 'shared-files', 'exports');
      await expect
        .poll(() => fs.readdirSync(exportsDir).filter((name) => name.endsWith('.partial')).length, {
          timeout: 10_000,
        })
        .toBe(1);

      await runner.stop('SIGKILL');
      expect(runner.running()).toBe(false);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }

    const survivor = runner === a ? b : a;
    const client = new Client(survivor.url);
    expect((await client.login('admin', adminPassword)).status).toBe(200);
    const rows = await downloadWhenReady(client, exportUrl(pair!.path));
    expect(rows.length).toBe(pair!.total);
    expect(survivor.running()).toBe(true);
    expect(survivor.output()).toContain('background job of a stopped process is run again');
    expect(survivor.output()).toMatch(startedLine(job));
  }, 60_000);
});
