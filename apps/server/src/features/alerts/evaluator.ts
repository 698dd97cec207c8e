import type { FastifyBaseLogger } from 'fastify';
import type { AlertRule } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import type { UsageRecorded } from '../../core/events/usage-recorded.js';
import { Measure, type Reading } from './measure.js';
import { rulesQuery, toRule, type RuleRow } from './rules.js';
import { recordTransition, tell, type Transition } from './delivery.js';

/** The shortest time between two evaluations of one partner's rules: a burst makes one more. */
export const EVALUATION_INTERVAL_MS = 1_000;
/**
 * How long a process trusts its copy of a partner's enabled rules. A change made through this
 * process drops it at once; one made through another process is seen within this time (a stale
 * copy never changes a rule's state: the revision must match).
 */
export const RULES_CACHE_MS = 10_000;

interface CachedRule {
  rule: AlertRule;
  revision: number;
  language: string;
  createdAt: string;
}

const cachedOf = (row: RuleRow): CachedRule => ({
  rule: toRule(row),
  revision: row.revision,
  language: row.language,
  createdAt: row.created_at,
});

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
  private readonly cache = new Map<number, { loadedAt: number; rules: CachedRule[] }>();
  private readonly waiting = new Map<number, Waiting>();
  private readonly lastPass = new Map<number, number>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Rules of the partner changed through this process. */
  forget(partnerId: number): void {
    this.cache.delete(partnerId);
  }

  /** A batch committed: schedule an evaluation of the partner's concerned rules. */
  recorded({ partnerId, userIds, serviceIds }: UsageRecorded): void {
    if (this.closed) return;
    const cached = this.cache.get(partnerId);
    if (cached && Date.now() - cached.loadedAt < RULES_CACHE_MS && cached.rules.length === 0)
      return;
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
        const rules = (await this.rulesOf(partnerId)).filter(
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

  private async rulesOf(partnerId: number): Promise<CachedRule[]> {
    const cached = this.cache.get(partnerId);
    if (cached && Date.now() - cached.loadedAt < RULES_CACHE_MS) return cached.rules;
    const loadedAt = Date.now();
    const rows = await rulesQuery(this.deps.db)
      .where('r.partner_id', '=', partnerId)
      .where('r.enabled', '=', 1)
      .execute();
    const rules = rows.map(cachedOf);
    this.cache.set(partnerId, { loadedAt, rules });
    return rules;
  }

  /** Every enabled rule: the scheduled check. */
  async evaluateAll(): Promise<void> {
    if (this.closed) return;
    const work = this.evaluateEnabled();
    this.track(work);
    await work;
  }

  private async evaluateEnabled(): Promise<void> {
    const rows = await rulesQuery(this.deps.db)
      .where('r.enabled', '=', 1)
      .orderBy('r.partner_id')
      .orderBy('r.id')
      .execute();
    // One partner at a time: each pass reads its rules' states in one statement.
    const byPartner = new Map<number, CachedRule[]>();
    for (const row of rows) {
      const list = byPartner.get(row.partner_id) ?? [];
      list.push(cachedOf(row));
      byPartner.set(row.partner_id, list);
    }
    for (const rules of byPartner.values()) await this.evaluate(rules);
  }

  private async evaluate(rules: CachedRule[]): Promise<void> {
    if (rules.length === 0) return;
    const { db, calendar, clock } = this.deps;
    const now = clock.now();
    const measure = new Measure(db, calendar, now);
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
        this.forget(rule.partner.id);
        continue;
      }
      let userIds: Promise<number[]> | undefined = rule.user
        ? Promise.resolve([rule.user.id])
        : circles.get(rule.partner.id);
      if (!userIds) circles.set(rule.partner.id, (userIds = this.circleOf(rule.partner.id)));
      const reading = await measure.reading(
        rule.condition,
        { userIds: await userIds, serviceId: rule.service?.id ?? null },
        cached.createdAt,
      );
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
    if (done) await tell(this.deps, done);
  }

  /** Stops scheduling and waits for the evaluations under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.values()) clearTimeout(waiting.timer);
    this.waiting.clear();
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
