import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DailyUsageTable, Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { isUniqueViolation } from '../../../core/db/errors.js';
import { prepared } from '../../../core/db/prepared.js';
import { billedMonthResolver, ChargeSums } from './charges.js';
import { loadPricingContext } from './pricing-context.js';
import { PG_KEYS, registerRowWriter } from '../../../core/db/register-writers.js';
import { addToCounters } from './counters.js';
import { conflicting } from './content-hash.js';
import {
  GroupCommit,
  groupCommitOf,
  inTimeOrder,
  type Batch,
  type MergedOutcome,
} from './group-commit.js';
import { keepRefusals, receiptRows, type BatchReceipt, type ReceiptRow } from './batch-receipts.js';
import type {
  BatchFacts,
  ExhaustedPackage,
  RecordedRequest,
  RecordOutcome,
  RequestRecord,
  RowWriter,
} from './types.js';

type Trx = Transaction<Database>;
const ATTEMPTS = 3;

/**
 * Records a batch of requests in one transaction. Each is priced in time order (the tariff in
 * force on its day, its holder's volume this month, open packages), stored once per user and
 * request id, and counted into the daily usage and monthly volume, so that reports never scan
 * the register. A concurrent batch that stored the same request first makes this one retry (on
 * PostgreSQL, wait for it), and the request then counts as a duplicate (a conflict if its
 * content differs: `content-hash.ts`). Batches of one circle
 * that arrive while one of its transactions runs share the next (`GroupCommit`). A batch's
 * receipt, if given, is written in that transaction too.
 */
export async function recordRequests(
  db: Kysely<Database>,
  calendar: Calendar,
  records: readonly RequestRecord[],
  known?: BatchFacts,
  receipt?: BatchReceipt,
): Promise<RecordOutcome> {
  // Whose circle (whose volumes and packages pricing locks) each user is in: its partner's, or its own.
  const circles = [...new Set(records.map((r) => r.userId))].map(
    (id) => known?.parentOf.get(id) ?? id,
  );
  const groupCommit = groupCommitOf(
    db,
    calendar,
    () =>
      new GroupCommit((merged, facts, batches) => recordOnce(db, calendar, merged, facts, batches)),
  );
  return groupCommit.record(circles, inTimeOrder([...records]), known, receipt);
}

async function recordOnce(
  db: Kysely<Database>,
  calendar: Calendar,
  ordered: RequestRecord[],
  known: BatchFacts | undefined,
  batches: readonly Batch[],
): Promise<MergedOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const pg = isPostgres(trx);
        const { stored, conflicts } = pg
          ? await claimKeys(trx, ordered)
          : await withoutDuplicates(trx, ordered);
        const recorded = { stored: new Set(stored), conflicts };
        const writer = registerRowWriter({ keysWritten: pg });
        const outcome: MergedOutcome = { stored, accepted: [], exhausted: [], conflicts };
        await recordBatch(
          trx,
          calendar,
          stored,
          writer,
          outcome.accepted,
          known,
          outcome.exhausted,
          receiptRows(batches, recorded),
        );
        await keepRefusals(trx, batches, recorded);
        return outcome;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Records requests known to be new and in time order (generated demo data), in the caller's
 * transaction, with a row writer of its choice (one may serve many batches): the same pricing and
 * counters as ingestion.
 */
export async function recordNewRequests(
  trx: Trx,
  calendar: Calendar,
  ordered: RequestRecord[],
  writer: RowWriter = registerRowWriter(),
): Promise<number> {
  await recordBatch(trx, calendar, ordered, writer);
  return ordered.length;
}

async function recordBatch(
  trx: Trx,
  calendar: Calendar,
  ordered: RequestRecord[],
  writer: RowWriter,
  accepted?: RecordedRequest[],
  known?: BatchFacts,
  exhausted?: ExhaustedPackage[],
  receipts: ReceiptRow[] = [],
): Promise<void> {
  if (ordered.length === 0) {
    if (receipts.length > 0)
      await addToCounters(trx, { usage: [], volumes: [], packages: [], charges: [], receipts });
    return;
  }
  const dayOf = dayResolver(calendar);
  const days = ordered.map((r) => dayOf(r.requestedAt));
  const [context, billedMonthOf] = await Promise.all([
    loadPricingContext(trx, ordered, days, known),
    billedMonthResolver(trx),
  ]);
  const daily = new DailySums();
  const charges = new ChargeSums();
  for (let i = 0; i < ordered.length; i += 1) {
    const record = ordered[i]!;
    const day = days[i]!;
    const price = context.price(record, day);
    accepted?.push({
      requestId: record.requestId,
      amountMinor: price.amountMinor,
      packageId: price.packageId,
    });
    daily.add(record, day, price.billable, price.packageId !== null, price.amountMinor);
    charges.add(
      record.userId,
      record.serviceId,
      day,
      billedMonthOf(day),
      price,
      record.status !== 'success',
    );
    writer.add(
      record.userId,
      record.serviceId,
      record.requestId,
      record.requestedAt,
      day,
      record.status,
      record.httpStatus,
      record.durationMs,
      record.subject,
      price.billable ? 1 : 0,
      price.amountMinor,
      price.packageId,
      record.requestPayload,
      record.responsePayload,
      record.contentHash ?? null,
    );
  }
  await writer.flush(trx);
  await addToCounters(trx, {
    usage: daily.rows(),
    volumes: [...context.volumes.values()]
      .filter((cell) => cell.added > 0)
      .map((cell) => ({
        holder_id: cell.holderId,
        service_id: cell.serviceId,
        month: cell.month,
        tariff_billed: cell.added,
      })),
    packages: context.packages.filter((p) => p.used > 0).map(({ id, used }) => ({ id, used })),
    charges: charges.rows(),
    receipts,
  });
  for (const used of context.packages)
    if (used.used > 0 && used.remaining <= 0)
      exhausted?.push({
        packageId: used.id,
        userId: used.holderId,
        serviceId: used.serviceId,
        quota: used.quota,
      });
}

/**
 * The provider's day of each instant. Records come in time order, so the current day's bounds
 * are kept and an instant inside them needs no time zone arithmetic.
 */
function dayResolver(calendar: Calendar) {
  let from = Infinity;
  let to = -Infinity;
  let current = '';
  return (instant: string): string => {
    const ms = Date.parse(instant);
    if (ms >= from && ms < to) return current;
    current = calendar.dayOf(instant);
    const [start, end] = calendar.instantsOf(current, current);
    from = Date.parse(start);
    to = Date.parse(end);
    if (!(ms >= from && ms < to)) from = Infinity; // bounds that disagree are not trusted
    return current;
  };
}

/** Per user, service and day: what the batch adds to the daily usage. */
class DailySums {
  private readonly sums = new Map<string, DailyUsageTable>();
  private last: DailyUsageTable | undefined;

  add(record: RequestRecord, day: string, billable: boolean, covered: boolean, amount: number) {
    let sum = this.last;
    if (
      !sum ||
      sum.user_id !== record.userId ||
      sum.service_id !== record.serviceId ||
      sum.day !== day
    ) {
      const key = `${record.userId}|${record.serviceId}|${day}`;
      sum = this.sums.get(key);
      if (!sum) {
        sum = {
          user_id: record.userId,
          service_id: record.serviceId,
          day,
          requests: 0,
          successful: 0,
          failed: 0,
          billable: 0,
          covered: 0,
          amount_minor: 0,
        };
        this.sums.set(key, sum);
      }
      this.last = sum;
    }
    sum.requests += 1;
    if (record.status === 'success') sum.successful += 1;
    else sum.failed += 1;
    if (billable) sum.billable += 1;
    if (covered) sum.covered += 1;
    sum.amount_minor += amount;
  }

  rows(): DailyUsageTable[] {
    return [...this.sums.values()];
  }
}

/** The batch's users' requests among its request ids, on (user, request id), with their hashes. */
const recordedOf = prepared<
  { users: number[]; requestIds: string[] },
  { user_id: number; request_id: string; content_hash: string | null }
>((db, params) =>
  db
    .selectFrom('requests')
    .select(['user_id', 'request_id', 'content_hash'])
    .where(params.in('user_id', 'users'))
    .where(params.in('request_id', 'requestIds', 'text')),
);

type Held = Map<string, string | null>;
const keyOf = (record: { userId: number; requestId: string }) =>
  `${record.userId}|${record.requestId}`;

/**
 * Drops requests the users recorded before, and repeats within the batch (SQLite); those whose
 * content differs from the one recorded under their key are conflicts.
 */
async function withoutDuplicates(trx: Trx, ordered: RequestRecord[]): Promise<Sorted> {
  const rows = await recordedOf(trx, {
    users: [...new Set(ordered.map((r) => r.userId))],
    requestIds: [...new Set(ordered.map((r) => r.requestId))],
  });
  const held: Held = new Map(
    rows.map((row) => [`${row.user_id}|${row.request_id}`, row.content_hash]),
  );
  const stored = ordered.filter((record) => {
    const key = keyOf(record);
    if (held.has(key)) return false;
    held.set(key, record.contentHash ?? null);
    return true;
  });
  return sortedOut(ordered, stored, held);
}

/** The records stored, and the others whose content differs from what their key holds. */
interface Sorted {
  stored: RequestRecord[];
  conflicts: Set<RequestRecord>;
}

function sortedOut(ordered: RequestRecord[], stored: RequestRecord[], held: Held): Sorted {
  const conflicts = new Set<RequestRecord>();
  if (stored.length === ordered.length) return { stored, conflicts };
  const kept = new Set(stored);
  for (const record of ordered)
    if (!kept.has(record) && conflicting(held.get(keyOf(record)), record.contentHash))
      conflicts.add(record);
  return { stored, conflicts };
}

const CLAIM_KEYS = `${PG_KEYS}
  order by 1, 2
  on conflict do nothing
  returning user_id, request_id`;
/** The hashes of keys held before (read only when some were). */
const HELD_HASHES = `select user_id, request_id, content_hash from request_keys
  where (user_id, request_id) in (select * from unnest($1::integer[], $2::varchar[]))`;

/**
 * PostgreSQL: claims each record's key in `request_keys` (whatever its month) and keeps the records
 * whose key was new, in one statement. A concurrent batch that claimed a key first makes this one
 * wait for its commit and then see a duplicate; keys go in sorted, so two batches cannot deadlock.
 * Keys held already are read with their hashes (one more statement, only then): a record with
 * other content than its key's is a conflict.
 */
async function claimKeys(trx: Trx, ordered: RequestRecord[]): Promise<Sorted> {
  const firsts = new Map<string, RequestRecord>();
  for (const record of ordered) {
    const key = keyOf(record);
    if (!firsts.has(key)) firsts.set(key, record);
  }
  const claims = [...firsts.values()];
  const fresh = new Set<string>();
  if (claims.length > 0) {
    const { rows } = await trx.executeQuery<{ user_id: number; request_id: string }>(
      CompiledQuery.raw(CLAIM_KEYS, [
        claims.map((r) => r.userId),
        claims.map((r) => r.requestId),
        claims.map((r) => r.requestedAt),
        claims.map((r) => r.contentHash ?? null),
      ]),
    );
    for (const row of rows) fresh.add(`${row.user_id}|${row.request_id}`);
  }
  const stored = ordered.filter((record) => {
    const key = keyOf(record);
    return fresh.has(key) && firsts.get(key) === record;
  });
  const held: Held = new Map(stored.map((record) => [keyOf(record), record.contentHash ?? null]));
  const taken = claims.filter((record) => !fresh.has(keyOf(record)));
  if (taken.length > 0) {
    const { rows } = await trx.executeQuery<{
      user_id: number;
      request_id: string;
      content_hash: string | null;
    }>(CompiledQuery.raw(HELD_HASHES, [taken.map((r) => r.userId), taken.map((r) => r.requestId)]));
    for (const row of rows) held.set(`${row.user_id}|${row.request_id}`, row.content_hash);
  }
  return sortedOut(ordered, stored, held);
}
