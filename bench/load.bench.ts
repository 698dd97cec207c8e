/**
 * Load (issue 10): concurrent users for a while on a mixed workload (login, the signed-in user,
 * reports, register pages, ingestion) against the server running as its own process
 * (`src/main.ts` under tsx; the build that `npm start` runs measured the same, docs/benchmarks.md),
 * on seeded data. Prints requests a second, p50 and p99 latency per kind of
 * request and every error (non-2xx answers, refused batches, socket errors and timeouts), and the
 * ratio to a baseline measured in the same run: the same connections on `/api/health`.
 *
 *   npm run bench:load                                  SQLite, 200 users for 60 s
 *   npm run bench:load -- --postgres                    PostgreSQL (a database created and dropped)
 *   npm run bench:load -- --seconds 20 --connections 50 --requests 100000
 *   npm run bench:load -- --by-kind                     also each kind of request alone: its CPU
 *   npm run bench:load -- --logins-every 0              the same mix without signing in again
 *   npm run bench:load -- --warmup-seconds 10           the same mix for 10 s first, not counted
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'kysely';
import { Calendar } from '../apps/server/src/core/calendar.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { seedRequests } from '../apps/server/src/seed/requests.js';
import { commandCpuSeconds, processCpuSeconds } from './process-cpu.js';
import { startCabinet } from '../apps/server/test/helpers/cabinet-process.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    requests: { type: 'string', default: '100000' },
    'baseline-seconds': { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
    'by-kind': { type: 'boolean', default: false },
    'logins-every': { type: 'string', default: '50' },
    'warmup-seconds': { type: 'string', default: '0' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const SEEDED = Number(values.requests);
const BASELINE_SECONDS = Number(values['baseline-seconds']);
/**
 * The same mix, not counted, before the measurement: by default a process just started is measured,
 * compiling its hot code and filling its caches while 200 users wait, as the issues' figures were.
 */
const WARMUP_SECONDS = Number(values['warmup-seconds']);
/**
 * A user signs in again once in this many requests (a token lives 10 idle minutes, 12 hours); 0:
 * never. A mix without sign-ins measures the rest's CPU directly, where subtracting each sign-in's
 * CPU measured alone leaves in what its 19 MiB of argon2 costs the others (evicted caches).
 */
const LOGIN_EVERY = Number(values['logins-every']);
const BATCH = 100;

type Role = 'partner' | 'client' | 'admin' | 'integrator';
/** Of every 20 users: 8 partners, 6 of their users, 3 administrators, 3 integrators. */
const ROLES: Role[] = [
  ...Array<Role>(8).fill('partner'),
  ...Array<Role>(6).fill('client'),
  ...Array<Role>(3).fill('admin'),
  ...Array<Role>(3).fill('integrator'),
];
const ACCOUNT: Record<Role, string> = {
  partner: 'partner',
  client: 'aigerim',
  admin: 'admin',
  integrator: 'integrator',
};

const storage = await createTestDatabase(values.postgres ? 'postgres' : 'sqlite');
const env = {
  DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  LOG_LEVEL: 'warn',
};
let stopServer: (() => Promise<void>) | undefined;

try {
  // The demo data (its printed logins are the users here) and a register of SEEDED requests.
  const config = loadConfig(env);
  const database = await openMigratedDatabase(config);
  const { db } = database;
  const now = new Date();
  const calendar = new Calendar(config.TIMEZONE);
  const passwords = new Map(
    (await seedDemo(db, now.toISOString())).map((login) => [login.login, login.password]),
  );
  await seedRequests(database, calendar, { count: SEEDED, now });
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const idOf = async (login: string) =>
    (await db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow())
      .id;
  const partnerId = await idOf('partner');
  const clientId = await idOf('aigerim');
  const busiest = async (userId: number) =>
    (
      await db
        .selectFrom('daily_usage as d')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select(['d.service_id', (eb) => eb.fn.sum<number>('d.requests').as('n')])
        .where((eb) => eb.or([eb('u.id', '=', userId), eb('u.parent_id', '=', userId)]))
        .groupBy('d.service_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow()
    ).service_id;
  const partnerService = await busiest(partnerId);
  const clientService = await busiest(clientId);
  const service = await db
    .selectFrom('services')
    .select('code')
    .where('id', '=', partnerService)
    .executeTakeFirstOrThrow();
  const registerSize = Number(
    (
      await db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await db.destroy();

  const server = await startCabinet(env);
  stopServer = async () => void (await server.stop());
  let exited: number | null | undefined;
  void server.exited.then((code) => (exited = code));
  const csrfAnswer = await fetch(`${server.url}/api/sanctum/csrf-cookie`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(csrfAnswer.headers.get('set-cookie') ?? '')![1]!;
  const json = { 'content-type': 'application/json' };
  const unsafe = {
    ...json,
    'x-xsrf-token': decodeURIComponent(csrf),
    cookie: `XSRF-TOKEN=${csrf}`,
  };

  const today = calendar.today(now);
  const monthAgo = calendar.dayOf(new Date(now.getTime() - 30 * 86_400_000));
  const month = `month=${Number(today.slice(5, 7))}&year=${Number(today.slice(0, 4))}`;
  const register = (userId: number, serviceId: number, page: number) =>
    `/api/user/${userId}/reports/${serviceId}/register?startDate=${monthAgo}&endDate=${today}&rowsPerPage=10&page=${page}`;
  let sequence = 0;
  const batch = () =>
    JSON.stringify({
      records: Array.from({ length: BATCH }, () => {
        sequence += 1;
        return {
          requestId: `load-${sequence}`,
          userId: clientId,
          serviceCode: service.code,
          time: new Date().toISOString(),
          status: sequence % 10 === 0 ? 'error' : 'success',
          httpStatus: sequence % 10 === 0 ? 502 : 200,
          durationMs: 40 + (sequence % 50),
          subject: String(100_000_000_000 + sequence),
          requestPayload: `{"bin":"${100_000_000_000 + sequence}"}`,
          responsePayload: '{"found":true}',
        };
      }),
    });

  type Call = { kind: string; method: 'GET' | 'POST'; path: string; body?: () => string };
  /** What each kind of user does, in turn, once signed in. */
  const WORK: Record<Role, Call[]> = {
    partner: [
      { kind: 'user', method: 'GET', path: '/api/user' },
      { kind: 'reports', method: 'GET', path: `/api/user/${partnerId}/reports?${month}` },
      {
        kind: 'daily report',
        method: 'GET',
        path: `/api/user/${partnerId}/reports/${partnerService}/report?${month}`,
      },
      { kind: 'register page 1', method: 'GET', path: register(partnerId, partnerService, 1) },
      { kind: 'register page 50', method: 'GET', path: register(partnerId, partnerService, 50) },
    ],
    client: [
      { kind: 'user', method: 'GET', path: '/api/user' },
      { kind: 'reports', method: 'GET', path: `/api/user/${clientId}/reports?${month}` },
      { kind: 'register page 1', method: 'GET', path: register(clientId, clientService, 1) },
    ],
    admin: [
      { kind: 'user', method: 'GET', path: '/api/user' },
      { kind: 'reports', method: 'GET', path: `/api/user/${partnerId}/reports?${month}` },
      { kind: 'register page 1', method: 'GET', path: register(partnerId, partnerService, 1) },
    ],
    integrator: [
      {
        kind: `ingest (${BATCH} records)`,
        method: 'POST',
        path: '/api/usage/requests',
        body: batch,
      },
    ],
  };

  /** A signed-in user, at its own point of its day. */
  interface Session {
    role: Role;
    token: string;
    step: number;
  }
  /** A request in flight: autocannon's context, which it gives each request afresh. */
  interface InFlight {
    session?: Session;
    kind?: string;
    sent: number;
  }
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, Map<string, number>>();
  const fail = (kind: string, why: string) => {
    const byReason = failures.get(kind) ?? new Map<string, number>();
    byReason.set(why, (byReason.get(why) ?? 0) + 1);
    failures.set(kind, byReason);
  };
  const signIn = async (role: Role) => {
    const account = ACCOUNT[role];
    const res = await fetch(`${server.url}/api/sanctum/token`, {
      method: 'POST',
      headers: unsafe,
      body: JSON.stringify({ login: account, password: passwords.get(account) }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${account}: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };

  // The users are signed in when the measurement starts, as a working day's users are: signing
  // 200 in within the same instant (argon2, by design ~20 MiB and tens of ms each) is not a
  // workload but a stampede. Signing in stays in the mix, spread out: one request in LOGIN_EVERY.
  const signInStart = performance.now();
  const signedIn: Session[] = [];
  for (let i = 0; i < CONNECTIONS; i += 4) {
    const roles = Array.from(
      { length: Math.min(4, CONNECTIONS - i) },
      (_, k) => ROLES[(i + k) % ROLES.length]!,
    );
    signedIn.push(
      ...(await Promise.all(
        roles.map(async (role, k) => ({ role, token: await signIn(role), step: (i + k) * 7 })),
      )),
    );
  }
  const signInSeconds = (performance.now() - signInStart) / 1000;
  let turn = 0;
  let runStart = 0;

  const measure = (status: number, body: string, context: object) => {
    const inFlight = context as InFlight;
    const kind = inFlight.kind!;
    const list = latencies.get(kind) ?? [];
    list.push(performance.now() - Math.max(inFlight.sent, runStart));
    latencies.set(kind, list);
    if (status < 200 || status >= 300) fail(kind, `${status} ${body.slice(0, 120)}`);
    return inFlight;
  };
  const request: Request = {
    setupRequest: (request, context) => {
      // The signed-in users take turns. Their state is kept here, not in the context: autocannon
      // keeps a context only through its list of requests, and copies that list for every
      // connection (a list of 10,000 held the first requests back by 2 s, the run's p99).
      const inFlight = context as InFlight;
      const session = signedIn[turn++ % signedIn.length]!;
      inFlight.session = session;
      inFlight.sent = performance.now();
      const step = session.step++;
      if (LOGIN_EVERY > 0 && step % LOGIN_EVERY === 0) {
        inFlight.kind = 'login';
        const account = ACCOUNT[session.role];
        return {
          ...request,
          method: 'POST',
          path: '/api/sanctum/token',
          headers: { ...request.headers, ...unsafe },
          body: JSON.stringify({ login: account, password: passwords.get(account) }),
        };
      }
      const calls = WORK[session.role];
      const call = calls[session.step % calls.length]!;
      inFlight.kind = call.kind;
      return {
        ...request,
        method: call.method,
        path: call.path,
        headers: {
          ...request.headers,
          ...(call.method === 'POST' ? unsafe : {}),
          authorization: `Bearer ${session.token}`,
        },
        body: call.body?.() ?? '',
      };
    },
    onResponse: (status, body, context) => {
      const { session, kind } = measure(status, body, context);
      if (status !== 200) return;
      if (kind === 'login') session!.token = (JSON.parse(body) as { token: string }).token;
      if (kind!.startsWith('ingest')) {
        const answer = JSON.parse(body) as { accepted: number };
        if (answer.accepted !== BATCH)
          fail(kind!, `accepted ${answer.accepted}: ${body.slice(0, 120)}`);
      }
    },
  };

  const dialect = values.postgres ? 'PostgreSQL' : 'SQLite';
  console.log(
    `Load on ${dialect}: ${CONNECTIONS} users for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${registerSize.toLocaleString('en')} requests in the register, server at ${server.url}`,
  );
  console.log(
    `(the ${CONNECTIONS} users signed in beforehand, 4 at a time: ${signInSeconds.toFixed(1)} s, ${((signInSeconds * 1000 * 4) / CONNECTIONS).toFixed(0)} ms each)\n`,
  );
  const socketErrors = new Map<string, number>();
  const load = (options: autocannon.Options) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (error: Error | null, result: autocannon.Result) =>
        error ? reject(error) : resolve(result),
      );
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        const at = Math.floor((performance.now() - runStart) / 10_000) * 10;
        const why = `${error.code ?? error.message} (${phase}, ${at}-${at + 10} s in)`;
        socketErrors.set(why, (socketErrors.get(why) ?? 0) + 1);
      });
    });
  /** The server's own CPU time in seconds, from /proc: how much of the wall clock it could run. */
  const serverCpu = () => processCpuSeconds(server.pid);
  /**
   * PostgreSQL's CPU time in seconds (every `postgres` process of this machine): on a machine
   * running nothing else against it, what the database spent on our answers.
   */
  const databaseCpu = () => (values.postgres ? commandCpuSeconds('postgres') : 0);
  const mixed: autocannon.Options = {
    url: server.url,
    connections: CONNECTIONS,
    timeout: 10,
    requests: [request],
  };
  /** Lets what was in flight when a run ended finish before the next one starts. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  let phase = 'warm-up';
  if (WARMUP_SECONDS > 0) {
    runStart = performance.now();
    await load({ ...mixed, duration: WARMUP_SECONDS });
    latencies.clear();
    failures.clear();
    await settle();
  }
  const cpuBefore = serverCpu();
  const dbCpuBefore = databaseCpu();
  // The client (autocannon) runs here: a starved client reads answers late and counts timeouts.
  const benchCpuBefore = process.cpuUsage();
  phase = 'mixed';
  const loadBefore = os.loadavg()[0]!;
  runStart = performance.now();
  const result = await load({ ...mixed, duration: SECONDS });
  const cpuUsed = serverCpu() - cpuBefore;
  const dbCpuUsed = databaseCpu() - dbCpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const benchCpuUsed = (benchCpu.user + benchCpu.system) / 1e6;
  const loadAfter = os.loadavg()[0]!;
  await settle();
  const baseCpuBefore = serverCpu();
  phase = 'baseline';
  runStart = performance.now();
  const baseline = await load({
    url: `${server.url}/api/health`,
    connections: CONNECTIONS,
    duration: BASELINE_SECONDS,
    timeout: 10,
  });
  const baseCpu = serverCpu() - baseCpuBefore;

  // Logins are meant to be expensive (argon2id): their own CPU, measured alone, is set apart from
  // the rest of the mix's.
  const LOGINS_ALONE = 40;
  const loginCpuBefore = serverCpu();
  for (let i = 0; i < LOGINS_ALONE; i += 4)
    await Promise.all(ROLES.slice(0, 4).map((role) => signIn(role)));
  const cpuPerLogin = ((serverCpu() - loginCpuBefore) * 1000) / LOGINS_ALONE;

  // Each kind alone, 20 connections for 5 s: the server CPU an answer of that kind costs.
  const byKind: Array<{ kind: string; count: number; cpuMs: number; dbCpuMs: number }> = [];
  if (values['by-kind']) {
    phase = 'by kind';
    const kinds = new Map<string, { role: Role; call: Call }>();
    for (const role of ['partner', 'client', 'admin', 'integrator'] as Role[])
      for (const call of WORK[role]) {
        const key = `${call.kind} (${role})`;
        if (!kinds.has(key)) kinds.set(key, { role, call });
      }
    for (const [kind, { role, call }] of kinds) {
      const token = signedIn.find((user) => user.role === role)!.token;
      const before = serverCpu();
      const dbBefore = databaseCpu();
      const alone = await load({
        url: server.url,
        connections: 20,
        duration: 5,
        timeout: 10,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: call.method,
              path: call.path,
              headers: {
                ...req.headers,
                ...(call.method === 'POST' ? unsafe : {}),
                authorization: `Bearer ${token}`,
              },
              body: call.body?.() ?? '',
            }),
          },
        ],
      });
      const answered = alone.requests.total - alone.non2xx;
      byKind.push({
        kind,
        count: answered,
        cpuMs: ((serverCpu() - before) * 1000) / alone.requests.total,
        dbCpuMs: ((databaseCpu() - dbBefore) * 1000) / alone.requests.total,
      });
    }
  }

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
  const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(10);
  console.log(
    `${'kind'.padEnd(24)} ${'count'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}  errors`,
  );
  for (const [kind, list] of [...latencies].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = [...list].sort((a, b) => a - b);
    const errors = [...(failures.get(kind)?.values() ?? [])].reduce((a, b) => a + b, 0);
    console.log(
      `${kind.padEnd(24)} ${String(list.length).padStart(8)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}  ${errors}`,
    );
  }
  if (byKind.length > 0) {
    console.log(
      `\n${'alone (20 connections, 5 s)'.padEnd(32)} ${'answers'.padStart(8)}  server CPU per answer${values.postgres ? '  PostgreSQL CPU per answer' : ''}`,
    );
    for (const { kind, count, cpuMs, dbCpuMs } of byKind)
      console.log(
        `${kind.padEnd(32)} ${String(count).padStart(8)}  ${`${cpuMs.toFixed(2)} ms`.padEnd(21)}${values.postgres ? `  ${dbCpuMs.toFixed(2)} ms` : ''}`,
      );
  }
  const rate = result.requests.total / result.duration;
  const baseRate = baseline.requests.total / baseline.duration;
  console.log(
    `\nmixed workload     ${rate.toFixed(0).padStart(7)} requests/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} in ${result.duration.toFixed(1)} s)`,
  );
  console.log(
    `baseline /api/health ${baseRate.toFixed(0).padStart(5)} requests/s  p50 ${baseline.latency.p50} ms  p99 ${baseline.latency.p99} ms  (${BASELINE_SECONDS} s, same connections)`,
  );
  console.log(`throughput ratio (mixed / health): ${(rate / baseRate).toFixed(3)}`);
  // The other processes of a shared machine change the throughput from minute to minute; the
  // server's own CPU time per answer does not depend on them much.
  const cpuPerRequest = (cpuUsed * 1000) / result.requests.total;
  const baseCpuPerRequest = (baseCpu * 1000) / baseline.requests.total;
  console.log(
    `server CPU per answer: ${cpuPerRequest.toFixed(2)} ms mixed, ${baseCpuPerRequest.toFixed(2)} ms health; ratio ${(baseCpuPerRequest / cpuPerRequest).toFixed(3)} (the throughput ratio the server alone would give)`,
  );
  if (values.postgres)
    console.log(
      `PostgreSQL CPU per answer: ${((dbCpuUsed * 1000) / result.requests.total).toFixed(2)} ms mixed (every postgres process of this machine)`,
    );
  const logins = latencies.get('login')?.length ?? 0;
  const cpuApart = (cpuUsed * 1000 - logins * cpuPerLogin) / (result.requests.total - logins);
  console.log(
    LOGIN_EVERY > 0
      ? `server CPU per answer, logins set apart: ${cpuApart.toFixed(2)} ms (${logins} logins in the mix at ${cpuPerLogin.toFixed(1)} ms each, measured alone)`
      : `server CPU per answer, no logins in the mix (--logins-every 0): ${cpuApart.toFixed(2)} ms`,
  );
  const records = (latencies.get(`ingest (${BATCH} records)`)?.length ?? 0) * BATCH;
  console.log(
    `ingested: ${records.toLocaleString('en')} records (${(records / result.duration).toFixed(0)} a second)`,
  );
  const refused = [...failures.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  console.log(
    `errors: ${result.non2xx} non-2xx, ${refused} refused (non-2xx or batch not taken whole), ${result.errors} socket errors, ${result.timeouts} timeouts; baseline: ${baseline.non2xx + baseline.errors + baseline.timeouts}`,
  );
  for (const [why, count] of socketErrors) console.log(`  socket: ${count} × ${why}`);
  for (const [kind, reasons] of failures)
    for (const [why, count] of reasons) console.log(`  ${kind}: ${count} × ${why}`);
  console.log(
    `server CPU during the mixed run: ${cpuUsed.toFixed(1)} s in ${result.duration.toFixed(1)} s (${((cpuUsed / result.duration) * 100).toFixed(0)}% of one core; this machine has ${os.cpus().length}); load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log(
    `bench process (the client) CPU during the mixed run: ${benchCpuUsed.toFixed(1)} s (${((benchCpuUsed / result.duration) * 100).toFixed(0)}% of one core)`,
  );
  if (exited !== undefined)
    console.log(`the server process ended during the run (exit code ${exited})`);
  const serverErrors = server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  console.log(`server log: ${serverErrors.length} error lines`);
  for (const line of serverErrors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  process.exitCode =
    result.non2xx + result.errors + result.timeouts + refused + baseline.errors > 0 ||
    exited !== undefined
      ? 1
      : 0;
} finally {
  await stopServer?.();
  await storage.drop();
}
