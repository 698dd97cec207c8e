import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/deps.js';
import type { UsageRecorded } from '../../core/events/usage-recorded.js';
import { Measure } from './measure.js';
import type { Reading } from './reading.js';
import { isProjected, ProjectedMeasure, ProjectionCache, type ProjectMonth } from './projected.js';
import { RulesCache, type CachedRule } from './rules-cache.js';
import { recordTransition, tell, type Transition } from './delivery.js';

/** The shortest time between two evaluations of one partner's rules: a burst makes one more. */
export const EVALUATION_INTERVAL_MS = 1_000;
/** With several processes (REDIS_URL): how often each reads every enabled rule again. */
export const RULES_REFRESH_MS = 10_000;

interface Waiting {
  userIds: Set<number>;
  serviceIds: Set<number>;
  timer: NodeJS.Timeout;
}

/**
 * Evaluates usage alerts as requests are recorded, off the request's path: a recorded batch only
 * marks its partner; the partner's rules that concern the batch's users and services are read at
 * once for the first batch, then at most once per interval for all batches since. A change of
 * state is an atomic conditional UPDATE (the rule's state and revision as read), so that however
 * many processes evaluate, a crossing fires once; each crossing once per period.
 */
export class AlertEvaluator {
  private readonly cache: RulesCache;
  private readonly projections: ProjectionCache;
  private readonly waiting = new Map<number, Waiting>();
  private readonly lastPass = new Map<number, number>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
    /** The month's projection, for the rules judged on the forecast. */
    project: ProjectMonth,
  ) {
    this.cache = new RulesCache(deps.db);
    this.projections = new ProjectionCache(project);
  }

  /** Reads the rules; with several processes, again every RULES_REFRESH_MS. */
  async start(): Promise<void> {
    await this.cache.ready();
    if (!this.deps.redis) return;
    this.refreshTimer = setInterval(
      () =>
        void this.cache
          .refresh()
          .catch((error: unknown) => this.log.error({ err: error }, 'alert rules not read')),
      RULES_REFRESH_MS,
    );
    this.refreshTimer.unref();
  }

  /** Rules of the partner changed through this process: read them again before answering. */
  changed(partnerId: number): Promise<void> {
    return this.cache.reload(partnerId);
  }

  /** A batch committed: schedule an evaluation of the partner's concerned rules. */
  recorded({ partnerId, userIds, serviceIds }: UsageRecorded): void {
    if (this.closed) return;
    if (this.cache.has(partnerId) === false) return;
    const waiting = this.waiting.get(partnerId);
    if (waiting) {
      for (const id of userIds) waiting.userIds.add(id);
      for (const id of serviceIds) waiting.serviceIds.add(id);
      return;
    }
    const due = (this.lastPass.get(partnerId) ?? 0) + EVALUATION_INTERVAL_MS - Date.now();
    const timer = setTimeout(() => this.run(partnerId), Math.max(0, due));
    timer.unref();
    this.waiting.set(partnerId, {
      userIds: new Set(userIds),
      serviceIds: new Set(serviceIds),
      timer,
    });
  }

  private run(partnerId: number): void {
    const waiting = this.waiting.get(partnerId);
    this.waiting.delete(partnerId);
    if (!waiting || this.closed) return;
    this.lastPass.set(partnerId, Date.now());
    this.track(
      (async () => {
        const rules = (await this.cache.rulesOf(partnerId)).filter(
          ({ rule }) =>
            (rule.user === null || waiting.userIds.has(rule.user.id)) &&
            (rule.service === null || waiting.serviceIds.has(rule.service.id)),
        );
        await this.evaluate(rules);
      })(),
    );
  }

  private track(work: Promise<void>): void {
    const run = work
      .catch((error: unknown) => this.log.error({ err: error }, 'alert evaluation failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Every enabled rule: the scheduled check. */
  async evaluateAll(): Promise<void> {
    if (this.closed) return;
    const work = this.evaluateEnabled();
    this.track(work);
    await work;
  }

  private async evaluateEnabled(): Promise<void> {
    // The scheduled check reads the rules afresh: it is how other processes' changes arrive too.
    await this.cache.refresh();
    for (const rules of await this.cache.all()) await this.evaluate(rules);
  }

  private async evaluate(rules: CachedRule[]): Promise<void> {
    if (rules.length === 0) return;
    const { db, calendar, clock } = this.deps;
    const now = clock.now();
    const measure = new Measure(db, calendar, now);
    const projected = new ProjectedMeasure(this.projections, now, calendar.today(now));
    const states = new Map(
      (
        await db
          .selectFrom('alert_rules')
          .select(['id', 'state', 'period', 'revision'])
          .where(
            'id',
            'in',
            rules.map(({ rule }) => rule.id),
          )
          .execute()
      ).map((row) => [row.id, row]),
    );
    const circles = new Map<number, Promise<number[]>>();
    for (const cached of rules) {
      const { rule } = cached;
      const state = states.get(rule.id);
      if (!state || state.revision !== cached.revision) {
        void this.changed(rule.partner.id).catch(() => {});
        continue;
      }
      let circle = circles.get(rule.partner.id);
      if (!circle) circles.set(rule.partner.id, (circle = this.circleOf(rule.partner.id)));
      // A user moved to another partner since is no longer the rule's to watch.
      const userIds = rule.user
        ? (await circle).filter((id) => id === rule.user!.id)
        : await circle;
      if (userIds.length === 0) continue;
      const target = { userIds, serviceId: rule.service?.id ?? null };
      const reading = isProjected(rule.condition)
        ? await projected.reading(rule.condition, target)
        : await measure.reading(rule.condition, target, cached.createdAt);
      if (!reading) continue;
      // What the conditional UPDATE in `change` decides for good; read first to spare a write.
      const fires =
        reading.holds &&
        state.state !== 'triggered' &&
        !(state.state === 'resolved' && state.period === reading.period);
      if (fires) await this.change(cached, 'triggered', reading, now);
      else if (!reading.holds && state.state === 'triggered')
        await this.change(
          cached,
          'resolved',
          { ...reading, period: state.period ?? reading.period },
          now,
        );
    }
  }

  /** The partner and its users. */
  private async circleOf(partnerId: number): Promise<number[]> {
    const members = await this.deps.db
      .selectFrom('users')
      .select('id')
      .where('parent_id', '=', partnerId)
      .execute();
    return [partnerId, ...members.map((member) => member.id)];
  }

  /** Moves a rule to a new state if nobody did first, and tells whom it concerns. */
  private async change(
    cached: CachedRule,
    to: 'triggered' | 'resolved',
    reading: Reading,
    now: Date,
  ): Promise<void> {
    const { rule } = cached;
    const at = now.toISOString();
    const done: Transition | null = await this.deps.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('alert_rules')
        .set(
          to === 'triggered'
            ? {
                state: 'triggered',
                period: reading.period,
                last_value: reading.value,
                triggered_at: at,
              }
            : { state: 'resolved', last_value: reading.value, resolved_at: at },
        )
        .where('id', '=', rule.id)
        .where('revision', '=', cached.revision)
        .where('enabled', '=', 1);
      update =
        to === 'triggered'
          ? update
              .where('state', '<>', 'triggered')
              .where((eb) =>
                eb.or([
                  eb('state', '=', 'ok'),
                  eb('period', 'is', null),
                  eb('period', '<>', reading.period),
                ]),
              )
              // Once per period for good: an edit, which starts the rule afresh, does not re-arm it.
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('alert_events')
                      .select('id')
                      .where('rule_id', '=', rule.id)
                      .where('state', '=', 'triggered')
                      .where('period', '=', reading.period),
                  ),
                ),
              )
          : update.where('state', '=', 'triggered');
      const changed = await update.executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return null;
      await trx
        .insertInto('alert_events')
        .values({ rule_id: rule.id, state: to, at, value: reading.value, period: reading.period })
        .execute();
      return recordTransition(
        trx,
        rule,
        cached.language,
        to === 'triggered' ? 'alert.triggered' : 'alert.resolved',
        reading.value,
        reading.period,
        at,
      );
    });
    if (done) await tell(this.deps, this.log, done);
  }

  /** Stops scheduling and waits for the evaluations under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.refreshTimer);
    for (const waiting of this.waiting.values()) clearTimeout(waiting.timer);
    this.waiting.clear();
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
