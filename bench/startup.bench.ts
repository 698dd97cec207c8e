/**
 * Restart benchmark (issue 43): the time from a server process's start to its first answer of
 * `/api/health` and to its first 200 of `/api/ready`, with a large register, against the same
 * start on an empty database in the same run. Each start follows a SIGKILL of the one before, as
 * after a crash; the server runs as `npm start` runs it (built, with the start script's flags).
 *
 *   npm run bench:startup                              both dialects, 10 000 000 requests
 *   npm run bench:startup -- --requests 1000000 --dialect sqlite --runs 3
 *   STARTUP_BENCH_REQUESTS=1000000 npm run bench:startup
 *
 * The server's own CPU time until ready is printed too: on a machine whose CPUs are shared, the
 * wall clock mostly measures waiting for them, and that CPU time is what an idle machine would take.
 *
 * The filled register is kept in the temp folder (`cabinet-bench-startup-<dialect>-<requests>`)
 * and, on PostgreSQL, in the database `cabinet_bench_startup_<requests>`: a later run of the same
 * size reuses it (filling 10M rows takes many minutes). Drop them by hand when done.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { processCpuSeconds } from './process-cpu.js';
import { buildServer, serverArgs } from '../apps/server/test/helpers/build-server.js';
import { SERVER_DIR } from '../apps/server/test/helpers/processes.js';
import {
  emptyDatabase,
  registerDatabase,
  type BenchDatabase,
  type Dialect,
} from './startup-register.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.STARTUP_BENCH_REQUESTS ?? '10000000' },
    dialect: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
  },
});
const REQUESTS = Number(values.requests);
const RUNS = Number(values.runs);
const DIALECTS: Dialect[] =
  values.dialect === 'both' ? ['sqlite', 'postgres'] : [values.dialect as Dialect];
const POLL_MS = 5;
const GIVE_UP_MS = 120_000;

const nodeArgs = serverArgs();

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The status of one GET on a new connection, or undefined when nothing answers. */
const status = (port: number, url: string) =>
  new Promise<number | undefined>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(undefined));
  });

interface Start {
  health: number;
  ready: number;
  /** The server's own CPU time until ready: on a busy machine the wall clock waits for the CPU. */
  cpu: number;
}

/** One start: the server spawned, asked every 5 ms until it answers and is ready, then killed. */
async function start(database: BenchDatabase): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const until = async (url: string, ok: (code: number | undefined) => boolean) => {
    for (;;) {
      if (ok(await status(port, url))) return performance.now() - t0;
      if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
      if (performance.now() - t0 > GIVE_UP_MS) throw new Error(`no ${url} in time:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  try {
    const health = await until('/api/health', (code) => code !== undefined);
    const ready = await until('/api/ready', (code) => code === 200);
    return { health, ready, cpu: processCpuSeconds(child.pid!) * 1000 };
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);

async function benchDialect(dialect: Dialect): Promise<void> {
  const log = (text: string) => console.log(`  ${text}`);
  const large = await registerDatabase(dialect, REQUESTS, log);
  const empty = await emptyDatabase(dialect);
  // One start of each not counted: the first after a fill meets a cold page cache.
  await start(empty);
  await start(large);
  const before = load();
  const ours: Start[] = [];
  const base: Start[] = [];
  // Alternated, so that both meet the same load on a shared machine.
  for (let run = 0; run < RUNS; run += 1) {
    base.push(await start(empty));
    ours.push(await start(large));
  }
  const after = load();
  const row = (name: string, pick: (s: Start) => number, target = '') => {
    const o = median(ours.map(pick));
    const b = median(base.map(pick));
    console.log(
      `  ${name.padEnd(22)} ${ms(o)}   empty database ${ms(b)}   ratio ${(o / b).toFixed(2)}   runs ${ours.map((s) => pick(s).toFixed(0)).join(' ')}${target}`,
    );
  };
  console.log(
    `\n${dialect}, ${REQUESTS.toLocaleString('en')} requests in the register, medians of ${RUNS} starts after SIGKILL:`,
  );
  row('first /api/health', (s) => s.health);
  row(
    'first ready /api/ready',
    (s) => s.ready,
    `   (target ${dialect === 'sqlite' ? '1000' : '2000'} ms)`,
  );
  row('server CPU until ready', (s) => s.cpu);
  console.log(`  load average before ${before}, after ${after} (${os.cpus().length} CPUs)`);
}

buildServer();
console.log(`Restart benchmark: ${DIALECTS.join(' and ')}, load average ${load()}`);
for (const dialect of DIALECTS) await benchDialect(dialect);
process.exit(0);
