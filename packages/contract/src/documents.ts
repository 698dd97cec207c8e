import { z } from 'zod';
import { PathId, page, pageQuery, success } from './common.js';
import { MessageKey } from './messages.js';
import { IsoDay, DATE_RANGE_RULE } from './date-range.js';
import { MonthQuery, RegisterOutcome } from './usage.js';

/** Spec section 9: the client asks again while the export is pending, this often. */
export const CSV_RETRY = { attempts: 30, intervalMs: 10_000 } as const;
/**
 * Told on the requester's own channel (`userChannel`) when one of its exports is settled (its file
 * is ready, or the job failed): a client waiting between two asks asks again at once.
 */
export const EXPORT_SETTLED_EVENT = 'ExportSettled';
export const ExportSettledEvent = z.object({ exportId: z.number().int() });
export type ExportSettledEvent = z.infer<typeof ExportSettledEvent>;
/** Spec section 9: rows per part of a large export; the part number is `offset / limit + 1`. */
export const CSV_CHUNK_ROWS = 100_000;

export const DocumentKind = z.enum(['service-report', 'application1', 'export', 'upload']);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** One stored file of a partner: a generated report, an Application 1, an export or an upload. */
export const DocumentSummary = z.object({
  id: z.number().int(),
  kind: DocumentKind,
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The period the document covers (a month, or an export's range), as local days. */
  periodStart: z.string(),
  periodEnd: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  /** The partner the document belongs to, and the user whose data it holds. */
  ownerId: z.number().int(),
  ownerName: z.string(),
  subjectId: z.number().int(),
  subjectLogin: z.string(),
  /** Made by closing the month: final, numbered, never made again silently. */
  closing: z.boolean(),
  createdAt: z.string(),
  /** The file's SHA-256 (hex), to check a copy against. */
  sha256: z.string().nullable(),
  /** A final document's number (`2026-0007`), version, and why it was issued again. */
  number: z.string().nullable(),
  version: z.number().int(),
  reason: z.string().nullable(),
  /** A newer version replaced it (kept, and shown, so that both can be compared). */
  superseded: z.boolean(),
  /**
   * Preliminary: a report or Application 1 made while its month was open (kept on request), whose
   * PDF carries the «ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ» mark; only closing makes final ones. Uploads and
   * exports are never drafts.
   */
  draft: z.boolean(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

const documentSort = ['createdAt', 'period', 'kind', 'size', 'title'] as const;

export const DocumentsQuery = pageQuery(documentSort).extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type DocumentsQuery = z.output<typeof DocumentsQuery>;

/** invoicesPartners: every partner's documents of one month (spec: currentMonth, currentYear). */
export const AllDocumentsQuery = pageQuery(documentSort).extend({
  currentMonth: MonthQuery.shape.month,
  currentYear: MonthQuery.shape.year,
});
export type AllDocumentsQuery = z.output<typeof AllDocumentsQuery>;

export const DocumentsPage = page(DocumentSummary);
export const DocumentResponse = success(DocumentSummary);

/** `/api/requests/download[-chunk]/{userId}/{serviceId}/{startDate}/{endDate}`: local days, inclusive. */
export const ExportParams = z
  .object({
    userId: PathId,
    serviceId: PathId,
    startDate: IsoDay,
    endDate: IsoDay,
  })
  .describe(DATE_RANGE_RULE);
export type ExportParams = z.infer<typeof ExportParams>;

export const ExportState = z.enum(['queued', 'running', 'failed']);
export type ExportState = z.infer<typeof ExportState>;

/** The export's answer until its file is ready (then the answer is the CSV itself). */
export const ExportPending = z.object({
  success: z.literal(false),
  status: ExportState,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  message: z.string(),
  /** Rows the export holds; a range above `chunkSize` rows may be fetched in parts instead. */
  total: z.number().int(),
  /**
   * Rows written to the file so far (recorded about once a second while it is made); 0 when a
   * server of before this field leaves it out.
   */
  rowsWritten: z.number().int().min(0).default(0),
  chunkSize: z.number().int(),
});
export type ExportPending = z.infer<typeof ExportPending>;

/** Which requests of the range an export holds: all, or those of one outcome (as the register shows). */
export const ExportQuery = z.object({ status: RegisterOutcome.optional() });

/**
 * An export's file name (spec section 9): `requests_{startDate}_{endDate}.csv`; an export of one
 * outcome says which (`requests_…_error.csv`), and a part adds `_part{N}`, N = offset / limit + 1.
 * The server names its files so; the client names a file so when an answer names none.
 */
export const exportFileName = (range: {
  startDate: string;
  endDate: string;
  outcome?: RegisterOutcome | null;
  part?: number;
}) =>
  `requests_${range.startDate}_${range.endDate}${range.outcome ? `_${range.outcome}` : ''}${range.part === undefined ? '' : `_part${range.part}`}.csv`;

export const ExportChunkQuery = ExportQuery.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(CSV_CHUNK_ROWS).default(CSV_CHUNK_ROWS),
});

/** `/api/reports/{userId}/{serviceId}/{year}/{month}/download/`. */
export const ServiceReportParams = z.object({
  userId: PathId,
  serviceId: PathId,
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/** `/api/reports/application1/{partnerId}/{year}/{month}/`; any query (a cache-buster) is ignored. */
export const Application1Params = z.object({
  partnerId: PathId,
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export const ClosingState = z.enum(['running', 'done', 'failed']);

/** A closed month: each partner's Application 1 and per-service reports, made once. */
export const MonthClosing = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Why the month's documents were issued again (null: closed once). */
  reason: z.string().nullable(),
  status: ClosingState,
  progress: z.number().int().min(0).max(100),
  documents: z.number().int(),
  message: z.string().nullable(),
  closedAt: z.string(),
  closedBy: z.string().nullable(),
});
export type MonthClosing = z.infer<typeof MonthClosing>;

export const MonthClosingsResponse = success(z.array(MonthClosing)).extend({
  /** Days after a month's end before it may be closed (late records still count in it). */
  meta: z.object({ graceDays: z.number().int() }),
});

/**
 * What closing a month would issue now, for the screen to confirm first: the partners billed in it
 * and the final documents they would get (each partner's Application 1 and per-service reports,
 * and its users' own reports), with the month's closing as it stands, if one was ever started.
 */
export const ClosingPreview = z.object({
  year: z.number().int(),
  month: z.number().int(),
  partners: z.number().int().min(0),
  documents: z.number().int().min(0),
  /** The first day the month may be closed (its end plus the grace period), a local day. */
  closableFrom: IsoDay,
  closing: MonthClosing.nullable(),
});
export type ClosingPreview = z.infer<typeof ClosingPreview>;

export const ClosingPreviewResponse = success(ClosingPreview);

/** Closing a closed month again needs `replace: true` (the screen asks first). */
/**
 * Closing a month; `replace` issues a closed month's documents again, as new versions that
 * supersede the old ones (which are kept), and then needs the `reason`.
 */
export const CloseMonthInput = z
  .strictObject({
    year: z.number().int().min(2000).max(2100),
    month: z.number().int().min(1).max(12),
    replace: z.boolean().default(false),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((input) => !input.replace || input.reason.length >= 3, {
    error: MessageKey.reissueReasonRequired,
    path: ['reason'],
  })
  .describe(
    '`year` and `month` must name a month that has ended (else 422 on `month`); with `replace`, `reason` needs at least 3 characters.',
  );
export type CloseMonthInput = z.input<typeof CloseMonthInput>;

export const MonthClosingResponse = success(MonthClosing);

/** One disagreement `verify-month` found between the register and what was made of it. */
export const MonthDifference = z.object({
  /**
   * What disagrees: daily usage, charges, or a final document, with the register or the charges;
   * or a partner's statement re-priced from the register (per service, `day` null).
   */
  check: z.enum(['daily-usage', 'charges', 'document', 'statement']),
  userId: z.number().int().nullable(),
  /** The user's login and the service's name, for people reading the list. */
  userLogin: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  day: z.string().nullable(),
  field: z.string(),
  expected: z.number(),
  actual: z.number(),
});
export type MonthDifference = z.infer<typeof MonthDifference>;

/** A month recomputed from the register: what was compared, and every difference. */
export const MonthVerification = z.object({
  year: z.number().int(),
  month: z.number().int(),
  requests: z.number().int(),
  days: z.number().int(),
  documents: z.number().int(),
  /** Partners' statements recomputed from the register (open and closed months alike). */
  statements: z.number().int().default(0),
  differences: z.array(MonthDifference),
});
export type MonthVerification = z.infer<typeof MonthVerification>;
export const MonthVerificationResponse = success(MonthVerification);

/** The form fields of an upload (multipart, with one `file`). */
export const UploadDocumentFields = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  title: z.string().trim().min(1, { error: MessageKey.documentTitleRequired }).max(200),
});
export type UploadDocumentFields = z.input<typeof UploadDocumentFields>;

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The upload's whole multipart form as the API document states it: the fields and the file. */
export const UploadDocumentForm = UploadDocumentFields.extend({
  file: z.file().max(MAX_UPLOAD_BYTES),
});
