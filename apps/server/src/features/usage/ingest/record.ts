import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { isUniqueViolation } from '../../../core/db/errors.js';
import { billedMonthResolver, ChargeSums } from './charges.js';
import { loadPricingContext } from './pricing-context.js';
import { registerRowWriter } from '../../../core/db/register-writers.js';
import { addToCounters } from './counters.js';
import { claimKeys, withoutDuplicates } from './duplicates.js';
import { dayResolver, DailySums, HourlySums } from './sums.js';
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
      await addToCounters(trx, {
        usage: [],
        hours: [],
        volumes: [],
        packages: [],
        charges: [],
        receipts,
      });
    return;
  }
  const dayOf = dayResolver(calendar);
  const days = ordered.map((r) => dayOf(r.requestedAt));
  const [context, billedMonthOf] = await Promise.all([
    loadPricingContext(trx, ordered, days, known),
    billedMonthResolver(trx),
  ]);
  const daily = new DailySums();
  const hourly = new HourlySums();
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
    hourly.add(record);
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
    hours: hourly.rows(),
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
