import { z } from 'zod';
import { MessageKey } from './messages.js';

/** A local day, `YYYY-MM-DD`. */
export const IsoDay = z.iso.date({ error: MessageKey.dateInvalid });

/** A range of days may span at most this many days, so that one call cannot ask for years. */
export const MAX_RANGE_DAYS = 366;

/**
 * A range of local days, both inclusive: the end not before the start, at most `MAX_RANGE_DAYS`
 * apart. The registers, the register's exports and the forms that ask for them all take it.
 */
export const DateRange = z
  .object({ startDate: IsoDay, endDate: IsoDay })
  .refine((range) => range.endDate >= range.startDate, {
    path: ['endDate'],
    error: MessageKey.periodReversed,
    abort: true,
  })
  .refine(
    (range) =>
      Date.parse(range.endDate) - Date.parse(range.startDate) <= MAX_RANGE_DAYS * 86_400_000,
    { path: ['endDate'], error: MessageKey.periodTooLong },
  );
export type DateRange = z.infer<typeof DateRange>;
