import type { Selectable } from 'kysely';
import { MessageKey, type WebhookDelivery, type WebhookEventType } from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import type { AppDeps } from '../../core/deps.js';
import type { WebhookDeliveriesTable } from '../../core/db/schema.js';
import { HttpError, notFound } from '../../core/http/errors.js';
import type { Endpoints } from './endpoints.js';
import { DELIVERY_JOB } from './timing.js';

/** Deliveries listed per endpoint (the most recent). */
const LOG_LENGTH = 100;

const resendPending = () => new HttpError(409, MessageKey.webhookResendPending);

/** An endpoint's delivery log as its owner reads it, and a finished delivery sent again. */
export class DeliveryLog {
  constructor(
    private readonly deps: AppDeps,
    private readonly endpoints: Endpoints,
  ) {}

  private get db() {
    return this.deps.db;
  }

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
      .set({ status: 'pending', manual: 1, next_attempt_at: this.deps.clock.now().toISOString() })
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
}
