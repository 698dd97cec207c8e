import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, lastDayOfMonth } from 'date-fns';

/**
 * Business days in the provider's time zone: a request made at 23:30 in Almaty belongs to that
 * Almaty day, whatever UTC says. Days are `YYYY-MM-DD`, months `YYYY-MM`.
 */
export class Calendar {
  /** Zone offsets by quarter hour: zones only change offset on such boundaries. */
  private readonly offsets = new Map<number, number>();
  /**
   * Days' first instants, and the instants after them: every report, register page and batch asks
   * for a few, each a time zone lookup and date arithmetic otherwise.
   */
  private readonly starts = new Map<string, string>();
  private readonly ends = new Map<string, string>();

  constructor(readonly timeZone: string) {}

  dayOf(instant: string | Date): string {
    const ms = new Date(instant).getTime();
    return new Date(ms + this.offsetAt(ms)).toISOString().slice(0, 10);
  }

  /** The local wall-clock time of an instant, `YYYY-MM-DD HH:mm:ss` (for exports). */
  localTime(instant: string | Date): string {
    const ms = new Date(instant).getTime();
    const local = new Date(ms + this.offsetAt(ms)).toISOString();
    return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
  }

  /**
   * Splits [from, to) into spans over which the zone's offset stays the same (most ranges are one
   * span; a daylight-saving change makes two), each with its offset in minutes.
   */
  offsetSpans(from: string, to: string): { from: string; to: string; offsetMinutes: number }[] {
    const end = Date.parse(to);
    const spans: { from: string; to: string; offsetMinutes: number }[] = [];
    let start = Date.parse(from);
    while (start < end) {
      const offset = this.offsetAt(start);
      let step = start;
      // Walk a quarter hour at a time would be slow for a year: go by days, then narrow down.
      while (step < end && this.offsetAt(Math.min(step + DAY, end - 1)) === offset) step += DAY;
      let change = Math.min(step + DAY, end);
      if (step < end) {
        let low = step;
        while (change - low > QUARTER_HOUR) {
          const middle = low + Math.floor((change - low) / 2 / QUARTER_HOUR) * QUARTER_HOUR;
          if (middle === low) break;
          if (this.offsetAt(middle) === offset) low = middle;
          else change = middle;
        }
      }
      spans.push({
        from: new Date(start).toISOString(),
        to: new Date(change).toISOString(),
        offsetMinutes: offset / 60_000,
      });
      start = change;
    }
    return spans;
  }

  /** Milliseconds to add to a UTC instant to read the local wall clock (+5 h in Almaty). */
  private offsetAt(ms: number): number {
    const bucket = Math.floor(ms / QUARTER_HOUR);
    let offset = this.offsets.get(bucket);
    if (offset === undefined) {
      if (this.offsets.size > 100_000) this.offsets.clear();
      offset = -new TZDate(ms, this.timeZone).getTimezoneOffset() * 60_000;
      this.offsets.set(bucket, offset);
    }
    return offset;
  }

  /** The UTC instant at which a local day starts, as an ISO string. */
  startOf(day: string): string {
    return remembered(this.starts, day, () => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      return new Date(new TZDate(y, m - 1, d, this.timeZone).getTime()).toISOString();
    });
  }

  /** [start, end) instants covering local days `from` to `to`, both inclusive. */
  instantsOf(from: string, to: string): [string, string] {
    return [this.startOf(from), remembered(this.ends, to, () => this.startOf(nextDay(to)))];
  }

  today(now: Date): string {
    return this.dayOf(now);
  }
}

const QUARTER_HOUR = 15 * 60_000;
const DAY = 86_400_000;

/** A day's answer, kept: a process meets a few thousand days at most, the bound is for safety. */
function remembered(kept: Map<string, string>, day: string, compute: () => string): string {
  let value = kept.get(day);
  if (value === undefined) {
    value = compute();
    if (kept.size > 100_000) kept.clear();
    kept.set(day, value);
  }
  return value;
}

export const nextDay = (day: string) =>
  format(addDays(new Date(`${day}T00:00:00`), 1), 'yyyy-MM-dd');

/** `YYYY-MM` → the month after it. */
export const nextMonth = (month: string) =>
  format(addMonths(new Date(`${month}-01T00:00:00`), 1), 'yyyy-MM');

/** `YYYY-MM` of a year and month. */
export const monthKey = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** First and last day of a month. */
export function monthDays(year: number, month: number): [string, string] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return [first, format(lastDayOfMonth(new Date(`${first}T00:00:00`)), 'yyyy-MM-dd')];
}

/** Whether a string names a real time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
