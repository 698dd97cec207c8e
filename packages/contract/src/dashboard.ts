import { z } from 'zod';
import { success } from './common.js';

/** Counts of requests over some period, from the daily usage. */
export const UsageCounts = z.object({
  requests: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  billable: z.number().int(),
  amountMinor: z.number().int(),
});
export type UsageCounts = z.infer<typeof UsageCounts>;

export const DayCounts = UsageCounts.extend({ day: z.string() });
export type DayCounts = z.infer<typeof DayCounts>;

/** A service, partner or user with its counts. */
export const RankedCounts = UsageCounts.extend({
  id: z.number().int(),
  name: z.string(),
});
export type RankedCounts = z.infer<typeof RankedCounts>;

/**
 * Whom the "by account" rankings group by: an admin sees partners (a user without a partner
 * counts as its own account), a partner its users, anybody else itself.
 */
export const AccountKind = z.enum(['partner', 'user']);
export type AccountKind = z.infer<typeof AccountKind>;

/** The prepaid packages open today in the scope: requests bought, used, and left. */
export const PackageBalance = z.object({
  packages: z.number().int(),
  quota: z.number().int(),
  used: z.number().int(),
  /** What the packages still cover. */
  remaining: z.number().int(),
});
export type PackageBalance = z.infer<typeof PackageBalance>;

export const Dashboard = z.object({
  /** The business day (in the provider's time zone) the figures are counted up to. */
  today: z.string(),
  currency: z.string(),
  todayCounts: UsageCounts,
  monthCounts: UsageCounts,
  /** The last 30 days, oldest first, days without requests included as zeros. */
  days: z.array(DayCounts),
  topServices: z.array(RankedCounts),
  accountKind: AccountKind,
  topAccounts: z.array(RankedCounts),
  packages: PackageBalance,
});
export type Dashboard = z.infer<typeof Dashboard>;
export const DashboardResponse = success(Dashboard);

export const CHART_PERIODS = [7, 30, 90] as const;
/** The register is read for the hours of the day over this many last days at most. */
export const HOURLY_MAX_DAYS = 7;

export const ChartsQuery = z.object({
  days: z.coerce.number().int().pipe(z.literal(CHART_PERIODS)).default(30),
});

export const HourCounts = z.object({
  hour: z.number().int().min(0).max(23),
  requests: z.number().int(),
  failed: z.number().int(),
});
export type HourCounts = z.infer<typeof HourCounts>;

export const Charts = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(DayCounts),
  byService: z.array(RankedCounts),
  accountKind: AccountKind,
  byAccount: z.array(RankedCounts),
  /** Requests by hour of the day (provider's time zone) over `hourlyFrom`..`to`. */
  hourlyFrom: z.string(),
  byHour: z.array(HourCounts),
});
export type Charts = z.infer<typeof Charts>;
export const ChartsResponse = success(Charts);

export const CalendarQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});

export const CalendarEventKind = z.enum([
  'tariffEnds',
  'packageEnds',
  'assignmentEnds',
  'closingDue',
  'monthClosed',
  'documents',
]);
export type CalendarEventKind = z.infer<typeof CalendarEventKind>;

export const CalendarEvent = z.object({
  day: z.string(),
  kind: CalendarEventKind,
  /**
   * What it is about: a tariff's or a service's name; for month closings and documents the
   * month they concern, `YYYY-MM` (the client words it).
   */
  title: z.string(),
  /** Whose it is (a package's or an assignment's user, documents' company), when somebody's. */
  owner: z.string().nullable(),
  /** How many (documents made), when it counts something. */
  count: z.number().int().nullable(),
  /** Where the screen that manages it is, as ids the client turns into a path. */
  ref: z.object({
    tariffId: z.number().int().optional(),
    userId: z.number().int().optional(),
    serviceId: z.number().int().optional(),
  }),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;
export const CalendarResponse = success(z.array(CalendarEvent));
