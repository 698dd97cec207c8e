import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import { withoutRegisterIndexes } from '../apps/server/src/core/db/register-indexes.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';

export type Dialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The server's environment for this database (logins, port and the rest come from the caller). */
  env: Record<string, string>;
}

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const DAYS = 90;
/** Written into the data folder once the register is filled: a later run reuses the database. */
const FILLED = 'startup-bench-filled';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of `name` kept between runs: a folder in the temp folder (and, on PostgreSQL, a
 * database of that name). `fresh` makes it again, empty.
 */
async function keptDatabase(dialect: Dialect, name: string, fresh: boolean) {
  const dataDir = path.join(os.tmpdir(), `cabinet-bench-startup-${dialect}-${name}`);
  const dbName = `cabinet_bench_startup_${name}`;
  if (fresh) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres')
      await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    await admin(async (c) => {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [dbName]);
      if (!rowCount) await c.query(`create database ${dbName}`);
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: 'false',
    APP_SECRET: SECRET,
  };
  return { dataDir, databaseUrl, env };
}

/** An empty database, migrated (the first start's migrations are not what a restart measures). */
export async function emptyDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const kept = await keptDatabase(dialect, 'empty', true);
  const database = await openMigratedDatabase(loadConfig({ ...kept.env, LOG_LEVEL: 'silent' }));
  await database.db.destroy();
  return kept;
}

/**
 * A database whose register holds `requests` rows over the last 90 days, of the demo partners'
 * users and services, with the daily usage that reports read: written by the database itself
 * (a recursive count on SQLite, generate_series on PostgreSQL) with the register's indexes
 * built once at the end. Reused when a run before filled it to the same size.
 */
export async function registerDatabase(
  dialect: Dialect,
  requests: number,
  log: (text: string) => void,
): Promise<BenchDatabase> {
  const marker = (dir: string) => path.join(dir, FILLED);
  const kept = await keptDatabase(dialect, String(requests), false);
  if (fs.existsSync(marker(kept.dataDir))) {
    log(`reusing the ${dialect} register of ${requests.toLocaleString('en')} requests`);
    return kept;
  }
  const fresh = await keptDatabase(dialect, String(requests), true);
  const database = await openMigratedDatabase(loadConfig({ ...fresh.env, LOG_LEVEL: 'silent' }));
  const { db } = database;
  const t0 = performance.now();
  try {
    const now = new Date();
    await seedDemo(db, now.toISOString());
    const pairs = await db
      .selectFrom('users as u')
      .innerJoin('user_services as us', 'us.user_id', 'u.id')
      .select(['u.id as userId', 'us.service_id as serviceId'])
      .where('u.group', '=', 'Partner')
      .orderBy('u.id')
      .orderBy('us.service_id')
      .execute();
    const k = pairs.length;
    const values = sql.join(
      pairs.map((p, i) => sql`(${sql.lit(i)}, ${sql.lit(p.userId)}, ${sql.lit(p.serviceId)})`),
    );
    const span = sql.lit(DAYS * 86_400);
    const count = sql.lit(requests);
    const from = new Date(now.getTime() - DAYS * 86_400_000).toISOString();
    const postgres = dialect === 'postgres';
    // Almaty's days (UTC+5, the default TIMEZONE), as ingestion writes them.
    const time = postgres
      ? sql`${from}::timestamptz + interval '1 second' * (n::float8 * ${span} / ${count})`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${from}, '+' || (n * ${span} * 1.0 / ${count}) || ' seconds')`;
    const day = postgres ? sql`(t at time zone 'Asia/Almaty')::date` : sql`date(t, '+5 hours')`;
    const numbers = postgres
      ? sql`generate_series(0, ${sql.lit(requests - 1)}) as n`
      : sql`(with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(requests - 1)}) select n from s)`;
    log(`filling the ${dialect} register with ${requests.toLocaleString('en')} requests… `);
    await db.transaction().execute((trx) =>
      withoutRegisterIndexes(trx, async () => {
        await sql`insert into requests (user_id, service_id, request_id, requested_at, day, status,
            http_status, duration_ms, subject, billable, amount_minor, package_id,
            request_payload, response_payload)
          select p.user_id, p.service_id, 'st-' || n, t, ${day},
            case when n % 50 = 0 then 'error' else 'success' end,
            case when n % 50 = 0 then 500 else 200 end, 40 + n % 300, '9901' || n,
            case when n % 50 = 0 then 0 else 1 end, case when n % 50 = 0 then 0 else 1500 end, null,
            '{"bin":"9901' || n || '"}', '{"found":true,"name":"ТОО «Ромашка»","status":"active"}'
          from (select n, ${time} as t from ${numbers}) x
          join (select column1 as k, column2 as user_id, column3 as service_id
            from (values ${values}) v) p on p.k = n % ${sql.lit(k)}`.execute(trx);
        if (postgres)
          await sql`insert into request_keys (user_id, request_id, requested_at)
            select user_id, request_id, requested_at from requests`.execute(trx);
      }),
    );
    await sql`insert into daily_usage (user_id, service_id, day, requests, successful, failed,
        billable, covered, amount_minor)
      select user_id, service_id, day, count(*), sum(billable), count(*) - sum(billable),
        sum(billable), 0, sum(amount_minor)
      from requests group by user_id, service_id, day`.execute(db);
    if (postgres) await sql`vacuum analyze`.execute(db);
    else await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
  fs.writeFileSync(marker(fresh.dataDir), String(requests));
  log(`filled in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return fresh;
}
