/**
 * Scale-out (issue 8): throughput of a mixed read workload (the signed-in user, the reports, the
 * per-day report, register pages) against one server process and against two, on PostgreSQL
 * (and Redis, as the scaled mode runs), measured in the same run. autocannon spreads its
 * connections over the processes' addresses in turn, as a round-robin balancer would. The two
 * set-ups alternate, round after round, so that both meet the same load from anything else
 * running on the machine; the medians are compared.
 *
 *   npm run bench:cluster                                   200,000 requests seeded, 3 rounds
 *   npm run bench:cluster -- --seconds 30 --rounds 5 --connections 40 --requests 1000000
 *   npm run bench:cluster -- --redis ''                     without Redis (reads need none)
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { Calendar } from '../apps/server/src/core/calendar.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { seedRequests } from '../apps/server/src/seed/requests.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';
import { processCpuSeconds } from './process-cpu.js';
import { startServer, type ServerProcess } from './server-process.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const SEEDED = Number(values.requests);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const WARM_UP_SECONDS = 3;

const storage = await createTestDatabase('postgres');
const env: Record<string, string> = {
  DATA_DIR: storage.dataDir,
  DATABASE_URL: storage.databaseUrl!,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  ...(values.redis
    ? { REDIS_URL: values.redis, REDIS_PREFIX: `bench-${crypto.randomBytes(4).toString('hex')}` }
    : {}),
};
const servers: ServerProcess[] = [];

/** A server process as `npm start` runs it (bench/server-process.ts); answers its address. */
async function startOne(): Promise<string> {
  const server = await startServer(env);
  servers.push(server);
  return server.base;
}

/** CPU time the server processes have used so far (Linux's /proc), to show what the load cost them. */
function serverCpuSeconds(): number {
  return servers.reduce((sum, server) => sum + processCpuSeconds(server.pid), 0);
}

async function signIn(url: string, login: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/sanctum/csrf-cookie`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${url}/api/sanctum/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(csrf),
      cookie: `XSRF-TOKEN=${csrf}`,
    },
    body: JSON.stringify({ login, password }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed (${res.status})`);
  return token;
}

try {
  const config = loadConfig(env);
  const database = await openMigratedDatabase(config);
  const { db } = database;
  const now = new Date();
  const calendar = new Calendar(config.TIMEZONE);
  process.stdout.write(`Seeding ${SEEDED.toLocaleString('en')} requests on PostgreSQL… `);
  const passwords = new Map(
    (await seedDemo(db, now.toISOString())).map((login) => [login.login, login.password]),
  );
  await seedRequests(database, calendar, { count: SEEDED, now });
  await sql`vacuum analyze`.execute(db);
  const partner = await db
    .selectFrom('users')
    .select('id')
    .where('login', '=', 'partner')
    .executeTakeFirstOrThrow();
  const busiest = await db
    .selectFrom('daily_usage as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.service_id', (eb) => eb.fn.sum<number>('d.requests').as('n')])
    .where((eb) => eb.or([eb('u.id', '=', partner.id), eb('u.parent_id', '=', partner.id)]))
    .groupBy('d.service_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  await db.destroy();
  console.log('done');

  const [first, second] = await Promise.all([startOne(), startOne()]);
  const token = await signIn(first!, 'partner', passwords.get('partner')!);

  const today = calendar.today(now);
  const monthAgo = calendar.dayOf(new Date(now.getTime() - 30 * 86_400_000));
  const month = `month=${Number(today.slice(5, 7))}&year=${Number(today.slice(0, 4))}`;
  const register = (page: number) =>
    `/api/user/${partner.id}/reports/${busiest.service_id}/register?startDate=${monthAgo}&endDate=${today}&rowsPerPage=10&page=${page}`;
  // Each connection goes round these in turn.
  const workload = [
    '/api/user',
    `/api/user/${partner.id}/reports?${month}`,
    `/api/user/${partner.id}/reports/${busiest.service_id}/report?${month}`,
    register(1),
    register(50),
  ].map((p) => ({ method: 'GET' as const, path: p }));

  const run = (urls: string[], seconds: number) =>
    autocannon({
      // autocannon takes several addresses and spreads the connections over them; its types lag.
      url: urls as unknown as string,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      requests: workload,
    });
  const line = (name: string, rate: number, p50: number, p99: number, note: string) =>
    console.log(
      `${name.padEnd(24)} ${rate.toFixed(0).padStart(6)} requests/s   p50 ${p50.toFixed(0).padStart(4)} ms   p99 ${p99.toFixed(0).padStart(5)} ms   ${note}`,
    );
  const measure = async (name: string, urls: string[]) => {
    const cpuBefore = serverCpuSeconds();
    const result = await run(urls, SECONDS);
    const busy = (serverCpuSeconds() - cpuBefore) / SECONDS;
    const failed = result.non2xx + result.errors + result.timeouts;
    line(
      name,
      result.requests.average,
      result.latency.p50,
      result.latency.p99,
      `${result.requests.total} requests, ${failed} failed; servers used ${busy.toFixed(2)} cores`,
    );
    if (failed > 0) throw new Error(`${name}: ${failed} requests failed`);
    return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  console.log(
    `\nMixed reads (user, reports, per-day report, register pages 1 and 50), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, ${values.redis ? 'with' : 'without'} Redis\n`,
  );
  await run([first!, second!], WARM_UP_SECONDS);
  const ones: Array<Awaited<ReturnType<typeof measure>>> = [];
  const twos: typeof ones = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    ones.push(await measure(`round ${round}, one process`, [first!]));
    twos.push(await measure(`round ${round}, two processes`, [first!, second!]));
  }
  const summary = (runs: typeof ones) => ({
    rate: median(runs.map((r) => r.rate)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  });
  const one = summary(ones);
  const two = summary(twos);
  console.log();
  line('median, one process', one.rate, one.p50, one.p99, '');
  line('median, two processes', two.rate, two.p50, two.p99, '');
  console.log(
    `\nratio two / one: ${(two.rate / one.rate).toFixed(2)} × the requests a second, p99 ${(two.p99 / one.p99).toFixed(2)} ×`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await storage.drop();
}
