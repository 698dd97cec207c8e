import type { WebhookEndpointCreateInput, WebhookEndpointUpdateInput } from '@cabinet/contract';
import type { WebhookDelivery, WebhookEndpoint } from '@cabinet/contract';
import type { z } from 'zod';
import type { Caller } from '../../core/auth/current-user.js';
import type { AppDeps } from '../../core/deps.js';
import type { Translate } from '../../core/i18n/i18n.js';
import type { AddressPolicy } from './address-guard.js';
import { DeliveryAttempts } from './delivery-attempt.js';
import { DeliveryLog } from './delivery-log.js';
import { Endpoints } from './endpoints.js';
import { fanOut } from './fan-out.js';
import { RetrySweep } from './retry-sweep.js';
import { SecretBox } from './secrets.js';
import { DELIVERY_JOB } from './timing.js';

export { DELIVERY_JOB, DISABLE_AFTER_MS, MAX_ATTEMPTS, retryDelayMs } from './timing.js';

type CreateInput = z.output<typeof WebhookEndpointCreateInput>;
type UpdateInput = z.output<typeof WebhookEndpointUpdateInput>;

/**
 * Webhook endpoints and their deliveries: registered by partners and staff, fed by the cabinet's
 * domain events (fan-out.ts), delivered by a pool of jobs with retries (delivery-attempt.ts,
 * retry-sweep.ts), signed per Standard Webhooks. This composes the parts and is what routes call.
 */
export class Webhooks {
  readonly policy: AddressPolicy;
  private readonly endpoints: Endpoints;
  private readonly attempts: DeliveryAttempts;
  private readonly log: DeliveryLog;
  private readonly sweeper: RetrySweep;

  constructor(deps: AppDeps) {
    const box = new SecretBox(deps.secret);
    this.policy = {
      allowHttp: deps.config.WEBHOOK_ALLOW_HTTP,
      allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    };
    this.sweeper = new RetrySweep(deps);
    this.endpoints = new Endpoints(deps, box, this.policy, () => this.sweep());
    this.log = new DeliveryLog(deps, this.endpoints);
    this.attempts = new DeliveryAttempts(deps, box, this.policy, (id) =>
      deps.jobs.enqueue(DELIVERY_JOB, id),
    );
    deps.jobs.define(DELIVERY_JOB, (id) => this.attempts.attempt(id), {
      concurrency: deps.config.WEBHOOK_CONCURRENCY,
    });
    deps.domainEvents.on((event) => fanOut(deps, event));
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

  deliveries(caller: Caller, endpointId: number): Promise<WebhookDelivery[]> {
    return this.log.deliveries(caller, endpointId);
  }

  resend(caller: Caller, deliveryId: number): Promise<WebhookDelivery> {
    return this.log.resend(caller, deliveryId);
  }

  // ── Retry worker ─────────────────────────────────────────────────────────────────────────────

  removeOldDeliveries(): Promise<void> {
    return this.sweeper.removeOldDeliveries();
  }

  sweep(): Promise<void> {
    return this.sweeper.sweep();
  }
}

/** Webhooks outside the HTTP application (the CLI): the domain events become deliveries. */
export function listenForWebhookEvents(deps: AppDeps): void {
  new Webhooks(deps);
}
