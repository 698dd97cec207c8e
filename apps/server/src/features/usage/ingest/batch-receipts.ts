import type { Transaction } from 'kysely';
import type { Database, IngestReceiptsTable } from '../../../core/db/schema.js';
import type { Refusal } from './types.js';
import { addRefusals, rejectedOnReceipt, type Keeping, type Sender } from './receipts.js';
import type { RequestRecord } from './types.js';

/**
 * What a batch's receipt needs, handed down to the transaction that stores its records, so that
 * the receipt is written in it: no fault can come between a batch's records and its receipt.
 */
export interface BatchReceipt {
  /** The provider's day the batch counts in, and the instant its refusals are kept at. */
  day: string;
  at: Date;
  sender: Sender;
  /** How much of its refused records is kept. */
  keeping: Keeping;
  /** Its records refused before recording (their shape, user, service, time). */
  refused: readonly Refusal[];
  /** The refusal of one of its records whose request id was recorded with other content. */
  conflict: (record: RequestRecord) => Refusal;
}

/** What one transaction made of its records: those stored, those refused as conflicts. */
export interface Recorded {
  stored: ReadonlySet<RequestRecord>;
  conflicts: ReadonlySet<RequestRecord>;
}

type Receipted = ReadonlyArray<{ records: RequestRecord[]; receipt: BatchReceipt | undefined }>;

export type ReceiptRow = Omit<IngestReceiptsTable, 'api_key_id'> & { api_key_id: number };

/** A receipt's row: its sender, day and API key (0: a session). */
const receiptKey = ({ sender, day }: BatchReceipt) =>
  `${sender.userId}|${day}|${sender.apiKeyId ?? 0}`;

/** All of a batch's refusals in the order sent: those of intake and its conflicts. */
export const refusalsOf = (
  receipt: BatchReceipt,
  conflicts: readonly RequestRecord[],
): Refusal[] =>
  conflicts.length === 0
    ? [...receipt.refused]
    : [...receipt.refused, ...conflicts.map(receipt.conflict)].sort((a, b) => a.index - b.index);

const conflictsOf = (records: RequestRecord[], { conflicts }: Recorded) =>
  conflicts.size === 0 ? [] : records.filter((record) => conflicts.has(record));

/**
 * The receipts' rows of the batches of one transaction, one per sender, day and API key (one
 * upsert cannot touch a row twice), in key order so that two transactions lock them alike.
 */
export function receiptRows(batches: Receipted, recorded: Recorded): ReceiptRow[] {
  const rows = new Map<string, ReceiptRow>();
  for (const { records, receipt } of batches) {
    if (!receipt) continue;
    const apiKeyId = receipt.sender.apiKeyId ?? 0;
    const key = receiptKey(receipt);
    const row = rows.get(key) ?? {
      day: receipt.day,
      user_id: receipt.sender.userId,
      api_key_id: apiKeyId,
      accepted: 0,
      duplicates: 0,
      rejected: 0,
    };
    const accepted = records.filter((record) => recorded.stored.has(record)).length;
    const conflicts = conflictsOf(records, recorded).length;
    row.accepted += accepted;
    row.duplicates += records.length - accepted - conflicts;
    row.rejected += receipt.refused.length + conflicts;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.user_id - b.user_id ||
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      a.api_key_id - b.api_key_id,
  );
}

/**
 * Keeps the refusals of the batches that have any, after the receipts' counts were written with
 * the counters. A sender's day keeps only so many: what its receipt counted before this
 * transaction is read from the receipt's row, which this transaction now holds locked, so
 * concurrent transactions keep to the cap exactly.
 */
export async function keepRefusals(
  trx: Transaction<Database>,
  batches: Receipted,
  recorded: Recorded,
): Promise<void> {
  const refused = batches.flatMap(({ records, receipt }) => {
    if (!receipt) return [];
    const invalid = refusalsOf(receipt, conflictsOf(records, recorded));
    return invalid.length > 0 ? [{ receipt, invalid, key: receiptKey(receipt) }] : [];
  });
  const ofThisTransaction = new Map<string, number>();
  for (const { key, invalid } of refused)
    ofThisTransaction.set(key, (ofThisTransaction.get(key) ?? 0) + invalid.length);
  const before = new Map<string, number>();
  for (const { receipt, invalid, key } of refused) {
    if (!before.has(key)) {
      const counted = await rejectedOnReceipt(trx, receipt.day, receipt.sender);
      before.set(key, counted - ofThisTransaction.get(key)!);
    }
    const { day, at, sender, keeping } = receipt;
    await addRefusals(trx, day, at, sender, { invalid }, keeping, before.get(key)!);
    before.set(key, before.get(key)! + invalid.length);
  }
}
