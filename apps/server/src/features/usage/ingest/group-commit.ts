import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import { isDatabaseUnavailable } from '../../../core/db/errors.js';
import type { BatchFacts, RecordedRequest, RecordOutcome, RequestRecord } from './types.js';
import type { BatchReceipt } from './batch-receipts.js';

/** What one transaction recorded of the records it was given. */
export interface MergedOutcome {
  /** The records stored, in the order priced, with what `accepted` says of each (same index). */
  stored: RequestRecord[];
  accepted: RecordOutcome['accepted'];
  exhausted: RecordOutcome['exhausted'];
  /** Records not stored because their request id was recorded with other content. */
  conflicts?: ReadonlySet<RequestRecord>;
}

/** One batch of a transaction: its records, and the receipt to write with them (if any). */
export interface Batch {
  records: RequestRecord[];
  known: BatchFacts | undefined;
  receipt: BatchReceipt | undefined;
}

type RecordInOneTransaction = (
  records: RequestRecord[],
  known: BatchFacts | undefined,
  batches: readonly Batch[],
) => Promise<MergedOutcome>;

interface Waiting extends Batch {
  resolve: (outcome: RecordOutcome) => void;
  reject: (error: unknown) => void;
}

/** The most records one transaction takes from batches that waited (each batch holds ≤ 1000). */
const MAX_MERGED_RECORDS = 5000;

/**
 * Group commit of one partner's circle (the partner and its users). Pricing locks the circle's
 * volume and package rows, so its batches record one after the other whatever we do; waiting for
 * that lock inside a transaction would hold a database connection each, and leave the process's
 * other requests without. So a process runs one transaction per circle at a time, and the batches
 * that arrived meanwhile go into the next one together: fewer, larger transactions, each batch
 * told only of its own records. Across processes the rows' lock still decides.
 */
export class GroupCommit {
  private readonly queues = new Map<string, Waiting[]>();

  constructor(private readonly recordInOneTransaction: RecordInOneTransaction) {}

  /** Records a batch (in time order) with others of its circles, once theirs are committed. */
  record(
    circles: number[],
    records: RequestRecord[],
    known: BatchFacts | undefined,
    receipt?: BatchReceipt,
  ): Promise<RecordOutcome> {
    const key = [...new Set(circles)].sort((a, b) => a - b).join(',');
    return new Promise((resolve, reject) => {
      const waiting = { records, known, receipt, resolve, reject };
      const queue = this.queues.get(key);
      if (queue) queue.push(waiting);
      else {
        this.queues.set(key, [waiting]);
        void this.drain(key);
      }
    });
  }

  private async drain(key: string): Promise<void> {
    const queue = this.queues.get(key)!;
    while (queue.length > 0) {
      let size = queue[0]!.records.length;
      let count = 1;
      while (count < queue.length && size + queue[count]!.records.length <= MAX_MERGED_RECORDS)
        size += queue[count++]!.records.length;
      await this.recordTogether(queue.splice(0, count));
    }
    this.queues.delete(key);
  }

  private async recordTogether(batches: Waiting[]): Promise<void> {
    try {
      const merged = await this.recordInOneTransaction(
        batches.length === 1 ? batches[0]!.records : inTimeOrder(batches.flatMap((b) => b.records)),
        mergedFacts(batches),
        batches,
      );
      sharesOf(batches, merged).forEach((share, i) => batches[i]!.resolve(share));
    } catch (error) {
      // A database out of reach fails them all alike (each would wait for it again, one by one);
      // anything else may be one batch's fault, not the others': each is tried again alone.
      if (batches.length === 1 || isDatabaseUnavailable(error))
        return batches.forEach((batch) => batch.reject(error));
      for (const batch of batches) await this.recordTogether([batch]);
    }
  }
}

/** Each batch's share of a merged outcome; the packages used up are announced once, by the first. */
export function sharesOf(batches: readonly Batch[], merged: MergedOutcome): RecordOutcome[] {
  // One pass over each batch's records (a profile of the server showed three, about a
  // millisecond a batch of 1000): each one accepted, refused as a conflict or a duplicate.
  const accepted = new Map<RequestRecord, RecordedRequest>();
  for (let i = 0; i < merged.stored.length; i += 1)
    accepted.set(merged.stored[i]!, merged.accepted[i]!);
  const conflicts = merged.conflicts;
  return batches.map((batch, i) => {
    const share: RecordOutcome = {
      accepted: [],
      duplicates: [],
      conflicts: [],
      exhausted: i === 0 ? merged.exhausted : [],
    };
    for (const record of batch.records) {
      const recorded = accepted.get(record);
      if (recorded !== undefined) share.accepted.push(recorded);
      else if (conflicts?.has(record)) share.conflicts.push(record);
      else share.duplicates.push(record.requestId);
    }
    return share;
  });
}

function mergedFacts(batches: readonly Batch[]): BatchFacts | undefined {
  if (batches.some((batch) => !batch.known)) return undefined; // read in the transaction then
  return {
    parentOf: new Map(batches.flatMap((b) => [...b.known!.parentOf])),
    billableOutcomes: new Map(batches.flatMap((b) => [...b.known!.billableOutcomes])),
  };
}

export const inTimeOrder = (records: RequestRecord[]): RequestRecord[] =>
  records.sort((a, b) =>
    a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0,
  );

const combiners = new WeakMap<Kysely<Database>, WeakMap<Calendar, GroupCommit>>();

/** The group commit of a database's batches, days counted in a calendar: one per process. */
export function groupCommitOf(
  db: Kysely<Database>,
  calendar: Calendar,
  make: () => GroupCommit,
): GroupCommit {
  let ofDb = combiners.get(db);
  if (!ofDb) combiners.set(db, (ofDb = new WeakMap()));
  let combiner = ofDb.get(calendar);
  if (!combiner) ofDb.set(calendar, (combiner = make()));
  return combiner;
}
