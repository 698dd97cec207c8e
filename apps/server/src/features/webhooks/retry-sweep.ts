import { HOUR } from '../../core/clock.js';
import type { AppDeps } from '../../core/deps.js';
import { DELIVERY_JOB } from './timing.js';

/**
 * The retry worker's timer work: queues the deliveries whose time has come, and keeps the
 * delivery log within its retention.
 */
export class RetrySweep {
  private retentionSlot = -1;

  constructor(private readonly deps: AppDeps) {}

  /**
   * Removes finished deliveries older than WEBHOOK_LOG_RETENTION_DAYS, with their attempts; once
   * an hour of the clock per process (and of the cluster, through the ticks).
   */
  async removeOldDeliveries(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const slot = Math.floor(now / HOUR);
    if (slot === this.retentionSlot) return;
    if (!(await this.deps.ticks.claim('webhook-log-retention', 3600))) {
      this.retentionSlot = slot;
      return;
    }
    const before = new Date(now - this.deps.config.WEBHOOK_LOG_RETENTION_DAYS * 24 * HOUR);
    await this.deps.db
      .deleteFrom('webhook_deliveries')
      .where('status', '!=', 'pending')
      .where('created_at', '<', before.toISOString())
      .execute();
    // Only once it is done: a removal that failed is tried again by the next sweep.
    this.retentionSlot = slot;
  }

  /**
   * Queues, for each endpoint free to take one, its oldest delivery whose time has come (retries,
   * those a restart left behind, those a closed breaker lets through); the rest follow one by one
   * as each attempt ends.
   */
  async sweep(): Promise<void> {
    await this.removeOldDeliveries();
    const now = this.deps.clock.now().toISOString();
    const due = await this.deps.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select((eb) => eb.fn.min('d.id').as('id'))
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where('e.enabled', '=', 1)
      .where((eb) => eb.or([eb('e.busy_until', 'is', null), eb('e.busy_until', '<=', now)]))
      .where((eb) =>
        eb.or([eb('e.breaker_open_until', 'is', null), eb('e.breaker_open_until', '<=', now)]),
      )
      .groupBy('d.endpoint_id')
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const row of due) this.deps.jobs.enqueue(DELIVERY_JOB, Number(row.id));
  }
}
