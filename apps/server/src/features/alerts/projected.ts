import type { AlertCondition } from '@cabinet/contract';
import type { Reading, Target } from './reading.js';

/**
 * The current month's projection of some users' usage, as the forecast makes it: given by app.ts
 * (the forecast feature's), so that alerts import no other feature.
 */
export interface MonthProjection {
  /** The month's last day. */
  lastDay: string;
  /** Complete days of the month so far. */
  daysElapsed: number;
  /** The longest history a service's projection rests on, in days. */
  historyDays: number;
  /** The month's projected spend with VAT, in tiyn. */
  spendMinor: number;
  services: ReadonlyMap<
    number,
    { spendMinor: number; runsOut: { packageId: number; day: string } | null }
  >;
}

export type ProjectMonth = (userIds: readonly number[], today: string) => Promise<MonthProjection>;

const PROJECTED_KINDS = ['projectedSpend', 'packageRunsOut'] as const;
export type ProjectedCondition = Extract<
  AlertCondition,
  { kind: (typeof PROJECTED_KINDS)[number] }
>;
/** The conditions measured from what is recorded, not projected. */
export type MeasuredCondition = Exclude<AlertCondition, ProjectedCondition>;

export const isProjected = (condition: AlertCondition): condition is ProjectedCondition =>
  (PROJECTED_KINDS as readonly string[]).includes(condition.kind);

/** As the forecast says it works: from two complete days of the month, or a week of history. */
const MONTH_DAYS_ENOUGH = 2;
const HISTORY_DAYS_ENOUGH = 7;

/**
 * Readings of the rules judged on the month's projection. One projection per circle of users and
 * pass, shared by the rules that watch it. Null while the forecast has too little to rest on.
 */
export class ProjectedMeasure {
  private readonly memo = new Map<string, Promise<MonthProjection>>();

  constructor(
    private readonly project: ProjectMonth,
    private readonly today: string,
  ) {}

  async reading(condition: ProjectedCondition, target: Target): Promise<Reading | null> {
    const key = target.userIds.join(',');
    let found = this.memo.get(key);
    if (!found) this.memo.set(key, (found = this.project(target.userIds, this.today)));
    const projection = await found;
    if (projection.daysElapsed < MONTH_DAYS_ENOUGH && projection.historyDays < HISTORY_DAYS_ENOUGH)
      return null;
    const month = this.today.slice(0, 7);
    const services =
      target.serviceId === null
        ? [...projection.services.values()]
        : [projection.services.get(target.serviceId)].filter((s) => s !== undefined);
    if (condition.kind === 'projectedSpend') {
      const value =
        target.serviceId === null ? projection.spendMinor : (services[0]?.spendMinor ?? 0);
      return { value, holds: value > condition.aboveMinor, period: month };
    }
    // The earliest run-out among the services watched, if before the month's last day.
    const runsOut = services
      .map((s) => s.runsOut)
      .filter((r) => r !== null)
      .sort((a, b) => a.day.localeCompare(b.day) || a.packageId - b.packageId)[0];
    if (!runsOut || runsOut.day >= projection.lastDay)
      return { value: 0, holds: false, period: month };
    return {
      value: Number(runsOut.day.slice(8)),
      holds: true,
      period: `${month}/${runsOut.packageId}`,
    };
  }
}
