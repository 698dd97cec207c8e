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

/** The DateRange rule as the API document states it for the calls that hold a range to it. */
export const DATE_RANGE_RULE = `\`startDate\` and \`endDate\` are local days: \`endDate\` must not be before \`startDate\`, nor more than ${MAX_RANGE_DAYS} days after it (a missing one is taken as the default period’s end or start first); otherwise 422 on \`endDate\`.`;
