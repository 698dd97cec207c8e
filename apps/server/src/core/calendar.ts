import { TZDate } from '@date-fns/tz';
import { addDays, format, lastDayOfMonth } from 'date-fns';

/**
 * Business days in the provider's time zone: a request made at 23:30 in Almaty belongs to that
 * Almaty day, whatever UTC says. Days are `YYYY-MM-DD`, months `YYYY-MM`.
 */
export class Calendar {
  constructor(readonly timeZone: string) {}

  dayOf(instant: string | Date): string {
    return format(new TZDate(new Date(instant).getTime(), this.timeZone), 'yyyy-MM-dd');
  }

  /** The UTC instant at which a local day starts, as an ISO string. */
  startOf(day: string): string {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, this.timeZone).getTime()).toISOString();
  }

  /** [start, end) instants covering local days `from` to `to`, both inclusive. */
  instantsOf(from: string, to: string): [string, string] {
    return [this.startOf(from), this.startOf(nextDay(to))];
  }

  today(now: Date): string {
    return this.dayOf(now);
  }
}

export const nextDay = (day: string) =>
  format(addDays(new Date(`${day}T00:00:00`), 1), 'yyyy-MM-dd');

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
