import type { AlertCondition } from '@cabinet/contract';
import type { MonthProjection, ProjectMonth } from '../../core/month-projection.js';
import type { Reading, Target } from './reading.js';

export type { MonthProjection, ProjectMonth };

const PROJECTED_KINDS = ['projectedSpend', 'packageRunsOut'] as const;
export type ProjectedCondition = Extract<
  AlertCondition,
  { kind: (typeof PROJECTED_KINDS)[number] }
>;
/** The conditions measured from what is recorded, not projected. */
export type MeasuredCondition = Exclude<AlertCondition, ProjectedCondition>;

export const isProjected = (condition: AlertCondition): condition is ProjectedCondition =>
  (PROJECTED_KINDS as readonly string[]).includes(condition.kind);

/** How long a projection serves the passes that follow it: one calendar minute of the clock. */
const PROJECTION_MINUTE_MS = 60_000;

/**
 * The projections of the clock's current minute, per circle of users and day: the forecast and its
 * pricing are the costly part of a pass, and passes come as often as once a second under a burst
 * of batches; within the minute they share one projection. A failed projection is not kept.
 */
export class ProjectionCache {
  private minute = -Infinity;
  private readonly found = new Map<string, Promise<MonthProjection>>();

  constructor(private readonly project: ProjectMonth) {}

  get(userIds: readonly number[], today: string, now: Date): Promise<MonthProjection> {
    const minute = Math.floor(now.getTime() / PROJECTION_MINUTE_MS);
    if (minute > this.minute) {
      this.found.clear();
      this.minute = minute;
    } else if (minute < this.minute) {
      // A pass begun before the minute turned: its own projection, the new minute's kept.
      return this.project(userIds, today);
    }
    const key = `${today} ${userIds.join(',')}`;
    let found = this.found.get(key);
    if (!found) {
      const made = this.project(userIds, today);
      this.found.set(key, (found = made));
      made.catch(() => {
        if (this.found.get(key) === made) this.found.delete(key);
      });
    }
    return found;
  }
}

/**
 * Readings of the rules judged on the month's projection, from the projections of the minute.
 * Null while the forecast says it has too little to rest on.
 */
export class ProjectedMeasure {
  constructor(
    private readonly projections: ProjectionCache,
    private readonly now: Date,
    private readonly today: string,
  ) {}

  async reading(condition: ProjectedCondition, target: Target): Promise<Reading | null> {
    const projection = await this.projections.get(target.userIds, this.today, this.now);
    if (!projection.reliable) return null;
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
