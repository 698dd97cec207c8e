import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { seedAccessDefaults } from '../../src/seed/access-defaults.js';
import { createUser } from '../../src/seed/users.js';
import { signInOver, startCabinet, type CabinetProcess } from '../helpers/cabinet-process.js';
import { startOwnPostgres } from '../helpers/own-postgres.js';
import { TEST_DIALECT } from '../helpers/test-database.js';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

const PASSWORD = 'outage-password-1';
const CONCURRENCY = 6;
const OUTAGE_MS = 2000;
/** After PostgreSQL is back, the process answers 200 again within this. */
const RECOVERY_MS = 5000;

interface Answer {
  at: number;
  status: number;
  retryAfter: string | null;
  body: { message?: string; requestId?: string; success?: boolean };
}

let postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
let server: CabinetProcess;
let dataDir: string;

// PostgreSQL's own behaviour: run with the PostgreSQL pass of the suite (it starts its own cluster).
describe.runIf(TEST_DIALECT === 'postgres')('PostgreSQL restarted under load', () => {
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database cabinet');
    await admin.end();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-outage-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url('cabinet'),
      APP_SECRET: 'outage-secret-outage-secret-outage!!',
      LOG_LEVEL: 'warn',
    };
    const database = await openMigratedDatabase(loadConfig(env));
    const now = new Date().toISOString();
    await seedAccessDefaults(database.db, now);
    await createUser(
      database.db,
      { login: 'watcher', email: 'w@example.kz', name: 'W', group: 'Admin', parentId: null },
      now,
      PASSWORD,
    );
    await database.db.destroy();
    server = await startCabinet(env);
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message during the outage and 200 after, without a restart of its own', async () => {
    const api = await signInOver(server.url, 'watcher', PASSWORD);
    const answers: Answer[] = [];
    let running = true;
    const load = async (worker: number) => {
      for (let i = 0; running; i += 1) {
        // Signed-in reads (token, permissions, the user) and readiness, as a load balancer probes.
        const url = (worker + i) % 3 === 0 ? '/api/ready' : '/api/user';
        const res = await api(url, { headers: { 'accept-language': 'en' } }).catch((error) => {
          throw new Error(`no answer (${String(error)}); the server said:\n${server.output()}`);
        });
        answers.push({
          at: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as Answer['body'],
        });
        await sleep(20);
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, worker) => load(worker));

    await sleep(1000);
    postgres.stop();
    const down = Date.now();
    await sleep(OUTAGE_MS);
    postgres.start();
    const up = Date.now();
    await sleep(RECOVERY_MS + 2000);
    running = false;
    await Promise.all(workers);

    expect(server.pid).toBeGreaterThan(0);
    expect(await Promise.race([server.exited, sleep(100, 'alive')])).toBe('alive');
    // Never a 500, never anything else: 200, or 503 while the database is away.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(answers.filter((a) => a.at < down).every((a) => a.status === 200)).toBe(true);

    const outage = answers.filter((a) => a.at > down + 200 && a.at < up);
    expect(outage.length).toBeGreaterThan(10);
    expect(outage.every((a) => a.status === 503)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 503)) {
      if (answer.body.success === false) {
        expect(answer.body.message).toBe(
          'The database is temporarily unavailable. Try again in a few seconds.',
        );
        expect(answer.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(answer.retryAfter).toBe('5');
      } else {
        // Readiness answers in its own shape.
        expect(answer.body).toMatchObject({
          status: 'unavailable',
          checks: { database: 'failed' },
        });
      }
    }

    const after = answers.filter((a) => a.at > up + RECOVERY_MS);
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((a) => a.status === 200)).toBe(true);
    const firstBack = answers.find((a) => a.at > up && a.status === 200)!;
    process.stdout.write(
      `outage: ${outage.length} answers of 503; back to 200 ${firstBack.at - up} ms after PostgreSQL started\n`,
    );
  }, 60_000);
});
