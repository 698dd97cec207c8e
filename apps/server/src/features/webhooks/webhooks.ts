import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WebhookEndpointCreateInput, WebhookEndpointUpdateInput } from '@cabinet/contract';
import {
  MessageKey,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Caller } from '../../core/auth/current-user.js';
import { HOUR } from '../../core/clock.js';
import type { AppDeps } from '../../core/deps.js';
import type { WebhookDeliveriesTable } from '../../core/db/schema.js';
import type { DomainEvent } from '../../core/events/domain-events.js';
import { HttpError, notFound } from '../../core/http/errors.js';
import type { Translate } from '../../core/i18n/i18n.js';
import type { AddressPolicy } from './address-guard.js';
import { DeliveryAttempts } from './delivery-attempt.js';
import { Endpoints } from './endpoints.js';
import { SecretBox } from './secrets.js';

export { DISABLE_AFTER_MS, MAX_ATTEMPTS, retryDelayMs } from './timing.js';

export const DELIVERY_JOB = 'webhook-delivery';

/** Deliveries listed per endpoint (the most recent). */
const LOG_LENGTH = 100;

type CreateInput = z.output<typeof WebhookEndpointCreateInput>;
type UpdateInput = z.output<typeof WebhookEndpointUpdateInput>;

/**
 * Webhook endpoints and their deliveries: registered by partners and staff, fed by the cabinet's
 * domain events, delivered by a pool of jobs with retries, signed per Standard Webhooks.
 */
export class Webhooks {
  readonly policy: AddressPolicy;
  private readonly endpoints: Endpoints;
  private readonly attempts: DeliveryAttempts;

  constructor(private readonly deps: AppDeps) {
    const box = new SecretBox(deps.secret);
    this.policy = {
      allowHttp: deps.config.WEBHOOK_ALLOW_HTTP,
      allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    };
    this.endpoints = new Endpoints(deps, box, this.policy, () => this.sweep());
    this.attempts = new DeliveryAttempts(deps, box, this.policy, (id) =>
      deps.jobs.enqueue(DELIVERY_JOB, id),
    );
    deps.jobs.define(DELIVERY_JOB, (id) => this.attempts.attempt(id), {
      concurrency: deps.config.WEBHOOK_CONCURRENCY,
    });
    deps.domainEvents.on((event) => this.fanOut(event));
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  // ── Endpoints ────────────────────────────────────────────────────────────────────────────────

  list(caller: Caller, t: Translate): Promise<WebhookEndpoint[]> {
    return this.endpoints.list(caller, t);
  }

  show(caller: Caller, id: number, t: Translate): Promise<WebhookEndpoint> {
    return this.endpoints.show(caller, id, t);
  }

  create(caller: Caller, input: CreateInput, t: Translate) {
    return this.endpoints.create(caller, input, t);
  }

  update(caller: Caller, id: number, input: UpdateInput, t: Translate) {
    return this.endpoints.update(caller, id, input, t);
  }

  rotate(caller: Caller, id: number, overlapHours: number, t: Translate) {
    return this.endpoints.rotate(caller, id, overlapHours, t);
  }

  remove(caller: Caller, id: number, t: Translate) {
    return this.endpoints.remove(caller, id, t);
  }

  // ── Deliveries ───────────────────────────────────────────────────────────────────────────────

  async deliveries(caller: Caller, endpointId: number): Promise<WebhookDelivery[]> {
    await this.endpoints.find(caller, endpointId);
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(LOG_LENGTH)
      .execute();
    return this.withLog(rows);
  }

  private async withLog(rows: Selectable<WebhookDeliveriesTable>[]): Promise<WebhookDelivery[]> {
    const ids = rows.map((row) => row.id);
    const attempts = ids.length
      ? await this.db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where('delivery_id', 'in', ids)
          .orderBy('delivery_id')
          .orderBy('attempt', 'desc')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      messageId: row.message_id,
      eventType: row.event_type as WebhookEventType,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.created_at,
      lastAttemptAt: row.last_attempt_at,
      lastStatusCode: row.last_status_code,
      lastDurationMs: row.last_duration_ms,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      payload: row.payload,
      log: attempts
        .filter((attempt) => attempt.delivery_id === row.id)
        .map((attempt) => ({
          attempt: attempt.attempt,
          at: attempt.at,
          statusCode: attempt.status_code,
          durationMs: attempt.duration_ms,
          ok: attempt.ok === 1,
          error: attempt.error,
          manual: attempt.manual === 1,
        })),
    }));
  }

  /**
   * Sends a finished delivery (succeeded or given up) again now: the same `webhook-id`, a new
   * attempt. One still waiting or in flight is refused (409), and so are resends beyond
   * WEBHOOK_RESEND_MAX per window for the endpoint's owner (429).
   */
  async resend(caller: Caller, deliveryId: number): Promise<WebhookDelivery> {
    const delivery = await this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'endpoint_id', 'status'])
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) throw notFound();
    const endpoint = await this.endpoints.find(caller, delivery.endpoint_id);
    if (delivery.status === 'pending') throw resendPending();
    const wait = await this.deps.limits.webhookResend.take(
      String(endpoint.partner_id ?? 'provider'),
    );
    if (wait > 0)
      throw new HttpError(
        429,
        MessageKey.webhookResendTooOften,
        {},
        { seconds: wait },
        { 'Retry-After': String(wait) },
      );
    const reopened = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', manual: 1, next_attempt_at: this.now().toISOString() })
      .where('id', '=', deliveryId)
      .where('status', '!=', 'pending')
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) throw resendPending();
    this.deps.jobs.enqueue(DELIVERY_JOB, deliveryId);
    return (await this.withLog([await this.delivery(deliveryId)]))[0]!;
  }

  private delivery(id: number) {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** A domain event becomes one delivery per enabled endpoint that chose its type. */
  private async fanOut(event: DomainEvent): Promise<void> {
    const partnerId = event.partnerId ?? (event.userId ? await this.partnerOf(event.userId) : null);
    let query = this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('enabled', '=', 1);
    // The provider's endpoints hear every event; a partner's, its own.
    query =
      partnerId === null
        ? query.where('partner_id', 'is', null)
        : query.where((eb) =>
            eb.or([eb('partner_id', 'is', null), eb('partner_id', '=', partnerId)]),
          );
    const endpoints = (await query.execute()).filter((row) =>
      (JSON.parse(row.events) as string[]).includes(event.type),
    );
    if (endpoints.length === 0) return;
    const now = this.now().toISOString();
    const messageId = `msg_${crypto.randomBytes(16).toString('base64url')}`;
    const payload = JSON.stringify({ type: event.type, timestamp: now, data: event.data });
    const rows = await this.db
      .insertInto('webhook_deliveries')
      .values(
        endpoints.map((endpoint) => ({
          endpoint_id: endpoint.id,
          message_id: messageId,
          event_type: event.type,
          payload,
          status: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    for (const row of rows) this.deps.jobs.enqueue(DELIVERY_JOB, row.id);
  }

  /** A partner's own id, a partner's user's partner; nobody's for staff and integrators. */
  private async partnerOf(userId: number): Promise<number | null> {
    const user = await this.db
      .selectFrom('users as u')
      .leftJoin('users as parent', 'parent.id', 'u.parent_id')
      .select(['u.id', 'u.group', 'parent.id as parent_id', 'parent.group as parent_group'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    if (user.group === 'Partner') return user.id;
    return user.parent_group === 'Partner' ? user.parent_id : null;
  }

  private retentionSlot = -1;

  /**
   * Removes finished deliveries older than WEBHOOK_LOG_RETENTION_DAYS, with their attempts; once
   * an hour of the clock per process (and of the cluster, through the ticks).
   */
  async removeOldDeliveries(): Promise<void> {
    const now = this.now().getTime();
    const slot = Math.floor(now / HOUR);
    if (slot === this.retentionSlot) return;
    if (!(await this.deps.ticks.claim('webhook-log-retention', 3600))) {
      this.retentionSlot = slot;
      return;
    }
    const before = new Date(now - this.deps.config.WEBHOOK_LOG_RETENTION_DAYS * 24 * HOUR);
    await this.db
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
    const now = this.now().toISOString();
    const due = await this.db
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

const resendPending = () => new HttpError(409, MessageKey.webhookResendPending);

/** Webhooks outside the HTTP application (the CLI): the domain events become deliveries. */
export function listenForWebhookEvents(deps: AppDeps): void {
  new Webhooks(deps);
}
