/**
 * Documents benchmarks (issue 7): the CSV export of one range against the database's own CSV dump
 * of the same rows (the `sqlite3` shell's CSV mode; `COPY ... TO STDOUT WITH CSV` through psql),
 * the server's peak memory during the export, and Application 1 for a partner with 20 services.
 * The server runs as its own process (built, as `npm start` runs it), so its memory is its own.
 *
 *   npm run bench:documents                         SQLite, 5 000 000 rows in the range
 *   npm run bench:documents -- --rows 1000000
 *   npm run bench:documents -- --postgres
 *   npm run bench:documents -- --runs 3             dump and export alternated 3 times; medians
 *   npm run bench:documents -- --keep               keeps the filled database for the next run
 *
 * With `--keep` the database is not dropped at the end, and a later run with `--keep` and the
 * same `--rows` and dialect reuses it instead of filling it again (5,000,000 rows take minutes):
 * a PostgreSQL database `cabinet_bench_documents_<rows>`, or a folder `cabinet-bench-documents-
 * sqlite-<rows>` in the temp folder for SQLite. Drop either by hand when done
 * (`dropdb cabinet_bench_documents_5000000`, `rm -r /tmp/cabinet-bench-documents-sqlite-5000000`).
 * After filling, the register is vacuumed and analysed (PostgreSQL) so that neither the dump nor
 * the export meets the fill's dead rows, unset hint bits or a vacuum starting mid-run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import { seedAccessDefaults } from '../apps/server/src/seed/access-defaults.js';
import { createUser } from '../apps/server/src/seed/users.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';
import { loginTo, startServer } from './server-process.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000000' },
    postgres: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const SERVICES = 20;
const START = '2026-09-01';
const END = '2026-09-30';
/** The range's instants: Almaty's days (UTC+5), as the export reads them. */
const FROM = '2026-08-31T19:00:00.000Z';
const TO = '2026-09-30T19:00:00.000Z';

const storage = values.keep
  ? await keptDatabase(values.postgres ? 'postgres' : 'sqlite')
  : await createTestDatabase(values.postgres ? 'postgres' : 'sqlite');
const env = {
  DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  PORT: '0',
  HOST: '127.0.0.1',
};
const config = loadConfig(env);
const database = await openMigratedDatabase(config);
const { db } = database;
const now = new Date().toISOString();
const password = 'bench-password-1';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Fills a new database: the partner, its services and the register. */
async function fill(): Promise<{ id: number }> {
  await seedAccessDefaults(db, now);
  const partner = await createUser(
    db,
    {
      login: 'bench-partner',
      email: 'p@bench.kz',
      name: 'Партнёр',
      group: 'Partner',
      parentId: null,
    },
    now,
    password,
  );
  await db
    .insertInto('partner_profiles')
    .values({
      user_id: partner.id,
      company_name: 'ТОО «Бенчмарк»',
      tax_id: '190340000077',
      contract_number: 'Б-1',
      contract_date: '2026-01-01',
      legal_address: 'ул. Абая, 1',
      city: 'Алматы',
      phone: '',
      contact_email: '',
      bank_name: 'Банк',
      iban: '',
      bic: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (let i = 1; i <= SERVICES; i += 1)
    await db
      .insertInto('services')
      .values({
        code: `bench-${i}`,
        name: `Сервис проверки № ${i}`,
        status: 'active',
        description: '',
        documentation: '',
        billable_outcomes: 'success',
        form_definition: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();

  process.stdout.write(`Filling the register with ${ROWS.toLocaleString('en')} rows… `);
  const t0 = performance.now();
  // The rows of one user and service spread over September, written by the database itself.
  const rows = sql`
    select ${partner.id}, 1, 'bench-' || n,
      ${database.dialect === 'postgres' ? sql`timestamptz '2026-08-31T19:00:00Z' + interval '1 second' * (n::float8 * 2592000 / ${ROWS})` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-08-31T19:00:00Z', '+' || (n * 2592000 / ${ROWS}) || ' seconds')`},
      '2026-09-01', case when n % 10 = 0 then 'error' else 'success' end,
      case when n % 10 = 0 then 500 else 200 end, 40 + n % 100, '9901' || n, 1, 12345, null,
      '{"bin":"' || n || '","query":"ТОО «Ромашка», филиал"}',
      '{"status":"ok","name":"Ромашка","text":"line one; \"quoted\"\nline two"}'`;
  const numbers =
    database.dialect === 'postgres'
      ? sql`from generate_series(1, ${ROWS}) as n`
      : sql`from (with recursive s(n) as (select 1 union all select n + 1 from s where n < ${ROWS}) select n from s)`;
  await sql`insert into requests (user_id, service_id, request_id, requested_at, day, status,
      http_status, duration_ms, subject, billable, amount_minor, package_id, request_payload,
      response_payload) ${rows} ${numbers}`.execute(db);
  // On PostgreSQL each stored request has its key, as ingestion writes it.
  if (database.dialect === 'postgres')
    await sql`insert into request_keys (user_id, request_id, requested_at)
      select user_id, request_id, requested_at from requests`.execute(db);
  // The daily usage the reports and the export's progress read, and 20 services for Application 1.
  await sql`update requests set day = ${database.dialect === 'postgres' ? sql`to_char(requested_at at time zone 'Asia/Almaty', 'YYYY-MM-DD')::date` : sql`date(requested_at, '+5 hours')`}`.execute(
    db,
  );
  await sql`insert into daily_usage (user_id, service_id, day, requests, successful, failed, billable, covered, amount_minor)
      select user_id, service_id, day, count(*), sum(case when status = 'success' then 1 else 0 end),
        sum(case when status = 'error' then 1 else 0 end), count(*), 0, sum(amount_minor)
      from requests group by user_id, service_id, day`.execute(db);
  for (let service = 2; service <= SERVICES; service += 1)
    await db
      .insertInto('daily_usage')
      .values({
        user_id: partner.id,
        service_id: service,
        day: '2026-09-15',
        requests: 1000 * service,
        successful: 1000 * service,
        failed: 0,
        billable: 1000 * service,
        covered: 0,
        amount_minor: 1000 * service * 5000,
      })
      .execute();
  // The charges Application 1's statement reads: every request at the one price, no tariff row.
  await sql`insert into daily_charges (user_id, service_id, day, usage_month, billed_month, kind,
      tariff_id, package_id, tier, unit_price_minor, quantity, failed)
      select user_id, service_id, day, '2026-09', '2026-09', 'tier', 0, 0, 0,
        case when service_id = 1 then 12345 else 5000 end, requests, failed
      from daily_usage`.execute(db);
  if (database.dialect === 'postgres') await sql`vacuum analyze requests`.execute(db);
  console.log(seconds(performance.now() - t0));
  return partner;
}

/** The filled register's partner, or undefined when the database is new. */
async function filled(): Promise<{ id: number } | undefined> {
  const partner = await db
    .selectFrom('users')
    .select('id')
    .where('login', '=', 'bench-partner')
    .executeTakeFirst();
  if (!partner) return undefined;
  const { total } = await db
    .selectFrom('daily_usage')
    .select((eb) => eb.fn.sum<number>('requests').as('total'))
    .where('user_id', '=', partner.id)
    .where('service_id', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(total) !== ROWS)
    throw new Error(`the kept database holds ${total} rows, not ${ROWS}: drop it and run again`);
  // What an interrupted run may have left.
  await db.deleteFrom('export_jobs').execute();
  await db.deleteFrom('documents').where('kind', '=', 'export').execute();
  return partner;
}

try {
  const partner = (await filled()) ?? (await fill());
  if (values.keep) console.log(`Kept database: ${storage.databaseUrl ?? storage.dataDir}`);

  // The database's own CSV dump of the same rows (the export's range: the last row filled falls
  // on October 1st, local time), in the same order.
  const select = `select r.request_id, r.requested_at, u.login, s.code, r.status, r.http_status,
    r.duration_ms, r.subject, r.billable, r.amount_minor, r.package_id, r.request_payload,
    r.response_payload from requests r join users u on u.id = r.user_id
    join services s on s.id = r.service_id
    where r.user_id = ${partner.id} and r.service_id = 1
      and r.requested_at >= '${FROM}' and r.requested_at < '${TO}'
    order by r.requested_at, r.id`;
  const dumpFile = path.join(storage.dataDir, 'dump.csv');
  const servedFile = path.join(storage.dataDir, 'served.csv');
  const sqliteFile = database.location;
  const dump = () => {
    const t1 = performance.now();
    if (database.dialect === 'postgres') {
      const out = fs.openSync(dumpFile, 'w');
      execFileSync('psql', [storage.databaseUrl!, '-c', `copy (${select}) to stdout with csv`], {
        stdio: ['ignore', out, 'inherit'],
      });
      fs.closeSync(out);
    } else {
      execFileSync('sqlite3', ['-csv', sqliteFile, `.output ${dumpFile}`, select]);
    }
    return performance.now() - t1;
  };
  await db.destroy();

  const { base, pid: serverPid, stop } = await startServer(env);
  const peakMemory = () =>
    Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${serverPid}/status`, 'utf8'))![1]) /
    1024;

  const auth = await loginTo(base, 'bench-partner', password);
  /**
   * An ask for the export through node's own HTTP client, which saves the file at the pace a
   * browser's download does: fetch's web stream, turned back into a node stream, took twice
   * as long as curl for the same 86 MB from the same server (issue 43), the bench's own cost.
   */
  const agent = new http.Agent({ keepAlive: true });
  const ask = (url: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(url, { headers: auth, agent }, resolve).once('error', reject);
    });
  const text = async (res: http.IncomingMessage) => {
    let body = '';
    for await (const chunk of res) body += String(chunk);
    return body;
  };
  const memoryBefore = peakMemory();
  let jobPeak = 0;

  /** One export through the API, asked until served; the job's own time from its row. */
  const exportOnce = async () => {
    const t2 = performance.now();
    const askedAt = Date.now();
    let answeredAt = 0;
    let inHand = 0;
    let size = 0;
    for (;;) {
      const res = await ask(`${base}/api/requests/download/${partner.id}/1/${START}/${END}`).catch(
        (error: unknown) => {
          // Seen twice at 5,000,000 rows on SQLite: the server closed a kept-alive connection as
          // the job started. The ask is idempotent: ask again, and say so.
          console.warn(`\nexport poll failed (${String(error)}); asking again`);
          return undefined;
        },
      );
      if (!res) continue;
      if (res.statusCode === 200) {
        // The file is made; its download through HTTP has not begun.
        answeredAt = Date.now();
        jobPeak = Math.max(jobPeak, peakMemory());
        // Into a file, as a browser saves a download (and as the dump writes its own).
        await pipeline(res, fs.createWriteStream(servedFile));
        inHand = performance.now();
        size = fs.statSync(servedFile).size;
        fs.rmSync(servedFile);
        break;
      }
      const body = await text(res);
      if (res.statusCode !== 202) throw new Error(`export failed: ${res.statusCode} ${body}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The file in hand once written; removing it is the bench's own housekeeping.
    const served = inHand - t2;
    const jobDb = (await openMigratedDatabase(config)).db;
    const job = await jobDb
      .selectFrom('export_jobs')
      .innerJoin('documents', 'documents.id', 'export_jobs.document_id')
      .select(['export_jobs.created_at', 'export_jobs.updated_at', 'documents.storage_key'])
      .executeTakeFirstOrThrow();
    // The next run makes the file again (a ready job would be served as it is).
    await jobDb.deleteFrom('export_jobs').execute();
    await jobDb.deleteFrom('documents').where('kind', '=', 'export').execute();
    fs.rmSync(path.join(config.filesDir, job.storage_key));
    await jobDb.destroy();
    const [created, ended] = [Date.parse(job.created_at), Date.parse(job.updated_at)];
    return {
      served,
      job: ended - created,
      size,
      // What the user waits for besides the job: before it, after it until the file's answer
      // begins, and the file's transfer.
      before: created - askedAt,
      after: answeredAt - ended,
      transfer: askedAt + served - answeredAt,
    };
  };

  // Dump and export alternate, so that both meet the same load on a shared machine.
  const runs: {
    dump: number;
    served: number;
    job: number;
    size: number;
    before: number;
    after: number;
    transfer: number;
  }[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push({ dump: dump(), ...(await exportOnce()) });
  const median = (pick: (run: (typeof runs)[number]) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const baseline = median((run) => run.dump);
  const ours = median((run) => run.served);
  const jobTime = median((run) => run.job);
  const jobRatio = median((run) => run.dump / run.job);
  const servedRatio = median((run) => run.dump / run.served);
  const exportSize = runs[0]!.size;
  const dumpSize = fs.statSync(dumpFile).size;
  const memoryPeak = peakMemory();

  const pdfTimes: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const t3 = performance.now();
    const url = `${base}/api/reports/application1/${partner.id}/2026/9/?t=${i}`;
    // A kept-alive connection the server has just closed fails once: asked again.
    const res = await fetch(url, { headers: auth }).catch(() => fetch(url, { headers: auth }));
    if (res.status !== 200) throw new Error(`Application 1 failed: ${res.status}`);
    await res.arrayBuffer();
    pdfTimes.push(performance.now() - t3);
  }
  await stop();
  const pdfMedian = [...pdfTimes].sort((a, b) => a - b)[3]!;

  console.log(
    `\n${database.dialect}, ${ROWS.toLocaleString('en')} rows in the range${RUNS > 1 ? `, medians of ${RUNS} runs` : ''}:`,
  );
  console.log(
    `CSV export (HTTP job, file served)  ${seconds(ours).padStart(9)}  ${(ROWS / (ours / 1000)).toFixed(0).padStart(9)} rows/s  ${(exportSize / 1e6).toFixed(0)} MB`,
  );
  console.log(
    `database's own CSV dump             ${seconds(baseline).padStart(9)}  ${(ROWS / (baseline / 1000)).toFixed(0).padStart(9)} rows/s  ${(dumpSize / 1e6).toFixed(0)} MB`,
  );
  console.log(
    `  of which the job itself          ${seconds(jobTime).padStart(9)}  ${(ROWS / (jobTime / 1000)).toFixed(0).padStart(9)} rows/s  ratio ${jobRatio.toFixed(2)}`,
  );
  console.log(
    `  besides the job: ${seconds(median((run) => run.before))} before it, ${seconds(median((run) => run.after))} from its end to the file's answer, ${seconds(median((run) => run.transfer))} the file's transfer`,
  );
  console.log(`throughput ratio (ours / dump)      ${servedRatio.toFixed(2)}   (target ≥ 0.7)`);
  console.log(
    `server peak memory (VmHWM)          ${jobPeak.toFixed(0)} MB making the files, ${memoryPeak.toFixed(0)} MB after serving them (${memoryBefore.toFixed(0)} MB before; target < 200 MB)`,
  );
  console.log(
    `Application 1, ${SERVICES} services         ${pdfMedian.toFixed(0)} ms median of 7 (target < 1000 ms)`,
  );
} finally {
  await db.destroy().catch(() => undefined);
  if (!values.keep) await storage.drop();
}

/** A database kept between runs (`--keep`): made when missing, never dropped. */
async function keptDatabase(dialect: 'sqlite' | 'postgres') {
  const name = `cabinet_bench_documents_${ROWS}`;
  const dataDir = path.join(os.tmpdir(), `cabinet-bench-documents-${dialect}-${ROWS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (dialect === 'sqlite') return { dataDir, databaseUrl: undefined, drop: async () => {} };
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString(), drop: async () => {} };
}
process.exit(0);
