import { CompiledQuery, type Transaction } from 'kysely';
import type {
  DailyChargesTable,
  DailyUsageTable,
  Database,
  MonthlyVolumeTable,
} from '../../../core/db/schema.js';
import type { HourlyUsageTable } from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';
import type { ReceiptRow } from './batch-receipts.js';

type Trx = Transaction<Database>;

/** What a batch adds to the counters that reports and documents read instead of the register. */
export interface CounterRows {
  usage: DailyUsageTable[];
  /** Requests and failures per user, service and UTC hour (what error-rate alerts read). */
  hours: HourlyUsageTable[];
  volumes: MonthlyVolumeTable[];
  /** Requests each package now covers in addition. */
  packages: Array<{ id: number; used: number }>;
  charges: DailyChargesTable[];
  /** What the batches add to their senders' receipts of the day (ingestion; none for bulk loads). */
  receipts?: ReceiptRow[];
}

/**
 * Adds a batch to the daily and hourly usage, the monthly volumes, the packages' used counts, the daily
 * charges and its senders' receipts (so that a receipt commits with the records it counts). Each sum is added to the stored one (`stored + excluded`), never written over it, so
 * batches that commit one after the other add up. Each table's rows go in as arrays (columns on
 * PostgreSQL, rows as JSON on SQLite), so that one SQL text serves any batch: no query is built
 * on ingestion's hot path.
 */
export async function addToCounters(trx: Trx, rows: CounterRows): Promise<void> {
  if (isPostgres(trx)) await trx.executeQuery(CompiledQuery.raw(PG_COUNTERS, pgColumns(rows)));
  else await addOneTableAtATime(trx, rows);
}

const USAGE = [
  'user_id',
  'service_id',
  'day',
  'requests',
  'successful',
  'failed',
  'billable',
  'covered',
  'amount_minor',
] as const satisfies ReadonlyArray<keyof DailyUsageTable>;
const HOURS = [
  'user_id',
  'service_id',
  'hour',
  'requests',
  'failed',
] as const satisfies ReadonlyArray<keyof HourlyUsageTable>;
const VOLUMES = [
  'holder_id',
  'service_id',
  'month',
  'tariff_billed',
] as const satisfies ReadonlyArray<keyof MonthlyVolumeTable>;
const PACKAGES = ['id', 'used'] as const;
const CHARGES = [
  'user_id',
  'service_id',
  'day',
  'usage_month',
  'billed_month',
  'kind',
  'tariff_id',
  'package_id',
  'tier',
  'unit_price_minor',
  'quantity',
  'failed',
] as const satisfies ReadonlyArray<keyof DailyChargesTable>;
const RECEIPTS = [
  'day',
  'user_id',
  'api_key_id',
  'accepted',
  'duplicates',
  'rejected',
] as const satisfies ReadonlyArray<keyof ReceiptRow>;

const ADD_USAGE = `on conflict (user_id, service_id, day) do update set
  requests = daily_usage.requests + excluded.requests,
  successful = daily_usage.successful + excluded.successful,
  failed = daily_usage.failed + excluded.failed,
  billable = daily_usage.billable + excluded.billable,
  covered = daily_usage.covered + excluded.covered,
  amount_minor = daily_usage.amount_minor + excluded.amount_minor`;
const ADD_HOURS = `on conflict (user_id, service_id, hour) do update set
  requests = hourly_usage.requests + excluded.requests,
  failed = hourly_usage.failed + excluded.failed`;
const ADD_VOLUMES = `on conflict (holder_id, service_id, month) do update set
  tariff_billed = monthly_volume.tariff_billed + excluded.tariff_billed`;
const ADD_CHARGES = `on conflict (user_id, service_id, day, billed_month, kind, tariff_id, package_id, tier, unit_price_minor)
do update set
  quantity = daily_charges.quantity + excluded.quantity,
  failed = daily_charges.failed + excluded.failed`;
const ADD_RECEIPTS = `on conflict (user_id, day, api_key_id) do update set
  accepted = ingest_receipts.accepted + excluded.accepted,
  duplicates = ingest_receipts.duplicates + excluded.duplicates,
  rejected = ingest_receipts.rejected + excluded.rejected`;

/**
 * PostgreSQL: all six in one statement (data-modifying CTEs always run to completion, read or
 * not), each table's rows as column arrays: one round trip for any batch, where a statement per
 * table would cost a round trip each on the hot path of ingestion.
 */
const PG_COUNTERS = `
with usage as (
  insert into daily_usage (${USAGE.join(', ')})
  select * from unnest($1::integer[], $2::integer[], $3::date[], $4::integer[], $5::integer[],
                       $6::integer[], $7::integer[], $8::integer[], $9::bigint[])
  ${ADD_USAGE}
), volumes as (
  insert into monthly_volume (${VOLUMES.join(', ')})
  select * from unnest($10::integer[], $11::integer[], $12::char(7)[], $13::integer[])
  ${ADD_VOLUMES}
), packages as (
  update tariff_packages set used = tariff_packages.used + added.used
  from unnest($14::integer[], $15::integer[]) as added (id, used)
  where tariff_packages.id = added.id
), receipts as (
  insert into ingest_receipts (${RECEIPTS.join(', ')})
  select * from unnest($28::date[], $29::integer[], $30::integer[], $31::integer[], $32::integer[],
                       $33::integer[])
  ${ADD_RECEIPTS}
), hours as (
  insert into hourly_usage (${HOURS.join(', ')})
  select * from unnest($34::integer[], $35::integer[], $36::char(13)[], $37::integer[],
                       $38::integer[])
  ${ADD_HOURS}
)
insert into daily_charges (${CHARGES.join(', ')})
select * from unnest($16::integer[], $17::integer[], $18::date[], $19::char(7)[], $20::char(7)[],
                     $21::varchar[], $22::integer[], $23::integer[], $24::integer[], $25::bigint[],
                     $26::integer[], $27::integer[])
${ADD_CHARGES}`;

function pgColumns({
  usage,
  hours,
  volumes,
  packages,
  charges,
  receipts = [],
}: CounterRows): unknown[][] {
  const columnsOf = <T>(rows: T[], columns: ReadonlyArray<keyof T>) =>
    columns.map((column) => rows.map((row) => row[column]));
  return [
    ...columnsOf(usage, USAGE),
    ...columnsOf(volumes, VOLUMES),
    ...columnsOf(packages, PACKAGES),
    ...columnsOf(charges, CHARGES),
    ...columnsOf(receipts, RECEIPTS),
    ...columnsOf(hours, HOURS),
  ];
}

/**
 * SQLite has no data-modifying CTEs; its statements cost no round trip (it runs in the process),
 * so one per table is as quick. A table's rows are one JSON array of rows, read by `json_each`
 * (`where true`: SQLite's grammar needs a WHERE before an upsert's ON CONFLICT after a SELECT).
 */
const fromJson = (columns: readonly string[]) =>
  `select ${columns.map((_, i) => `value ->> ${i}`).join(', ')} from json_each(?) where true`;
const SQLITE_USAGE = `insert into daily_usage (${USAGE.join(', ')}) ${fromJson(USAGE)} ${ADD_USAGE}`;
const SQLITE_HOURS = `insert into hourly_usage (${HOURS.join(', ')}) ${fromJson(HOURS)} ${ADD_HOURS}`;
const SQLITE_VOLUMES = `insert into monthly_volume (${VOLUMES.join(', ')}) ${fromJson(VOLUMES)} ${ADD_VOLUMES}`;
const SQLITE_PACKAGES = `update tariff_packages set used = tariff_packages.used + added.used
from (select value ->> 0 as id, value ->> 1 as used from json_each(?)) as added
where tariff_packages.id = added.id`;
const SQLITE_CHARGES = `insert into daily_charges (${CHARGES.join(', ')}) ${fromJson(CHARGES)} ${ADD_CHARGES}`;
const SQLITE_RECEIPTS = `insert into ingest_receipts (${RECEIPTS.join(', ')}) ${fromJson(RECEIPTS)} ${ADD_RECEIPTS}`;

async function addOneTableAtATime(trx: Trx, rows: CounterRows): Promise<void> {
  const add = async <T>(statement: string, table: T[], columns: ReadonlyArray<keyof T>) => {
    if (table.length === 0) return;
    const json = JSON.stringify(table.map((row) => columns.map((column) => row[column])));
    await trx.executeQuery(CompiledQuery.raw(statement, [json]));
  };
  await add(SQLITE_USAGE, rows.usage, USAGE);
  await add(SQLITE_HOURS, rows.hours, HOURS);
  await add(SQLITE_VOLUMES, rows.volumes, VOLUMES);
  await add(SQLITE_PACKAGES, rows.packages, PACKAGES);
  await add(SQLITE_CHARGES, rows.charges, CHARGES);
  await add(SQLITE_RECEIPTS, rows.receipts ?? [], RECEIPTS);
}
