import { CompiledQuery, sql, type Transaction } from 'kysely';
import type {
  DailyChargesTable,
  DailyUsageTable,
  Database,
  MonthlyVolumeTable,
} from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';

type Trx = Transaction<Database>;

/** What a batch adds to the counters that reports and documents read instead of the register. */
export interface CounterRows {
  usage: DailyUsageTable[];
  volumes: MonthlyVolumeTable[];
  /** Requests each package now covers in addition. */
  packages: Array<{ id: number; used: number }>;
  charges: DailyChargesTable[];
}

/**
 * Adds a batch to the daily usage, the monthly volumes, the packages' used counts and the daily
 * charges. Each sum is added to the stored one (`stored + excluded`), never written over it, so
 * batches that commit one after the other add up.
 */
export async function addToCounters(trx: Trx, rows: CounterRows): Promise<void> {
  if (isPostgres(trx)) await trx.executeQuery(CompiledQuery.raw(PG_COUNTERS, pgColumns(rows)));
  else await addOneTableAtATime(trx, rows);
}

/**
 * PostgreSQL: all four in one statement (data-modifying CTEs always run to completion, read or
 * not), each table's rows as column arrays: one round trip and one SQL text for any batch, where a
 * statement per table would cost a round trip each on the hot path of ingestion.
 */
const PG_COUNTERS = `
with usage as (
  insert into daily_usage (user_id, service_id, day, requests, successful, failed, billable, covered, amount_minor)
  select * from unnest($1::integer[], $2::integer[], $3::date[], $4::integer[], $5::integer[],
                       $6::integer[], $7::integer[], $8::integer[], $9::bigint[])
  on conflict (user_id, service_id, day) do update set
    requests = daily_usage.requests + excluded.requests,
    successful = daily_usage.successful + excluded.successful,
    failed = daily_usage.failed + excluded.failed,
    billable = daily_usage.billable + excluded.billable,
    covered = daily_usage.covered + excluded.covered,
    amount_minor = daily_usage.amount_minor + excluded.amount_minor
), volumes as (
  insert into monthly_volume (holder_id, service_id, month, tariff_billed)
  select * from unnest($10::integer[], $11::integer[], $12::char(7)[], $13::integer[])
  on conflict (holder_id, service_id, month) do update set
    tariff_billed = monthly_volume.tariff_billed + excluded.tariff_billed
), packages as (
  update tariff_packages set used = tariff_packages.used + added.used
  from unnest($14::integer[], $15::integer[]) as added (id, used)
  where tariff_packages.id = added.id
)
insert into daily_charges (user_id, service_id, day, usage_month, billed_month, kind, tariff_id,
                           package_id, tier, unit_price_minor, quantity, failed)
select * from unnest($16::integer[], $17::integer[], $18::date[], $19::char(7)[], $20::char(7)[],
                     $21::varchar[], $22::integer[], $23::integer[], $24::integer[], $25::bigint[],
                     $26::integer[], $27::integer[])
on conflict (user_id, service_id, day, billed_month, kind, tariff_id, package_id, tier, unit_price_minor)
do update set
  quantity = daily_charges.quantity + excluded.quantity,
  failed = daily_charges.failed + excluded.failed`;

function pgColumns({ usage, volumes, packages, charges }: CounterRows): unknown[][] {
  const of = <T>(rows: T[], ...picks: Array<(row: T) => unknown>) =>
    picks.map((pick) => rows.map(pick));
  return [
    ...of(
      usage,
      (r) => r.user_id,
      (r) => r.service_id,
      (r) => r.day,
      (r) => r.requests,
      (r) => r.successful,
      (r) => r.failed,
      (r) => r.billable,
      (r) => r.covered,
      (r) => r.amount_minor,
    ),
    ...of(
      volumes,
      (r) => r.holder_id,
      (r) => r.service_id,
      (r) => r.month,
      (r) => r.tariff_billed,
    ),
    ...of(
      packages,
      (r) => r.id,
      (r) => r.used,
    ),
    ...of(
      charges,
      (r) => r.user_id,
      (r) => r.service_id,
      (r) => r.day,
      (r) => r.usage_month,
      (r) => r.billed_month,
      (r) => r.kind,
      (r) => r.tariff_id,
      (r) => r.package_id,
      (r) => r.tier,
      (r) => r.unit_price_minor,
      (r) => r.quantity,
      (r) => r.failed,
    ),
  ];
}

/** Rows per statement on SQLite: 12 columns of 500 rows, well under its limit of 32,766 values. */
const SQLITE_ROWS = 500;

/**
 * SQLite has no data-modifying CTEs; its statements cost no round trip (it runs in the process),
 * so one per table is as quick.
 */
async function addOneTableAtATime(trx: Trx, rows: CounterRows): Promise<void> {
  for (let i = 0; i < rows.usage.length; i += SQLITE_ROWS)
    await trx
      .insertInto('daily_usage')
      .values(rows.usage.slice(i, i + SQLITE_ROWS))
      .onConflict((oc) =>
        oc.columns(['user_id', 'service_id', 'day']).doUpdateSet({
          requests: sql`daily_usage.requests + excluded.requests`,
          successful: sql`daily_usage.successful + excluded.successful`,
          failed: sql`daily_usage.failed + excluded.failed`,
          billable: sql`daily_usage.billable + excluded.billable`,
          covered: sql`daily_usage.covered + excluded.covered`,
          amount_minor: sql`daily_usage.amount_minor + excluded.amount_minor`,
        }),
      )
      .execute();
  if (rows.volumes.length > 0)
    await trx
      .insertInto('monthly_volume')
      .values(rows.volumes)
      .onConflict((oc) =>
        oc.columns(['holder_id', 'service_id', 'month']).doUpdateSet({
          tariff_billed: sql`monthly_volume.tariff_billed + excluded.tariff_billed`,
        }),
      )
      .execute();
  for (const used of rows.packages)
    await trx
      .updateTable('tariff_packages')
      .set({ used: sql`used + ${used.used}` })
      .where('id', '=', used.id)
      .execute();
  for (let i = 0; i < rows.charges.length; i += SQLITE_ROWS)
    await trx
      .insertInto('daily_charges')
      .values(rows.charges.slice(i, i + SQLITE_ROWS))
      .onConflict((oc) =>
        oc
          .columns([
            'user_id',
            'service_id',
            'day',
            'billed_month',
            'kind',
            'tariff_id',
            'package_id',
            'tier',
            'unit_price_minor',
          ])
          .doUpdateSet({
            quantity: sql`daily_charges.quantity + excluded.quantity`,
            failed: sql`daily_charges.failed + excluded.failed`,
          }),
      )
      .execute();
}
