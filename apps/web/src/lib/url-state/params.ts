import { isIsoDay, MAX_YEAR, MIN_YEAR, type MonthRef } from '../dates';

/** New values of search parameters: `null` removes one, `undefined` leaves it as it is. */
export type ParamChanges = Record<string, string | null | undefined>;

/** A copy of `params` with `changes` applied; the other parameters stay. */
export function withParams(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else if (value !== undefined) next.set(key, value);
  }
  return next;
}

/** A whole number from min to max written in plain digits, else undefined. */
export function intParam(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** A real calendar day (YYYY-MM-DD), else undefined. */
export const dayParam = (value: string | null): string | undefined =>
  isIsoDay(value) ? value : undefined;

/** `?month=&year=`: the month, or undefined when either is absent or broken. */
export function monthParams(params: URLSearchParams): MonthRef | undefined {
  const month = intParam(params.get('month'), 1, 12);
  const year = intParam(params.get('year'), MIN_YEAR, MAX_YEAR);
  return month && year ? { year, month } : undefined;
}

/** A month written `YYYY-MM` (within the years the API accepts), else undefined. */
export function monthKeyParam(value: string | null): MonthRef | undefined {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const year = intParam(match[1]!, MIN_YEAR, MAX_YEAR);
  const month = intParam(match[2]!, 1, 12);
  return year && month ? { year, month } : undefined;
}

/** An id (plain digits) as it is written, else undefined. */
export const idParam = (value: string | null): string | undefined =>
  value !== null && /^\d{1,10}$/.test(value) ? value : undefined;

/** Any text; absent is undefined. */
export const textParam = (value: string | null): string | undefined => value ?? undefined;

/** One of `values`, else undefined. */
export const oneOfParam =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): T | undefined =>
    (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
