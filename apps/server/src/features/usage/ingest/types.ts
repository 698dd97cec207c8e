import type { Insertable } from 'kysely';
import type { BillableOutcomes, IngestResult, RejectReason } from '@cabinet/contract';
import type { RequestsTable } from '../../../core/db/schema.js';
import type { UsageRequest } from '../../../core/usage-request.js';

/** The types that intake, pricing and insertion share (kept apart so that none imports another's). */

type Invalid = IngestResult['invalid'][number];

/** A refused record as the receipts keep it: the answer's entry, why in one word, what was sent. */
export interface Refusal extends Invalid {
  reason: RejectReason;
  record: unknown;
}

/** One request as a caller of a service made it. */
export interface RequestRecord extends UsageRequest {
  /** What tells a record sent again from another under its request id (`content-hash.ts`). */
  contentHash?: string;
}

/**
 * What pricing needs of a batch's users and services beyond the records: intake reads it to check
 * the records, and hands it on so that pricing does not read it again.
 */
export interface BatchFacts {
  parentOf: ReadonlyMap<number, number | null>;
  billableOutcomes: ReadonlyMap<number, BillableOutcomes>;
}

export interface RecordedRequest {
  requestId: string;
  amountMinor: number;
  packageId: number | null;
}

export interface RecordOutcome {
  accepted: RecordedRequest[];
  /** Request ids the user had recorded already with the same content: not stored again. */
  duplicates: string[];
  /** Records whose request id the user had recorded with other content: refused. */
  conflicts: RequestRecord[];
  /** Packages whose quota this batch used up (each once: a used-up package is not priced again). */
  exhausted: ExhaustedPackage[];
}

export interface ExhaustedPackage {
  packageId: number;
  userId: number;
  serviceId: number;
  quota: number;
}

export type RequestRow = Omit<Insertable<RequestsTable>, 'id'>;

export type { RowWriter } from '../../../core/db/register-writers.js';
