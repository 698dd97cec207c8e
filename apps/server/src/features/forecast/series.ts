import { nextDay } from '../../core/calendar.js';
import { forecastSeries } from './model.js';
import { apportion, type DayUse } from './history.js';
import type { ProjectedRequests } from './pricing.js';

export const dayOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const plusDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

export interface MonthFrame {
  year: number;
  month: number;
  /** The month's first day. */
  first: string;
  today: string;
  /** Whether today is in the month (else the month is over). */
  current: boolean;
  /** Complete days of the month. */
  elapsed: number;
  daysInMonth: number;
}

/**
 * One service's days as the model takes them (from the service's first day in the window: a new
 * partner's history is its own), the model's answer, and how its requests will fall: billable as
 * the history's share, each user as its share of the history.
 */
export function serviceSeries(serviceId: number, rows: readonly DayUse[], frame: MonthFrame) {
  const { year, month, first, today, current, elapsed, daysInMonth } = frame;
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.requests);
  const started = rows.reduce((min, row) => (row.day < min ? row.day : min), first);
  const before = Array.from(
    { length: daysBetween(started, first) },
    (_, i) => perDay.get(plusDays(started, i)) ?? 0,
  );
  const seen = Array.from(
    { length: elapsed },
    (_, i) => perDay.get(dayOf(year, month, i + 1)) ?? 0,
  );
  const todayActual = current ? (perDay.get(today) ?? 0) : 0;
  const firstWeekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const model = forecastSeries({ month: seen, before, firstWeekday, daysInMonth });
  const requests = rows.reduce((s, r) => s + r.requests, 0);
  const billableShare = requests > 0 ? rows.reduce((s, r) => s + r.billable, 0) / requests : 1;
  const users = [...new Set(rows.map((r) => r.userId))].sort((a, b) => a - b);
  const weights = users.map((id) =>
    rows.filter((r) => r.userId === id).reduce((s, r) => s + r.requests, 0),
  );
  // Today's projection less what today already brought.
  const ahead = model.daily.map((v, i) => (i === 0 && current ? Math.max(0, v - todayActual) : v));
  return { serviceId, perDay, todayActual, model, billableShare, users, weights, ahead };
}

export type ServiceSeries = ReturnType<typeof serviceSeries>;

/**
 * The days ahead (from `start`) at `scale` of each service's expected volume, in whole requests
 * per user and day as they will be priced, and each service's added volume.
 */
export function projectionOf(
  series: readonly ServiceSeries[],
  start: string,
  scale: (s: ServiceSeries) => number,
) {
  const projected: ProjectedRequests[] = [];
  const volumes = new Map<number, number>();
  for (const s of series) {
    const ratio = scale(s);
    let day = start;
    let volume = 0;
    for (const expected of s.ahead) {
      const requests = Math.round(expected * ratio);
      volume += requests;
      const billable = Math.round(requests * s.billableShare);
      const split = apportion(billable, s.weights);
      const splitNot = apportion(requests - billable, s.weights);
      s.users.forEach((userId, i) => {
        if (split[i]! + splitNot[i]! > 0)
          projected.push({
            userId,
            serviceId: s.serviceId,
            day,
            billable: split[i]!,
            notBillable: splitNot[i]!,
          });
      });
      day = nextDay(day);
    }
    volumes.set(s.serviceId, volume);
  }
  return { projected, volumes };
}
