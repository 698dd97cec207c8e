import { sql, type Kysely } from 'kysely';
import { INGEST_MAX_AGE_DAYS } from '@cabinet/contract';
import { isPostgres } from './dialect.js';

/** Held (per transaction) by whatever creates, fills or drops the register's partitions. */
export const PARTITION_LOCK = 17_018;
/** Months created ahead of the current one, so that no month begins without its partition. */
export const MONTHS_AHEAD = 3;
export const DEFAULT_PARTITION = 'requests_default';

/**
 * Months are counted as `year * 12 + month - 1` and bounded in UTC: the partition key is an
 * instant, and a month of the provider's time zone touches the two UTC months around it at most.
 */
export const monthIndex = (instant: Date): number =>
  instant.getUTCFullYear() * 12 + instant.getUTCMonth();
export const yearMonthOf = (index: number) => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});
const pad = (n: number) => String(n).padStart(2, '0');
export const partitionName = (index: number): string => {
  const { year, month } = yearMonthOf(index);
  return `requests_${year}_${pad(month)}`;
};
/** The month of a partition named by `partitionName`, or undefined for any other table. */
export const partitionMonth = (name: string): number | undefined => {
  const match = /^requests_(\d{4})_(\d{2})$/.exec(name);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : undefined;
};
/** The month's first instant, as a literal PostgreSQL reads the same in any session time zone. */
export const monthStart = (index: number): string => {
  const { year, month } = yearMonthOf(index);
  return `${year}-${pad(month)}-01 00:00:00+00`;
};

// Below the typed schema: the migration that partitions the register uses these too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Whether the register is a partitioned table (PostgreSQL after migration 0016). */
export async function isRegisterPartitioned(db: AnyDb): Promise<boolean> {
  if (!isPostgres(db)) return false;
  const { rows } = await sql<{ kind: string | null }>`
    select (select relkind from pg_class where oid = to_regclass('requests'))::text as kind`.execute(
    db,
  );
  return rows[0]?.kind === 'p';
}

/** The register's partitions by name, the default one included. */
export async function registerPartitions(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass('requests') order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Creates the partition of one month, in the caller's transaction (which should hold
 * PARTITION_LOCK). Rows of that month in the default partition would make PostgreSQL refuse it,
 * so they are taken out first and put back through the register once the month has its table.
 */
export async function createMonthPartition(trx: AnyDb, index: number): Promise<void> {
  const from = monthStart(index);
  const to = monthStart(index + 1);
  const name = sql.id(partitionName(index));
  const bounds = sql`for values from (${sql.lit(from)}) to (${sql.lit(to)})`;
  const inRange = sql`requested_at >= ${from}::timestamptz and requested_at < ${to}::timestamptz`;
  const { rows } = await sql<{ stray: boolean }>`
    select exists (select 1 from ${sql.id(DEFAULT_PARTITION)} where ${inRange}) as stray`.execute(
    trx,
  );
  if (!rows[0]?.stray) {
    await sql`create table if not exists ${name} partition of requests ${bounds}`.execute(trx);
    await nameIndexesOf(trx, partitionName(index));
    return;
  }
  await sql`create temporary table register_moving on commit drop as
    with moved as (delete from ${sql.id(DEFAULT_PARTITION)} where ${inRange} returning *)
    select * from moved`.execute(trx);
  await sql`create table if not exists ${name} partition of requests ${bounds}`.execute(trx);
  await nameIndexesOf(trx, partitionName(index));
  await sql`insert into requests select * from register_moving`.execute(trx);
  await sql`drop table register_moving`.execute(trx);
}

/**
 * Names a partition's indexes after the register's own (`requests_errors_2026_10`), instead of
 * PostgreSQL's names made of the columns, so that a plan names the index it reads.
 */
export async function nameIndexesOf(trx: AnyDb, partition: string): Promise<void> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select ci.relname as child, pi.relname as parent
    from pg_index x
    join pg_class ci on ci.oid = x.indexrelid
    join pg_inherits ih on ih.inhrelid = ci.oid
    join pg_class pi on pi.oid = ih.inhparent
    where x.indrelid = to_regclass(${partition})`.execute(trx);
  const suffix = partition.replace(/^requests_/, '');
  for (const { child, parent } of rows) {
    const name = `${parent}_${suffix}`;
    if (child !== name)
      await sql`alter index ${sql.id(child)} rename to ${sql.id(name)}`.execute(trx);
  }
}

/** The first month a retention of `months` keeps (none: every month is kept). */
export const firstKeptMonth = (now: Date, months: number | undefined): number | undefined =>
  months === undefined ? undefined : monthIndex(now) - months;

export interface EnsureOptions {
  /** No partition before this month (retention drops older ones; their rows go to the default). */
  notBefore?: number;
}

/**
 * Creates the month partitions ingestion may write to: from the month of the oldest record it
 * accepts through MONTHS_AHEAD months ahead. Idempotent, and safe while other processes do the
 * same (one at a time, under PARTITION_LOCK). Nothing to do on SQLite or before migration 0016.
 * Returns the partitions it created.
 */
export async function ensureRegisterPartitions(
  db: AnyDb,
  now: Date,
  options: EnsureOptions = {},
): Promise<string[]> {
  if (!(await isRegisterPartitioned(db))) return [];
  const oldest = monthIndex(new Date(now.getTime() - INGEST_MAX_AGE_DAYS * 86_400_000));
  const first = Math.max(oldest, options.notBefore ?? oldest);
  const last = monthIndex(now) + MONTHS_AHEAD;
  const missing = async (source: AnyDb) => {
    const existing = new Set(await registerPartitions(source));
    const months: number[] = [];
    for (let m = first; m <= last; m += 1) if (!existing.has(partitionName(m))) months.push(m);
    return months;
  };
  if ((await missing(db)).length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`.execute(trx);
    const months = await missing(trx);
    for (const m of months) await createMonthPartition(trx, m);
    return months.map(partitionName);
  });
}

/** Whether retention dropped the register's rows of this month (PostgreSQL only). */
export async function isRegisterRetired(db: AnyDb, year: number, month: number): Promise<boolean> {
  if (!(await isRegisterPartitioned(db))) return false;
  const { rows } = await sql<{ retired: boolean }>`
    select exists (select 1 from register_retired_months
      where year = ${year} and month = ${month}) as retired`.execute(db);
  return rows[0]?.retired === true;
}
