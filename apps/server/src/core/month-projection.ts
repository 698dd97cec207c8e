/**
 * The current month's expected end for some users, as the forecast projects it (no band: one
 * pricing). The forecast feature makes it; app.ts hands it to the alert rules judged on it.
 */
export interface MonthProjection {
  /** The month's last day. */
  lastDay: string;
  /** Complete days of the month so far. */
  daysElapsed: number;
  /** The longest history a service's projection rests on, in days. */
  historyDays: number;
  /** Whether the forecast has enough to rest on (its own verdict: too little, and it says so). */
  reliable: boolean;
  /** The month's projected spend with VAT, in tiyn. */
  spendMinor: number;
  /** Per service: its projected spend, and the first package it is projected to use up. */
  services: ReadonlyMap<
    number,
    { spendMinor: number; runsOut: { packageId: number; day: string } | null }
  >;
}

export type ProjectMonth = (userIds: readonly number[], today: string) => Promise<MonthProjection>;
