/**
 * Usage benchmarks (issue 6): register pages, reports and ingestion, each printed next to a
 * baseline measured in the same run.
 *
 *   npm run bench                          SQLite, 1 000 000 requests
 *   npm run bench -- --requests 10000000   the scale
 *   npm run bench -- --postgres            PostgreSQL (a database created and dropped here)
 *   npm run bench -- --requests 10000 --runs 1   the smallest, to check that it runs
 */
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

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    postgres: { type: 'boolean', default: false },
    runs: { type: 'string', default: '15' },
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
const ms = (x: number) => `${x.toFixed(2)} ms`;
const row = (name: string, ours: number, base: number, note = '') =>
  console.log(
    `${name.padEnd(34)} ${ms(ours).padStart(11)}   baseline ${ms(base).padStart(11)}   ratio ${(ours / base).toFixed(2)}  ${note}`,
  );

const storage = await createTestDatabase(values.postgres ? 'postgres' : 'sqlite');
const config = loadConfig({
  DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  // The alerts' measure below makes 100 rules on one partner (50 by default).
  ALERT_RULES_MAX_PER_PARTNER: '100',
});
const database = await openMigratedDatabase(config);
const calendar = new Calendar(config.TIMEZONE);
const { db } = database;
try {
  console.log(
    `Usage benchmark on ${database.dialect}, ${N.toLocaleString('en')} requests in the register\n`,
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

  // Ingestion over real HTTP, batches of 1000, against recording the same batches directly.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const integratorPassword = 'bench integrator password';
  await createUser(
    db,
    {
      login: 'bench-integrator',
      email: 'int@cabinet.local',
      name: 'Int',
      group: 'Integrator',
      roles: ['ProviderIntegrator'],
    },
    now.toISOString(),
    integratorPassword,
  );
  const csrf = await fetch(`${address}/api/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')![1]!;
  const headers = {
    'content-type': 'application/json',
    'x-xsrf-token': xsrf,
    cookie: `XSRF-TOKEN=${xsrf}`,
  };
  const login = await fetch(`${address}/api/sanctum/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ login: 'bench-integrator', password: integratorPassword }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const service = await db
    .selectFrom('services')
    .select('code')
    .where('id', '=', top.service_id)
    .executeTakeFirstOrThrow();
  // Bodies are built before the clock starts: the client's own work is not the server's speed.
  // HTTP and direct batches alternate, so that both meet the same load of a shared machine.
  const batches = 100;
  let seq = 0;
  const batch = () =>
    Array.from({ length: 1000 }, () => ({
      requestId: `bench-${(seq += 1)}`,
      userId: top.user_id,
      serviceCode: service.code,
      time: new Date().toISOString(),
      status: 'success' as const,
      httpStatus: 200,
      durationMs: 50,
      subject: String(100000000000 + seq),
      requestPayload: `{"bin":"${100000000000 + seq}"}`,
      responsePayload: '{"found":true}',
    }));
  const bodies = Array.from({ length: batches }, () => JSON.stringify({ records: batch() }));
  const directBatches = Array.from({ length: batches }, () =>
    batch().map((r) => ({ ...r, serviceId: top.service_id, requestedAt: r.time })),
  );
  const { recordRequests } = await import('../apps/server/src/features/usage/index.js');
  let httpMs = 0;
  let directMs = 0;
  for (let i = 0; i < batches; i += 1) {
    const httpStart = performance.now();
    const res = await fetch(`${address}/api/usage/requests`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: bodies[i],
    });
    const answer = (await res.json()) as { accepted: number };
    if (answer.accepted !== 1000)
      throw new Error(`batch refused: ${JSON.stringify(answer).slice(0, 300)}`);
    const directStart = performance.now();
    httpMs += directStart - httpStart;
    await recordRequests(db, calendar, directBatches[i]!);
    directMs += performance.now() - directStart;
  }
  const httpRate = (batches * 1000) / (httpMs / 1000);
  const directRate = (batches * 1000) / (directMs / 1000);
  console.log(
    `\ningestion over HTTP (${batches} batches of 1000): ${Math.round(httpRate).toLocaleString('en')} requests a second; recorded directly: ${Math.round(directRate).toLocaleString('en')} a second; ratio ${(httpRate / directRate).toFixed(2)}`,
  );

  // Usage alerts (issue 21): the same ingestion with 100 enabled rules on the ingesting partner
  // against none, in rounds that alternate so that both meet the same load of a shared machine.
  // The rules never fire (a crossing would add its mail once): this is the cost of watching.
  await admin.login('bench-admin', adminPassword);
  const conditions = [
    { kind: 'packageRemaining', below: 1, unit: 'requests' },
    { kind: 'spend', aboveMinor: 1_000_000_000_000, currency: 'KZT' },
    { kind: 'errorRate', abovePercent: 100, minRequests: 1_000_000 },
    { kind: 'quiet', hours: 744 },
  ];
  const ruleIds: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const res = await admin.post('/api/alerts/rules', {
      partnerId: top.user_id,
      serviceId: i % 2 === 0 ? top.service_id : null,
      condition: conditions[i % conditions.length],
      email: false,
    });
    if (res.statusCode !== 201) throw new Error(`alert rule refused: ${res.body.slice(0, 300)}`);
    ruleIds.push(res.json<{ data: { id: number } }>().data.id);
  }
  const setRules = async (enabled: boolean) => {
    for (const id of ruleIds) {
      const res = await admin.call('PATCH', `/api/alerts/rules/${id}`, { enabled });
      if (res.statusCode !== 200) throw new Error(`alert rule not changed: ${res.body}`);
    }
  };
  const alertBodies = Array.from({ length: batches }, () => JSON.stringify({ records: batch() }));
  const ROUNDS = 10;
  const watched = { with: 0, without: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    const withRules = round % 2 === 1;
    await setRules(withRules);
    const start = performance.now();
    for (let i = round * (batches / ROUNDS); i < (round + 1) * (batches / ROUNDS); i += 1) {
      const res = await fetch(`${address}/api/usage/requests`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: alertBodies[i],
      });
      const answer = (await res.json()) as { accepted: number };
      if (answer.accepted !== 1000)
        throw new Error(`batch refused: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    watched[withRules ? 'with' : 'without'] += performance.now() - start;
  }
  const half = (batches / 2) * 1000;
  const withRate = half / (watched.with / 1000);
  const withoutRate = half / (watched.without / 1000);
  console.log(
    `ingestion with 100 enabled alert rules: ${Math.round(withRate).toLocaleString('en')} requests a second; without: ${Math.round(withoutRate).toLocaleString('en')} a second; ratio ${(withRate / withoutRate).toFixed(2)}`,
  );
  await app.close();
} finally {
  await db.destroy();
  await storage.drop();
}
