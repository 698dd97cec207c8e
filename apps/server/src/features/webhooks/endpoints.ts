import type { Kysely } from 'kysely';
import type { WebhookEndpointCreateInput, WebhookEndpointUpdateInput } from '@cabinet/contract';
import { MessageKey, WebhookEventType, type WebhookEndpoint } from '@cabinet/contract';
import type { z } from 'zod';
import type { Caller } from '../../core/auth/current-user.js';
import { HOUR } from '../../core/clock.js';
import type { AppDeps } from '../../core/deps.js';
import type { Database } from '../../core/db/schema.js';
import { invalid, notFound } from '../../core/http/errors.js';
import type { Translate } from '../../core/i18n/i18n.js';
import { checkEndpointUrl, type AddressPolicy } from './address-guard.js';
import { mintSecret, type SecretBox, secretStart } from './secrets.js';
import { KEPT_FAILING, shownTime } from './timing.js';
import { managedPartner } from '../../core/auth/guard.js';

type CreateInput = z.output<typeof WebhookEndpointCreateInput>;
type UpdateInput = z.output<typeof WebhookEndpointUpdateInput>;

function endpointsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoin('users as p', 'p.id', 'e.partner_id')
    .selectAll('e')
    .select(['p.login as partner_login', 'p.name as partner_name']);
}

export type EndpointRow = Awaited<
  ReturnType<ReturnType<typeof endpointsQuery>['executeTakeFirstOrThrow']>
>;

/** A fresh start for the delivery state: nothing in flight counted against it, breaker closed. */
const FRESH_START = { failing_since: null, timeouts_in_row: 0, breaker_open_until: null };

/** Webhook endpoints as their owners manage them: registered, changed, re-keyed, removed. */
export class Endpoints {
  constructor(
    private readonly deps: AppDeps,
    private readonly box: SecretBox,
    private readonly policy: AddressPolicy,
    /** Called when an endpoint is turned on again: its waiting deliveries resume. */
    private readonly onEnabled: () => Promise<void>,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  private toEndpoint(row: EndpointRow, t: Translate): WebhookEndpoint {
    const now = this.now().getTime();
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
      pausedUntil:
        row.breaker_open_until && Date.parse(row.breaker_open_until) > now
          ? row.breaker_open_until
          : null,
      secretStart: row.secret_start,
      previousSecretUntil:
        row.previous_secret_until && Date.parse(row.previous_secret_until) > now
          ? row.previous_secret_until
          : null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async list(caller: Caller, t: Translate): Promise<WebhookEndpoint[]> {
    const scope = managedPartner(caller);
    let query = endpointsQuery(this.db).orderBy('e.id', 'desc');
    if (scope !== 'all') query = query.where('e.partner_id', '=', scope);
    return (await query.execute()).map((row) => this.toEndpoint(row, t));
  }

  /** The endpoint if the caller may manage it; another partner's is as unknown as a missing one. */
  async find(caller: Caller, id: number): Promise<EndpointRow> {
    const scope = managedPartner(caller);
    const row = await endpointsQuery(this.db).where('e.id', '=', id).executeTakeFirst();
    if (!row || (scope !== 'all' && row.partner_id !== scope)) throw notFound();
    return row;
  }

  async show(caller: Caller, id: number, t: Translate): Promise<WebhookEndpoint> {
    return this.toEndpoint(await this.find(caller, id), t);
  }

  /** The partner the new endpoint is for (null: the provider), as the caller may choose it. */
  private async ownerFor(caller: Caller, input: CreateInput): Promise<number | null> {
    const scope = managedPartner(caller);
    if (scope !== 'all') {
      if (input.partnerId !== undefined && input.partnerId !== scope)
        throw invalid('partnerId', MessageKey.webhookPartnerInvalid);
      return scope;
    }
    const partnerId = input.partnerId ?? null;
    if (partnerId === null) return null;
    const partner = await this.db
      .selectFrom('users')
      .select('group')
      .where('id', '=', partnerId)
      .executeTakeFirst();
    if (partner?.group !== 'Partner') throw invalid('partnerId', MessageKey.webhookPartnerInvalid);
    return partnerId;
  }

  /**
   * Each event fans out to every endpoint of its partner: the cap keeps one event from becoming
   * any number of deliveries. Two registrations racing past it may leave one over, no more.
   */
  private async checkCap(partnerId: number | null): Promise<void> {
    const max = this.deps.config.WEBHOOK_MAX_ENDPOINTS;
    const { count } = await this.db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('partner_id', partnerId === null ? 'is' : '=', partnerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= max) throw invalid('url', MessageKey.webhookEndpointLimit, { max });
  }

  async create(
    caller: Caller,
    input: CreateInput,
    t: Translate,
  ): Promise<WebhookEndpoint & { secret: string }> {
    const partnerId = await this.ownerFor(caller, input);
    await this.checkCap(partnerId);
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
    const moving = input.url !== undefined && input.url !== row.url;
    if (moving) await checkEndpointUrl(this.policy, input.url!);
    const enabling = input.enabled === true && row.enabled !== 1;
    await this.db
      .updateTable('webhook_endpoints')
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled ? 1 : 0 } : {}),
        // Another receiver: what the old one did no longer counts.
        ...(moving ? FRESH_START : {}),
        // Turned on again: a fresh start (its waiting deliveries resume with the next sweep).
        ...(enabling ? { ...FRESH_START, disabled_reason: null, disabled_at: null } : {}),
        ...(input.enabled === false && row.enabled === 1
          ? { disabled_at: this.now().toISOString(), disabled_reason: null }
          : {}),
        updated_at: this.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (enabling || moving) await this.onEnabled();
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
}
