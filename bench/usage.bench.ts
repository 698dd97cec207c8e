/**
 * Usage benchmarks (issue 6): register pages, reports and ingestion, each printed next to a
 * baseline measured in the same run.
 *
 *   npm run bench                          SQLite, 1 000 000 requests
 *   npm run bench -- --requests 10000000   the scale
 *   npm run bench -- --postgres            PostgreSQL (a database created and dropped here)
 *   npm run bench -- --requests 10000 --runs 1   the smallest, to check that it runs
 *   npm run bench -- --server-cpu-prof prof      the ingesting server's CPU profile, in prof/
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { Calendar } from '../apps/server/src/core/calendar.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { seedRequests } from '../apps/server/src/seed/requests.js';
import { createUser } from '../apps/server/src/seed/users.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';
import { Session } from '../apps/server/test/helpers/session.js';
import { benchIngestion } from './usage-ingestion.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    postgres: { type: 'boolean', default: false },
    runs: { type: 'string', default: '15' },
    // A folder for the server process's CPU profile (node's --cpu-prof), written as it stops.
    'server-cpu-prof': { type: 'string' },
  },
});
const N = Number(values.requests);
const RUNS = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/**
 * The median of RUNS calls, after up to 20 calls (or a second) not counted: V8 optimises a code
 * path after some calls, and a server runs its paths thousands of times. With one call of warm-up a
 * search measured its first calls' unoptimised code: 1.77 ms against 1.33 ms after 20 (10M, docs).
 */
async function time(fn: () => Promise<unknown>): Promise<number> {
  const warmUntil = performance.now() + 1000;
  for (let i = 0; i < 20 && (i === 0 || performance.now() < warmUntil); i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const ms = (x: number) => `${x.toFixed(2)} ms`;
const row = (name: string, ours: number, base: number, note = '') =>
  console.log(
    `${name.padEnd(34)} ${ms(ours).padStart(11)}   baseline ${ms(base).padStart(11)}   ratio ${(ours / base).toFixed(2)}  ${note}`,
  );

const storage = await createTestDatabase(values.postgres ? 'postgres' : 'sqlite');
const env = {
  DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  // The alerts' measure makes 100 rules on one partner (50 by default).
  ALERT_RULES_MAX_PER_PARTNER: '100',
};
const config = loadConfig(env);
const database = await openMigratedDatabase(config);
const calendar = new Calendar(config.TIMEZONE);
const { db } = database;
try {
  console.log(
    `Usage benchmark on ${database.dialect}, ${N.toLocaleString('en')} requests in the register; load average ${loadAverage()}\n`,
  );
  const now = new Date();
  await seedDemo(db, now.toISOString());
  const seedStart = performance.now();
  const seedCpu = process.cpuUsage();
  await seedRequests(database, calendar, { count: N, now });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { user, system } = process.cpuUsage(seedCpu);
  // On a shared machine the wall clock includes waiting for the CPU; this process's own CPU time
  // (which on SQLite includes the database engine) shows what the work itself costs.
  console.log(
    `seeding: ${Math.round(N / seedSeconds).toLocaleString('en')} requests a second (${seedSeconds.toFixed(1)} s; ${((user + system) / 1e6).toFixed(1)} s of this process's CPU)\n`,
  );
  // As autovacuum would leave a table some time after a bulk load: statistics and visibility map.
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(db);

  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const adminPassword = 'bench admin password';
  await createUser(
    db,
    { login: 'bench-admin', email: 'bench@cabinet.local', name: 'Bench', group: 'Admin' },
    now.toISOString(),
    adminPassword,
  );
  const admin = new Session(app);
  await admin.login('bench-admin', adminPassword);

  // The busiest register a caller can open: a partner's sums its users' requests in.
  const top = await db
    .selectFrom('daily_usage as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select((eb) => [
      eb.fn.coalesce('u.parent_id', 'u.id').as('user_id'),
      'd.service_id',
      eb.fn.sum<number>('d.requests').as('n'),
    ])
    .groupBy([(eb) => eb.fn.coalesce('u.parent_id', 'u.id'), 'd.service_id'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const users = [
    top.user_id,
    ...(
      await db.selectFrom('users').select('id').where('parent_id', '=', top.user_id).execute()
    ).map((u) => u.id),
  ];
  const total = Number(top.n);
  const today = calendar.today(now);
  const start = calendar.dayOf(new Date(now.getTime() - 90 * 86_400_000));
  const [from, to] = calendar.instantsOf(start, today);
  const base = `/api/user/${top.user_id}/reports/${top.service_id}/register?startDate=${start}&endDate=${today}&rowsPerPage=10`;
  const direct = (offset: number) => () =>
    db
      .selectFrom('requests')
      .selectAll()
      .where('user_id', 'in', users)
      .where('service_id', '=', top.service_id)
      .where('requested_at', '>=', from)
      .where('requested_at', '<', to)
      .orderBy('requested_at')
      .orderBy('id')
      .limit(10)
      .offset(offset)
      .execute();
  const directCount = () =>
    db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', 'in', users)
      .where('service_id', '=', top.service_id)
      .where('requested_at', '>=', from)
      .where('requested_at', '<', to)
      .executeTakeFirstOrThrow();
  const api = (url: string) => async () => {
    const res = await admin.get(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const sample = await db
    .selectFrom('requests')
    .select(['request_id', 'subject'])
    .where('user_id', 'in', users)
    .where('service_id', '=', top.service_id)
    .offset(Math.floor(total / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const lastPage = Math.ceil(total / 10);
  console.log(
    `register of user ${top.user_id} (with its users: ${users.length}), service ${top.service_id}: ${total.toLocaleString('en')} requests in 90 days`,
  );
  console.log(
    '(baseline: the same page as one direct query with OFFSET plus a COUNT, through the same driver)\n',
  );
  const both = (offset: number) => async () => Promise.all([direct(offset)(), directCount()]);
  row('register, first page', await time(api(`${base}&page=1`)), await time(both(0)));
  row('register, page 100', await time(api(`${base}&page=100`)), await time(both(990)));
  row(
    'register, last page',
    await time(api(`${base}&page=${lastPage}`)),
    await time(both((lastPage - 1) * 10)),
  );
  const byId = () =>
    db
      .selectFrom('requests')
      .selectAll()
      .where('user_id', 'in', users)
      .where('service_id', '=', top.service_id)
      .where('request_id', '=', sample.request_id)
      .execute();
  row(
    'register, request id filter',
    await time(api(`${base}&filterInput=${sample.request_id}`)),
    await time(byId),
  );
  const prefix = sample.subject.slice(0, 6);
  const byPrefix = () =>
    Promise.all([
      db
        .selectFrom('requests')
        .selectAll()
        .where('user_id', 'in', users)
        .where('service_id', '=', top.service_id)
        .where('subject', 'like', `${prefix}%`)
        .orderBy('requested_at')
        .limit(10)
        .execute(),
      db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', 'in', users)
        .where('service_id', '=', top.service_id)
        .where('subject', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow(),
    ]);
  row(
    'register, subject prefix filter',
    await time(api(`${base}&filterInput=${prefix}`)),
    await time(byPrefix),
  );

  // The outcome filter (issue 18): failures only, as the register pages them, against the same
  // page of failures read directly (OFFSET) with their COUNT.
  const failures = (offset: number) => () =>
    Promise.all([
      db
        .selectFrom('requests')
        .selectAll()
        .where('user_id', 'in', users)
        .where('service_id', '=', top.service_id)
        .where('requested_at', '>=', from)
        .where('requested_at', '<', to)
        .where('status', '=', 'error')
        .orderBy('requested_at')
        .orderBy('id')
        .limit(10)
        .offset(offset)
        .execute(),
      db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', 'in', users)
        .where('service_id', '=', top.service_id)
        .where('requested_at', '>=', from)
        .where('requested_at', '<', to)
        .where('status', '=', 'error')
        .executeTakeFirstOrThrow(),
    ]);
  row(
    'register, failures, first page',
    await time(api(`${base}&status=error&page=1`)),
    await time(failures(0)),
  );
  row(
    'register, failures, page 20',
    await time(api(`${base}&status=error&page=20`)),
    await time(failures(190)),
  );

  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  const monthSum = () =>
    db
      .selectFrom('daily_usage')
      .select((eb) => ['service_id', eb.fn.sum('requests').as('n')])
      .where('user_id', 'in', users)
      .where('day', '>=', `${today.slice(0, 7)}-01`)
      .groupBy('service_id')
      .execute();
  console.log('\n(baseline for reports: the same sums over the daily usage, directly)');
  row(
    'reports list, a month',
    await time(api(`/api/user/${top.user_id}/reports?month=${month}&year=${year}`)),
    await time(monthSum),
  );
  row(
    'per-day report, a month',
    await time(
      api(`/api/user/${top.user_id}/reports/${top.service_id}/report?month=${month}&year=${year}`),
    ),
    await time(monthSum),
  );

  // Ingestion: the server in its own process, and the app above in this one (bench/usage-ingestion.ts).
  const inProcessBase = await app.listen({ host: '127.0.0.1', port: 0 });
  const integrator = { login: 'bench-integrator', password: 'bench integrator password' };
  await createUser(
    db,
    {
      login: integrator.login,
      email: 'int@cabinet.local',
      name: 'Int',
      group: 'Integrator',
      roles: ['ProviderIntegrator'],
    },
    now.toISOString(),
    integrator.password,
  );
  const service = await db
    .selectFrom('services')
    .select('code')
    .where('id', '=', top.service_id)
    .executeTakeFirstOrThrow();
  await benchIngestion({
    db,
    calendar,
    env,
    inProcessBase,
    partnerId: top.user_id,
    serviceId: top.service_id,
    serviceCode: service.code,
    integrator,
    admin: { login: 'bench-admin', password: adminPassword },
    serverFlags: values['server-cpu-prof']
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['server-cpu-prof'])}`]
      : [],
  });
  console.log(`
load average at the end: ${loadAverage()}`);
  await app.close();
} finally {
  await db.destroy();
  await storage.drop();
}
