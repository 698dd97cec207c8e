/**
 * `npm run bench`'s ingestion part: batches of 1000 over HTTP against the same batches recorded
 * directly, and the cost of 100 enabled alert rules. The server measured is its own process, as a
 * deployment runs it (built, node's flags of `npm start`) over the same database; the old figure,
 * the app served from the bench's own process (its client on the server's event loop), is printed
 * beside it. HTTP and direct batches alternate (in blocks for the own process), never at once.
 */
import type { Kysely } from 'kysely';
import type { Calendar } from '../apps/server/src/core/calendar.js';
import type { Database } from '../apps/server/src/core/db/schema.js';
import { recordRequests } from '../apps/server/src/features/usage/index.js';
import { processCpuSeconds } from './process-cpu.js';
import { loginTo, startServer } from './server-process.js';

export interface IngestionBench {
  db: Kysely<Database>;
  calendar: Calendar;
  /** The server's environment, as the bench's own app was configured. */
  env: Record<string, string>;
  /** The app listening in the bench's process. */
  inProcessBase: string;
  partnerId: number;
  serviceId: number;
  serviceCode: string;
  integrator: { login: string; password: string };
  admin: { login: string; password: string };
  /** Node flags for the server's process (`--cpu-prof`, …). */
  serverFlags: string[];
}

const BATCHES = 100;
const BLOCK = 10;
const rate = (batches: number, ms: number) => (batches * 1000) / (ms / 1000);
const perSecond = (x: number) => `${Math.round(x).toLocaleString('en')} a second`;

export async function benchIngestion(bench: IngestionBench): Promise<void> {
  const { db, calendar, partnerId, serviceId, serviceCode } = bench;
  const server = await startServer({ ...bench.env, LOG_LEVEL: 'warn' }, bench.serverFlags);
  try {
    const { integrator, admin } = bench;
    const inProcessHeaders = await loginTo(
      bench.inProcessBase,
      integrator.login,
      integrator.password,
    );
    const ownHeaders = await loginTo(server.base, integrator.login, integrator.password);
    const post = async (base: string, headers: Record<string, string>, body: string) => {
      const res = await fetch(`${base}/api/usage/requests`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { accepted: number };
      if (answer.accepted !== 1000)
        throw new Error(`batch refused: ${JSON.stringify(answer).slice(0, 300)}`);
    };

    // Bodies are built before the clock starts: the client's own work is not the server's speed.
    let seq = 0;
    const batch = () =>
      Array.from({ length: 1000 }, () => ({
        requestId: `bench-${(seq += 1)}`,
        userId: partnerId,
        serviceCode,
        time: new Date().toISOString(),
        status: 'success' as const,
        httpStatus: 200,
        durationMs: 50,
        subject: String(100000000000 + seq),
        requestPayload: `{"bin":"${100000000000 + seq}"}`,
        responsePayload: '{"found":true}',
      }));
    const bodies = () =>
      Array.from({ length: BATCHES }, () => JSON.stringify({ records: batch() }));
    const directBatches = () =>
      Array.from({ length: BATCHES }, () =>
        batch().map((r) => ({ ...r, serviceId, requestedAt: r.time })),
      );
    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };

    // The server's own process against direct writes, in blocks of 10 batches: a write by the
    // other process empties a SQLite connection's page cache, which each side then meets once a
    // block (a batch each time if alternated batch by batch), as a lone writer would not.
    const ownBodies = bodies();
    const ownDirect = directBatches();
    const own = { http: 0, direct: 0, serverCpu: 0, directCpu: 0 };
    for (let i = 0; i < BATCHES; i += 1) {
      const cpu = processCpuSeconds(server.pid);
      own.http += await timed(() => post(server.base, ownHeaders, ownBodies[i]!));
      own.serverCpu += processCpuSeconds(server.pid) - cpu;
      if (i % BLOCK === BLOCK - 1) {
        const directCpu = process.cpuUsage();
        for (let j = i - BLOCK + 1; j <= i; j += 1)
          own.direct += await timed(() => recordRequests(db, calendar, ownDirect[j]!));
        const { user, system } = process.cpuUsage(directCpu);
        own.directCpu += (user + system) / 1e6;
      }
    }
    // The app in this process shares the direct writes' connection: alternated batch by batch.
    const inProcessBodies = bodies();
    const inProcessDirect = directBatches();
    const inProcess = { http: 0, direct: 0 };
    for (let i = 0; i < BATCHES; i += 1) {
      inProcess.http += await timed(() =>
        post(bench.inProcessBase, inProcessHeaders, inProcessBodies[i]!),
      );
      inProcess.direct += await timed(() => recordRequests(db, calendar, inProcessDirect[i]!));
    }
    const line = (what: string, spent: { http: number; direct: number }, note = '') => {
      const [http, direct] = [rate(BATCHES, spent.http), rate(BATCHES, spent.direct)];
      console.log(
        `  ${what}: ${perSecond(http)}; recorded directly: ${perSecond(direct)}; ratio ${(http / direct).toFixed(2)}${note}`,
      );
    };
    console.log(
      `\ningestion over HTTP, ${BATCHES} batches of 1000 against as many recorded directly`,
    );
    // CPU time, which waiting for a CPU on a busy machine leaves out: the server process's for
    // its batches, this process's for the direct ones (SQLite's engine runs in both).
    const cpuPerBatch = (seconds: number) => (seconds * 1000) / BATCHES;
    line(
      'server in its own process',
      own,
      ` (CPU ${cpuPerBatch(own.serverCpu).toFixed(1)} ms a batch against ${cpuPerBatch(own.directCpu).toFixed(1)} directly: ratio ${(own.directCpu / own.serverCpu).toFixed(2)}; wall ${(own.http / BATCHES).toFixed(1)} ms)`,
    );
    line("server in the bench's process (its client on the server's event loop)", inProcess);

    await alertRules(server.base, await loginTo(server.base, admin.login, admin.password), {
      pid: server.pid,
      partnerId,
      serviceId,
      bodies: bodies(),
      send: (body) => post(server.base, ownHeaders, body),
    });
  } finally {
    await server.stop();
  }
}

/**
 * Usage alerts (issue 21): the same ingestion with 100 enabled rules on the ingesting partner
 * against none, in rounds that alternate so that both meet the same load of a shared machine. The
 * rules never fire (a crossing would add its mail once): this is the cost of watching. The rules
 * are made and switched through the server measured, whose cache of them follows its own changes.
 */
async function alertRules(
  base: string,
  headers: Record<string, string>,
  run: {
    pid: number;
    partnerId: number;
    serviceId: number;
    bodies: string[];
    send: (body: string) => Promise<void>;
  },
) {
  const call = async (method: string, url: string, body: unknown, expected: number) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected)
      throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
  const conditions = [
    { kind: 'packageRemaining', below: 1, unit: 'requests' },
    { kind: 'spend', aboveMinor: 1_000_000_000_000, currency: 'KZT' },
    { kind: 'errorRate', abovePercent: 100, minRequests: 1_000_000 },
    { kind: 'quiet', hours: 744 },
  ];
  const ruleIds: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const text = await call(
      'POST',
      '/api/alerts/rules',
      {
        partnerId: run.partnerId,
        serviceId: i % 2 === 0 ? run.serviceId : null,
        condition: conditions[i % conditions.length],
        email: false,
      },
      201,
    );
    ruleIds.push((JSON.parse(text) as { data: { id: number } }).data.id);
  }
  const setRules = async (enabled: boolean) => {
    for (const id of ruleIds) await call('PATCH', `/api/alerts/rules/${id}`, { enabled }, 200);
  };
  const ROUNDS = 10;
  const perRound = run.bodies.length / ROUNDS;
  const watched = { with: 0, without: 0 };
  const cpu = { with: 0, without: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    const withRules = round % 2 === 1;
    await setRules(withRules);
    const start = performance.now();
    const startCpu = processCpuSeconds(run.pid);
    for (let i = round * perRound; i < (round + 1) * perRound; i += 1)
      await run.send(run.bodies[i]!);
    watched[withRules ? 'with' : 'without'] += performance.now() - start;
    cpu[withRules ? 'with' : 'without'] += processCpuSeconds(run.pid) - startCpu;
  }
  const withRate = rate(run.bodies.length / 2, watched.with);
  const withoutRate = rate(run.bodies.length / 2, watched.without);
  console.log(
    `ingestion with 100 enabled alert rules (server in its own process): ${perSecond(withRate)}; without: ${perSecond(withoutRate)}; ratio ${(withRate / withoutRate).toFixed(2)} (the server's CPU without / with: ${(cpu.without / cpu.with).toFixed(2)})`,
  );
}
