import type { Selectable } from 'kysely';
import type { AppDeps } from '../../core/deps.js';
import type { WebhookEndpointsTable } from '../../core/db/schema.js';
import { translator } from '../../core/i18n/i18n.js';
import type { AddressPolicy } from './address-guard.js';
import type { SecretBox } from './secrets.js';
import { postSigned, type PostResult } from './send.js';
import { DISABLE_AFTER_MS, KEPT_FAILING, MAX_ATTEMPTS, retryDelayMs, shownTime } from './timing.js';

type EndpointRow = Selectable<WebhookEndpointsTable>;

/**
 * One attempt at a delivery, as a job of the delivery pool. Endpoints are kept apart: at most one
 * attempt is in flight to an endpoint (across processes, through its lease in the database), none
 * while its circuit breaker is open, so a slow receiver holds one slot of the pool, not the pool.
 */
export class DeliveryAttempts {
  constructor(
    private readonly deps: AppDeps,
    private readonly box: SecretBox,
    private readonly policy: AddressPolicy,
    /** Queues a delivery (the pool's job). */
    private readonly queue: (deliveryId: number) => void,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  /**
   * The endpoint is claimed first (its lease runs past the time the attempt may take), then the
   * delivery (its next attempt moved past the lease), so that two processes never send it at
   * once; a failure schedules the next attempt with exponential backoff, or gives up after the
   * last one. When the endpoint is free again, its next due delivery is queued.
   */
  async attempt(id: number): Promise<void> {
    const started = this.now();
    const lease = new Date(
      started.getTime() + (this.deps.config.WEBHOOK_TIMEOUT_SECONDS + 60) * 1000,
    ).toISOString();
    const due = await this.db
      .selectFrom('webhook_deliveries')
      .select('endpoint_id')
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', started.toISOString())
      .executeTakeFirst();
    if (!due || !(await this.claimEndpoint(due.endpoint_id, started, lease))) return;
    try {
      const claimed = await this.db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: lease })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', started.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      await this.send(id, started);
    } finally {
      await this.db
        .updateTable('webhook_endpoints')
        .set({ busy_until: null })
        .where('id', '=', due.endpoint_id)
        .where('busy_until', '=', lease)
        .execute();
    }
    await this.queueNext(due.endpoint_id);
  }

  /** Takes the endpoint's lease: it is on, nothing is in flight to it, its breaker is closed. */
  private async claimEndpoint(endpointId: number, at: Date, lease: string): Promise<boolean> {
    const now = at.toISOString();
    const claimed = await this.db
      .updateTable('webhook_endpoints')
      .set({ busy_until: lease })
      .where('id', '=', endpointId)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('busy_until', 'is', null), eb('busy_until', '<=', now)]))
      .where((eb) =>
        eb.or([eb('breaker_open_until', 'is', null), eb('breaker_open_until', '<=', now)]),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  /** The endpoint's oldest delivery whose time has come, unless the endpoint may not take it now. */
  private async queueNext(endpointId: number): Promise<void> {
    const now = this.now().toISOString();
    const next = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select('d.id')
      .where('d.endpoint_id', '=', endpointId)
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where('e.enabled', '=', 1)
      .where((eb) =>
        eb.or([eb('e.breaker_open_until', 'is', null), eb('e.breaker_open_until', '<=', now)]),
      )
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirst();
    if (next) this.queue(next.id);
  }

  private async send(id: number, started: Date): Promise<void> {
    const { db, config } = this.deps;
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirstOrThrow();
    const secrets = this.secretsOf(endpoint, started);
    const result: PostResult = secrets
      ? await postSigned({
          url: endpoint.url,
          messageId: delivery.message_id,
          payload: delivery.payload,
          secrets,
          policy: this.policy,
          timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
        })
      : {
          ok: false,
          statusCode: null,
          durationMs: 0,
          timedOut: false,
          error: 'not sent: the signing secret cannot be read (APP_SECRET changed?); rotate it',
        };
    const at = this.now();
    const attempt = delivery.attempts + 1;
    const manual = delivery.manual === 1;
    const finalFailure = !result.ok && (manual || attempt >= MAX_ATTEMPTS);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          delivery_id: id,
          attempt,
          at: started.toISOString(),
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          ok: result.ok ? 1 : 0,
          error: result.error,
          manual: manual ? 1 : 0,
        })
        .execute();
      await trx
        .updateTable('webhook_deliveries')
        .set({
          attempts: attempt,
          manual: 0,
          status: result.ok ? 'succeeded' : finalFailure ? 'failed' : 'pending',
          next_attempt_at:
            result.ok || finalFailure
              ? null
              : new Date(
                  at.getTime() +
                    retryDelayMs(attempt, this.deps.config.WEBHOOK_FIRST_RETRY_SECONDS),
                ).toISOString(),
          last_attempt_at: started.toISOString(),
          last_status_code: result.statusCode,
          last_duration_ms: result.durationMs,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('webhook_endpoints')
        .set({
          failing_since: result.ok ? null : (endpoint.failing_since ?? started.toISOString()),
          ...this.breakerAfter(endpoint, result, at),
        })
        .where('id', '=', endpoint.id)
        .execute();
    });
    const failingSince = endpoint.failing_since ?? started.toISOString();
    if (
      finalFailure &&
      !manual &&
      at.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_MS &&
      endpoint.enabled === 1
    )
      await this.disable(endpoint.id, delivery.message_id);
  }

  /**
   * The circuit breaker: WEBHOOK_BREAKER_TIMEOUTS attempts in a row without an answer in time open
   * it for WEBHOOK_BREAKER_OPEN_SECONDS; then one attempt probes the endpoint, and another timeout
   * opens it again at once, while any answer closes it.
   */
  private breakerAfter(endpoint: EndpointRow, result: PostResult, at: Date) {
    const { WEBHOOK_BREAKER_TIMEOUTS, WEBHOOK_BREAKER_OPEN_SECONDS } = this.deps.config;
    if (result.ok || !result.timedOut) return { timeouts_in_row: 0, breaker_open_until: null };
    const timeouts = endpoint.timeouts_in_row + 1;
    return {
      timeouts_in_row: timeouts,
      breaker_open_until:
        timeouts >= WEBHOOK_BREAKER_TIMEOUTS
          ? new Date(at.getTime() + WEBHOOK_BREAKER_OPEN_SECONDS * 1000).toISOString()
          : null,
    };
  }

  /** The secrets that sign now: the current one, and the previous one during its overlap. */
  private secretsOf(endpoint: EndpointRow, at: Date): string[] | undefined {
    try {
      const secrets = [this.box.open(endpoint.secret_box)];
      if (
        endpoint.previous_secret_box &&
        endpoint.previous_secret_until &&
        Date.parse(endpoint.previous_secret_until) > at.getTime()
      )
        secrets.push(this.box.open(endpoint.previous_secret_box));
      return secrets;
    } catch {
      return undefined;
    }
  }

  /** Turns off an endpoint that keeps failing, and tells its owner by mail (the outbox). */
  private async disable(endpointId: number, messageId: string): Promise<void> {
    const { db, mailer } = this.deps;
    const now = this.now().toISOString();
    const turnedOff = await db
      .updateTable('webhook_endpoints')
      .set({ enabled: 0, disabled_reason: KEPT_FAILING, disabled_at: now, updated_at: now })
      .where('id', '=', endpointId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (Number(turnedOff.numUpdatedRows) === 0) return;
    const row = await db
      .selectFrom('webhook_endpoints as e')
      .leftJoin('users as p', 'p.id', 'e.partner_id')
      .leftJoin('users as c', 'c.id', 'e.created_by')
      .select(['e.url', 'e.failing_since', 'p.email as partner_email', 'c.email as creator_email'])
      .where('e.id', '=', endpointId)
      .executeTakeFirstOrThrow();
    const to = row.partner_email ?? row.creator_email;
    if (!to) return;
    const t = translator('ru');
    const params = { url: row.url, since: shownTime(row.failing_since ?? now), messageId };
    await mailer.send({
      to,
      subject: t('webhooks.disabledSubject', params),
      text: t('webhooks.disabledBody', params),
    });
  }
}
