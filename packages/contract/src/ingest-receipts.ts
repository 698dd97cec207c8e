import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery, success } from './common.js';
import { DATE_RANGE_RULE, IsoDay } from './date-range.js';

/* What ingestion refused and why: the receipts of each day and the refused records themselves. */

/**
 * Why ingestion refused a record: its shape (`invalidRecord`, or the time or a payload named),
 * a time outside the window, a service or user it does not know, a user outside the caller's
 * scope, a request id repeated within the batch, a request id the user had recorded with other
 * content (`conflict`: the same content is a duplicate, not a refusal).
 */
export const REJECT_REASONS = [
  'invalidRecord',
  'timeInvalid',
  'timeOutsideWindow',
  'payloadTooLong',
  'unknownService',
  'unknownUser',
  'userOutOfScope',
  'duplicateInBatch',
  'conflict',
] as const;
export const RejectReason = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof RejectReason>;

/** Refused records of a day, counted by reason (reasons with none are left out). */
export const RejectedByReason = z.partialRecord(RejectReason, z.number().int());
export type RejectedByReason = z.infer<typeof RejectedByReason>;

/** A sender's day of ingestion: what its batches had accepted, answered as duplicates, refused. */
export const IngestReceipt = z.object({
  day: z.string(),
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  reasons: RejectedByReason,
});
export type IngestReceipt = z.infer<typeof IngestReceipt>;
export const IngestReceiptsQuery = z
  .object({
    startDate: IsoDay.optional(),
    endDate: IsoDay.optional(),
  })
  .describe(DATE_RANGE_RULE);
export const IngestReceiptsResponse = success(z.array(IngestReceipt));

/** The receipts of every sender in the caller's scope (staff: all; a partner: its circle). */
export const SenderReceiptsQuery = IngestReceiptsQuery.extend({
  senderId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
}).describe(DATE_RANGE_RULE);
export type SenderReceiptsQuery = z.infer<typeof SenderReceiptsQuery>;
/** One sender's (user and API key; `apiKeyId` 0: its session) receipt of a day. */
export const SenderReceipt = IngestReceipt.extend({
  senderId: z.number().int(),
  senderLogin: z.string().nullable(),
  apiKeyId: z.number().int(),
  apiKeyName: z.string().nullable(),
});
export type SenderReceipt = z.infer<typeof SenderReceipt>;
export const SenderReceiptsResponse = success(z.array(SenderReceipt));

export const REJECTION_SORT_COLUMNS = ['at', 'reason'] as const;
/** Filters of the refused records and of their CSV: a period of local days, a reason, a sender. */
export const RejectionsExportQuery = z
  .object({
    startDate: IsoDay.optional(),
    endDate: IsoDay.optional(),
    reason: RejectReason.optional(),
    senderId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  })
  .describe(DATE_RANGE_RULE);
export type RejectionFilters = z.infer<typeof RejectionsExportQuery>;
/**
 * The most refused records one page holds (`rowsPerPage=0` too): each is up to a few kilobytes
 * (an excerpt and its errors), so a page stays within half a megabyte.
 */
export const MAX_REJECTIONS_PER_PAGE = 50;
export const RejectionsQuery = pageQuery(REJECTION_SORT_COLUMNS, MAX_REJECTIONS_PER_PAGE)
  .extend(RejectionsExportQuery.shape)
  .describe(DATE_RANGE_RULE);
export type RejectionsQuery = z.input<typeof RejectionsQuery>;

/** A refused record, kept for REJECTED_RETENTION_DAYS: what was sent, by whom, and why not. */
export const Rejection = z.object({
  id: z.number().int(),
  at: z.string(),
  day: z.string(),
  senderId: z.number().int(),
  senderLogin: z.string().nullable(),
  apiKeyId: z.number().int(),
  index: z.number().int(),
  requestId: z.string().nullable(),
  reason: RejectReason,
  errors: z.record(z.string(), z.array(z.string())),
  /** An excerpt of the record as sent (JSON): its first REJECTED_RECORD_EXCERPT_CHARS characters. */
  record: z.string(),
  /** The record sent was longer than its excerpt. */
  recordCut: z.boolean(),
});
export type Rejection = z.infer<typeof Rejection>;
export const RejectionsPage = page(Rejection);
export type RejectionsPage = z.infer<typeof RejectionsPage>;
/** The most characters REJECTED_RECORD_EXCERPT_CHARS may keep of a refused record. */
export const MAX_KEPT_RECORD_CHARS = 40_000;
