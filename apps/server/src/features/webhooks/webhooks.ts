import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { WebhookEndpointCreateInput, WebhookEndpointUpdateInput } from '@cabinet/contract';
import {
  MessageKey,
  WebhookEventType,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Caller } from '../../core/auth/current-user.js';
import { HOUR } from '../../core/clock.js';
import type { AppDeps } from '../../core/deps.js';
import type {
  Database,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from '../../core/db/schema.js';
import type { DomainEvent } from '../../core/events/domain-events.js';
import { forbidden, invalid, notFound } from '../../core/http/errors.js';
import { translator, type Translate } from '../../core/i18n/i18n.js';
import { checkEndpointUrl, type AddressPolicy } from './address-guard.js';
import { postSigned } from './send.js';
import { mintSecret, SecretBox, secretStart } from './secrets.js';

export const DELIVERY_JOB = 'webhook-delivery';

/** One first attempt and eight retries: the last comes about 35 hours after the first. */
export const MAX_ATTEMPTS = 9;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 12 * HOUR;

/** The wait after the n-th failed attempt (n from 1): 30 s × 4ⁿ⁻¹, at most 12 hours. */
export const retryDelayMs = (failed: number) =>
  Math.min(FIRST_RETRY_MS * 4 ** (failed - 1), LONGEST_WAIT_MS);

/** An endpoint failing this long, when a delivery has used up its attempts, is turned off. */
export const DISABLE_AFTER_MS = 24 * HOUR;

/** Deliveries listed per endpoint (the most recent). */
const LOG_LENGTH = 100;
const KEPT_FAILING = 'kept-failing';

type CreateInput = z.output<typeof WebhookEndpointCreateInput>;
type UpdateInput = z.output<typeof WebhookEndpointUpdateInput>;

const isAdmin = (caller: Caller) => caller.group === 'Admin';

/**
 * Whose endpoints a caller manages: staff every one (the provider's and any partner's), a partner
 * its own, a partner's user (given the permission) its partner's.
 */
function partnerScope(caller: Caller): number | 'all' {
  if (isAdmin(caller)) return 'all';
  if (caller.group === 'Partner') return caller.id;
  if (caller.parentId !== null) return caller.parentId;
  throw forbidden();
}

function endpointsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoin('users as p', 'p.id', 'e.partner_id')
    .selectAll('e')
    .select(['p.login as partner_login', 'p.name as partner_name']);
}

type EndpointRow = Awaited<
  ReturnType<ReturnType<typeof endpointsQuery>['executeTakeFirstOrThrow']>
>;

/**
 * Webhook endpoints and their deliveries: registered by partners and staff, fed by the cabinet's
 * domain events, delivered by the job queue with retries, signed per Standard Webhooks.
 */
export class Webhooks {
  private readonly box: SecretBox;
  readonly policy: AddressPolicy;

  constructor(private readonly deps: AppDeps) {
    this.box = new SecretBox(deps.secret);
    this.policy = {
      allowHttp: deps.config.WEBHOOK_ALLOW_HTTP,
      allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    };
    deps.jobs.define(DELIVERY_JOB, (id) => this.attempt(id));
    deps.domainEvents.on((event) => this.fanOut(event));
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  // ── Endpoints ────────────────────────────────────────────────────────────────────────────────

  private toEndpoint(row: EndpointRow, t: Translate): WebhookEndpoint {
    return {
      id: row.id,
      partner:
        row.partner_id === null
          ? null
          : { id: row.partner_id, login: row.partner_login ?? '', name: row.partner_name ?? '' },
      url: row.url,
      description: row.description,
      events: (JSON.parse(row.events) as string[]).filter(
        (type): type is WebhookEventType => WebhookEventType.safeParse(type).success,
      ),
      enabled: row.enabled === 1,
      disabledReason:
        row.disabled_reason === KEPT_FAILING
          ? t(MessageKey.webhookDisabledKeptFailing, {
              since: shownTime(row.failing_since ?? row.disabled_at ?? ''),
            })
          : null,
      disabledAt: row.disabled_at,
      secretStart: row.secret_start,
      previousSecretUntil:
        row.previous_secret_until && Date.parse(row.previous_secret_until) > this.now().getTime()
          ? row.previous_secret_until
          : null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async list(caller: Caller, t: Translate): Promise<WebhookEndpoint[]> {
    const scope = partnerScope(caller);
    let query = endpointsQuery(this.db).orderBy('e.id', 'desc');
    if (scope !== 'all') query = query.where('e.partner_id', '=', scope);
    return (await query.execute()).map((row) => this.toEndpoint(row, t));
  }

  /** The endpoint if the caller may manage it; another partner's is as unknown as a missing one. */
  private async find(caller: Caller, id: number): Promise<EndpointRow> {
    const scope = partnerScope(caller);
    const row = await endpointsQuery(this.db).where('e.id', '=', id).executeTakeFirst();
    if (!row || (scope !== 'all' && row.partner_id !== scope)) throw notFound();
    return row;
  }

  async show(caller: Caller, id: number, t: Translate): Promise<WebhookEndpoint> {
    return this.toEndpoint(await this.find(caller, id), t);
  }

  async create(
    caller: Caller,
    input: CreateInput,
    t: Translate,
  ): Promise<WebhookEndpoint & { secret: string }> {
    const scope = partnerScope(caller);
    let partnerId: number | null;
    if (scope === 'all') {
      partnerId = input.partnerId ?? null;
      if (partnerId !== null) {
        const partner = await this.db
          .selectFrom('users')
          .select('group')
          .where('id', '=', partnerId)
          .executeTakeFirst();
        if (partner?.group !== 'Partner')
          throw invalid('partnerId', MessageKey.webhookPartnerInvalid);
      }
    } else {
      if (input.partnerId !== undefined && input.partnerId !== scope)
        throw invalid('partnerId', MessageKey.webhookPartnerInvalid);
      partnerId = scope;
    }
    await checkEndpointUrl(this.policy, input.url);
    const secret = mintSecret();
    const now = this.now().toISOString();
    const { id } = await this.db
      .insertInto('webhook_endpoints')
      .values({
        partner_id: partnerId,
        url: input.url,
        description: input.description,
        events: JSON.stringify(input.events),
        secret_box: this.box.seal(secret),
        secret_start: secretStart(secret),
        created_by: caller.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...(await this.show(caller, id, t)), secret };
  }

  async update(
    caller: Caller,
    id: number,
    input: UpdateInput,
    t: Translate,
  ): Promise<WebhookEndpoint> {
    const row = await this.find(caller, id);
    if (input.url !== undefined && input.url !== row.url)
      await checkEndpointUrl(this.policy, input.url);
    const enabling = input.enabled === true && row.enabled !== 1;
    await this.db
      .updateTable('webhook_endpoints')
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled ? 1 : 0 } : {}),
        // Turned on again: a fresh start (its waiting deliveries resume with the next sweep).
        ...(enabling ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
        ...(input.enabled === false && row.enabled === 1
          ? { disabled_at: this.now().toISOString(), disabled_reason: null }
          : {}),
        updated_at: this.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (enabling) await this.sweep();
    return this.show(caller, id, t);
  }

  /**
   * A new secret, shown once; the previous one keeps signing beside it for `overlapHours`, so
   * receivers can switch without losing a delivery.
   */
  async rotate(
    caller: Caller,
    id: number,
    overlapHours: number,
    t: Translate,
  ): Promise<WebhookEndpoint & { secret: string }> {
    const row = await this.find(caller, id);
    const secret = mintSecret();
    const now = this.now();
    await this.db
      .updateTable('webhook_endpoints')
      .set({
        secret_box: this.box.seal(secret),
        secret_start: secretStart(secret),
        previous_secret_box: overlapHours > 0 ? row.secret_box : null,
        previous_secret_until:
          overlapHours > 0 ? new Date(now.getTime() + overlapHours * HOUR).toISOString() : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return { ...(await this.show(caller, id, t)), secret };
  }

  async remove(caller: Caller, id: number, t: Translate): Promise<WebhookEndpoint> {
    const endpoint = this.toEndpoint(await this.find(caller, id), t);
    await this.db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    return endpoint;
  }

  // ── Deliveries ───────────────────────────────────────────────────────────────────────────────

  async deliveries(caller: Caller, endpointId: number): Promise<WebhookDelivery[]> {
    await this.find(caller, endpointId);
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

  /** Sends a delivery again now, whatever became of it (the same `webhook-id`, a new attempt). */
  async resend(caller: Caller, deliveryId: number): Promise<WebhookDelivery> {
    const delivery = await this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'endpoint_id'])
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) throw notFound();
    await this.find(caller, delivery.endpoint_id);
    await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', manual: 1, next_attempt_at: this.now().toISOString() })
      .where('id', '=', deliveryId)
      .execute();
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

  /** Queues every delivery whose time has come (retries, and those a restart left behind). */
  async sweep(): Promise<void> {
    await this.removeOldDeliveries();
    const due = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select('d.id')
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', this.now().toISOString())
      .where('e.enabled', '=', 1)
      .orderBy('d.id')
      .limit(1000)
      .execute();
    for (const row of due) this.deps.jobs.enqueue(DELIVERY_JOB, row.id);
  }

  /**
   * One attempt at a delivery. It is claimed first (its next attempt moved past the time the
   * attempt may take), so that two processes never send it at once; a failure schedules the next
   * attempt with exponential backoff, or gives up after the last one.
   */
  async attempt(id: number): Promise<void> {
    const { db, config } = this.deps;
    const started = this.now();
    const lease = new Date(started.getTime() + (config.WEBHOOK_TIMEOUT_SECONDS + 60) * 1000);
    const claimed = await db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: lease.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', started.toISOString())
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('webhook_endpoints as e')
            .select('e.id')
            .whereRef('e.id', '=', 'webhook_deliveries.endpoint_id')
            .where('e.enabled', '=', 1),
        ),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    const delivery = await this.delivery(id);
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirstOrThrow();
    const secrets = this.secretsOf(endpoint, started);
    const result = secrets
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
              : new Date(at.getTime() + retryDelayMs(attempt)).toISOString(),
          last_attempt_at: started.toISOString(),
          last_status_code: result.statusCode,
          last_duration_ms: result.durationMs,
        })
        .where('id', '=', id)
        .execute();
      if (result.ok)
        await trx
          .updateTable('webhook_endpoints')
          .set({ failing_since: null })
          .where('id', '=', endpoint.id)
          .execute();
      else if (endpoint.failing_since === null)
        await trx
          .updateTable('webhook_endpoints')
          .set({ failing_since: started.toISOString() })
          .where('id', '=', endpoint.id)
          .where('failing_since', 'is', null)
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

  /** The secrets that sign now: the current one, and the previous one during its overlap. */
  private secretsOf(endpoint: Selectable<WebhookEndpointsTable>, at: Date): string[] | undefined {
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

/** An instant as people read it in a notice: `2026-11-02 09:00 UTC`. */
const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Webhooks outside the HTTP application (the CLI): the domain events become deliveries. */
export function listenForWebhookEvents(deps: AppDeps): void {
  new Webhooks(deps);
}
