import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery, success } from './common.js';
import { MessageKey } from './messages.js';
import { IsoDay, DATE_RANGE_RULE } from './date-range.js';
import { ReportContext, ReportService, ServiceReportContext } from './report-context.js';
import { MonthState } from './statements.js';
import { BillableOutcomes } from './services.js';
import { instantOf } from './instant.js';

export const MAX_INGEST_BATCH = 1000;
export const MAX_PAYLOAD_CHARS = 16_384;
/**
 * A record's time must be plausible: at most this many days before the server's clock (late usage,
 * a closed month's included, still arrives) and at most this many minutes after it (clock skew).
 */
export const INGEST_MAX_AGE_DAYS = 400;
export const INGEST_MAX_AHEAD_MINUTES = 60;
/** Whatever the clock says, a time outside these years is refused by the schema itself. */
const EARLIEST_RECORD = Date.UTC(2000, 0, 1);
const LATEST_RECORD = Date.UTC(2100, 0, 1);

/** One request record sent by an integrator. */
export const IngestRecord = z.strictObject({
  requestId: z.string().trim().min(1).max(100),
  userId: z.number().int().positive().max(MAX_ROW_ID),
  serviceCode: z.string().trim().min(1).max(64),
  time: z.iso
    .datetime({ offset: true, error: MessageKey.timeInvalid, abort: true })
    .refine((time) => isPlausibleTime(instantOf(time)), { error: MessageKey.timeOutsideWindow }),
  status: z.enum(['success', 'error']),
  httpStatus: z.number().int().min(100).max(599),
  durationMs: z.number().int().min(0).max(3_600_000),
  subject: z.string().max(255).default(''),
  requestPayload: z
    .string()
    .max(MAX_PAYLOAD_CHARS, { error: MessageKey.payloadTooLong })
    .default(''),
  responsePayload: z
    .string()
    .max(MAX_PAYLOAD_CHARS, { error: MessageKey.payloadTooLong })
    .default(''),
});
export type IngestRecord = z.input<typeof IngestRecord>;

/** Within the years the schema admits, and, given the server's clock, within the ingestion window. */
export function isPlausibleTime(ms: number, now?: number): boolean {
  if (!(ms >= EARLIEST_RECORD && ms < LATEST_RECORD)) return false;
  if (now === undefined) return true;
  return (
    ms >= now - INGEST_MAX_AGE_DAYS * 86_400_000 && ms <= now + INGEST_MAX_AHEAD_MINUTES * 60_000
  );
}

/** Records are checked one by one, so that one bad record does not hide the others' fate. */
export const IngestBatch = z.strictObject({
  records: z.array(z.unknown()).min(1).max(MAX_INGEST_BATCH, { error: MessageKey.batchTooLarge }),
});

export const IngestResult = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
  duplicates: z.array(z.string()),
  invalid: z.array(
    z.object({
      index: z.number().int(),
      requestId: z.string().nullable(),
      errors: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type IngestResult = z.infer<typeof IngestResult>;

const currentYear = () => new Date().getUTCFullYear();
const currentMonth = () => new Date().getUTCMonth() + 1;

/** Month and year of a report; the current ones by default. */
export const MonthQuery = z.object({
  month: z.coerce.number().int().min(1).max(12).default(currentMonth),
  year: z.coerce.number().int().min(2000).max(2100).default(currentYear),
});

/** Every count a report shows is a column it sorts by, under its own name. */
const COUNT_COLUMNS = [
  'requests',
  'successful',
  'failed',
  'billable',
  'paid',
  'covered',
  'notBillable',
  'amountMinor',
] as const;

/** `amount` is the older name of `amountMinor`, still taken. */
export const ReportsQuery = pageQuery([
  'serviceName',
  'serviceCode',
  ...COUNT_COLUMNS,
  'netMinor',
  'vatMinor',
  'amount',
]).extend(MonthQuery.shape);
export const DailyReportQuery = pageQuery(['day', ...COUNT_COLUMNS]).extend(MonthQuery.shape);

const counts = {
  requests: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  /** Billable requests: `paid` (not covered by a package) plus `covered` (by one). */
  billable: z.number().int(),
  paid: z.number().int(),
  covered: z.number().int(),
  notBillable: z.number().int(),
  /** The prices the register charged, as the tariffs state them (with or without VAT). */
  amountMinor: z.number().int(),
};

/** A service's month as its statement bills it (a draft until the month is closed). */
const billed = {
  ...counts,
  /** What the statement's lines of the service add up to: before VAT, VAT, and with VAT. */
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  amountMinor: z.number().int(),
};

export const ServiceUsageRow = z.object({
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  currency: z.string(),
  ...billed,
});
export type ServiceUsageRow = z.infer<typeof ServiceUsageRow>;

export const DailyUsageRow = z.object({ day: z.string(), ...counts });
export type DailyUsageRow = z.infer<typeof DailyUsageRow>;

export const UsageTotals = z.object(counts);
/** The reports list's totals: `amountMinor` is the month's statement total (Application 1's). */
export const BilledTotals = z.object(billed);

/**
 * Requests of one month that another month's statement bills: recorded after their own month's
 * closing had started, they are a correction in the first open month after it.
 */
export const MovedUsage = z.object({
  /** `YYYY-MM` of the requests' days. */
  usageMonth: z.string(),
  /** `YYYY-MM` of the statement that bills them. */
  billedMonth: z.string(),
  requests: z.number().int(),
  /** What that statement's correction lines of them add up to, VAT included. */
  amountMinor: z.number().int(),
});
export type MovedUsage = z.infer<typeof MovedUsage>;

const moved = {
  /** The month's requests billed in a later month: apart from the rows and totals. */
  late: z.array(MovedUsage),
  /** Earlier months' late requests this month's statement bills (its correction lines). */
  corrections: z.array(MovedUsage),
};

/** The totals are the statement's: its corrections of earlier months are in them. */
export const ReportsPage = page(ServiceUsageRow).extend({
  totals: BilledTotals,
  context: ReportContext,
  period: MonthState,
  ...moved,
});
/** The days and totals of the month's own statement: neither late requests nor corrections. */
export const DailyReportPage = page(DailyUsageRow).extend({
  totals: UsageTotals,
  service: ReportService,
  context: ServiceReportContext,
  period: MonthState,
  ...moved,
});

/**
 * Which requests of the register a filter keeps: those that succeeded, those that failed, or the
 * billable ones (whatever their outcome: a service may bill some failures).
 */
export const RegisterOutcome = z.enum(['success', 'error', 'billable']);
export type RegisterOutcome = z.infer<typeof RegisterOutcome>;

/** The register's filtered range at a glance: every matching request, not only the page's. */
export const RegisterTotals = z.object({
  requests: z.number().int(),
  /** Requests the service bills, those covered by a package included (paid = billable − covered). */
  billable: z.number().int(),
  /** Billable requests a package covered (they cost nothing). */
  covered: z.number().int(),
  /** The sum of the requests' own amounts (before VAT, as each was priced when recorded). */
  amountMinor: z.number().int(),
});
export type RegisterTotals = z.infer<typeof RegisterTotals>;

/** What a search matched: a request id, the start of subjects, both, or nothing. */
export const RegisterMatch = z.enum(['requestId', 'subject', 'both']).nullable();
export type RegisterMatch = z.infer<typeof RegisterMatch>;

export const RegisterQuery = pageQuery([
  'requestedAt',
  'status',
  'httpStatus',
  'durationMs',
  'amount',
])
  .extend({
    startDate: IsoDay.optional(),
    endDate: IsoDay.optional(),
    filterInput: z.string().trim().max(255).optional(),
    status: RegisterOutcome.optional(),
  })
  .describe(DATE_RANGE_RULE);
export type RegisterQuery = z.output<typeof RegisterQuery>;

export const RegisterRow = z.object({
  id: z.number().int(),
  requestId: z.string(),
  userId: z.number().int(),
  requestedAt: z.string(),
  status: z.enum(['success', 'error']),
  httpStatus: z.number().int(),
  durationMs: z.number().int(),
  subject: z.string(),
  billable: z.boolean(),
  amountMinor: z.number().int(),
  coveredByPackage: z.boolean(),
  /** Recorded after its month's closing started: billed in a later month, as a correction. */
  late: z.boolean(),
});
export type RegisterRow = z.infer<typeof RegisterRow>;

export const RegisterPage = page(RegisterRow).extend({
  context: ServiceReportContext,
  totals: RegisterTotals,
  /** Set when the query searched (`filterInput`). */
  matchedBy: RegisterMatch.optional(),
});

export const RequestDetail = RegisterRow.extend({
  serviceId: z.number().int(),
  /** The service's billing rule: why the request is paid for, or not. */
  billableOutcomes: BillableOutcomes,
  requestPayload: z.string(),
  responsePayload: z.string(),
});
export const RequestDetailQuery = z.object({ requestId: z.string().trim().min(1).max(100) });
export const RequestDetailResponse = success(RequestDetail);

/** The register across every user the caller reaches (an admin: all partners'). */
export const RegisterAllQuery = pageQuery(['requestedAt', 'durationMs', 'amount'])
  .extend({
    startDate: IsoDay.optional(),
    endDate: IsoDay.optional(),
    filterInput: z.string().trim().max(255).optional(),
    serviceId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    status: RegisterOutcome.optional(),
  })
  .describe(DATE_RANGE_RULE);
export type RegisterAllQuery = z.output<typeof RegisterAllQuery>;

export const RegisterAllRow = RegisterRow.extend({
  /** The business day (provider's time zone) the request belongs to. */
  day: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  userLogin: z.string(),
  /** The company of the user's partner (or the partner's own). */
  company: z.string().nullable(),
});
export type RegisterAllRow = z.infer<typeof RegisterAllRow>;

export const RegisterAllPage = page(RegisterAllRow);
