import { z } from 'zod';
import { MAX_ROW_ID, success } from './common.js';
import { IsoDay } from './date-range.js';

/**
 * `GET /api/usage/forecast`: whose (the caller by default; `everybody`, the provider's staff only:
 * every account's usage together), and which month (the current one in the provider's time zone
 * by default).
 */
export const ForecastQuery = z
  .object({
    userId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    everybody: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
  })
  .describe(
    'A month that has not begun in the provider’s time zone is refused (422 on `month`); a past month answers its actual figures. `everybody` with `userId` is refused (422 on `userId`); `everybody` is the provider’s staff’s only (403 for anyone else), and its answer’s `userId` is the caller’s.',
  );
export type ForecastQuery = z.infer<typeof ForecastQuery>;

/** A month-end figure: what is known so far, the expected value and its 80 % band. */
export const ForecastRange = z.object({
  soFar: z.number().int(),
  expected: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
});
export type ForecastRange = z.infer<typeof ForecastRange>;

/** What a forecast rests on, and the same in words in the caller's language. */
export const ForecastBasis = z.object({
  /** Complete days of the month it saw. */
  monthDays: z.number().int(),
  /** Days of earlier months it saw. */
  previousDays: z.number().int(),
  weekly: z.boolean(),
  trend: z.boolean(),
  text: z.string(),
});
export type ForecastBasis = z.infer<typeof ForecastBasis>;

/** One day of the chart: the actual requests of a day gone, the projected ones of a day ahead. */
export const ForecastDay = z.object({
  day: IsoDay,
  actual: z.number().int().nullable(),
  projected: z.number().int().nullable(),
});

/** The day a package is projected to be used up (its last covered request's day). */
export const PackageRunOut = z.object({ packageId: z.number().int(), day: IsoDay });

export const ServiceForecast = z.object({
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  requests: ForecastRange,
  /** Integer tiyn with VAT, priced as the month's statement would price that volume. */
  spendMinor: ForecastRange,
  packageRunsOut: PackageRunOut.nullable(),
  days: z.array(ForecastDay),
  basis: ForecastBasis,
});
export type ServiceForecast = z.infer<typeof ServiceForecast>;

/**
 * A month's forecast for a user (a partner: with its users). The totals' band adds the services'
 * bands (as if they moved together: wider than each alone); the spend's is priced at those volumes.
 */
export const Forecast = z.object({
  userId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  daysInMonth: z.number().int(),
  /** Complete days of the month so far (the whole month once it is over). */
  daysElapsed: z.number().int(),
  requests: ForecastRange,
  spendMinor: ForecastRange,
  services: z.array(ServiceForecast),
});
export type Forecast = z.infer<typeof Forecast>;
export const ForecastResponse = success(Forecast);
export type ForecastResponse = z.infer<typeof ForecastResponse>;
