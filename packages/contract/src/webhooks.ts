import { z } from 'zod';
import { MAX_ROW_ID, success } from './common.js';
import { MessageKey } from './messages.js';

/**
 * What an endpoint may subscribe to. `alert.triggered` and `alert.resolved` are reserved for the
 * usage alerts (issue 21): an endpoint may choose them now and receives them once alerts exist.
 */
export const WEBHOOK_EVENT_TYPES = [
  'month.closed',
  'document.final',
  'export.ready',
  'package.exhausted',
  'alert.triggered',
  'alert.resolved',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Every signing secret starts so (Standard Webhooks); the rest is 32 random bytes in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The body every delivery posts (Standard Webhooks' recommended shape). */
export const WebhookPayload = z.object({
  type: WebhookEventType,
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const WebhookEndpoint = z.object({
  id: z.number().int(),
  /** The partner whose events it receives; null: the provider's own (every partner's events). */
  partner: z.object({ id: z.number().int(), login: z.string(), name: z.string() }).nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** Why the cabinet turned it off (it kept failing), when it did. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /**
   * Deliveries to it are paused until then (its circuit breaker is open): its latest attempts got
   * no answer in time. Then one attempt probes it; null: not paused.
   */
  pausedUntil: z.string().nullable(),
  /** The secret's first characters, to recognise it by. */
  secretStart: z.string(),
  /** Until then the previous secret signs too (after a rotation). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = success(z.array(WebhookEndpoint));
export const WebhookEndpointResponse = success(WebhookEndpoint);

const description = z.string().trim().max(200);
const events = z
  .array(WebhookEventType, { error: MessageKey.required })
  .min(1, { error: MessageKey.required })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);
const url = z
  .string({ error: MessageKey.required })
  .trim()
  .min(1, { error: MessageKey.required })
  .max(2000)
  .regex(/^https?:\/\//i, { error: MessageKey.webhookUrlInvalid })
  .url({ protocol: /^https?$/, error: MessageKey.webhookUrlInvalid });

/** A new endpoint; `partnerId` is an administrator's choice (none: the provider's own). */
export const WebhookEndpointCreateInput = z
  .strictObject({
    url,
    description: description.default(''),
    events,
    partnerId: z.number().int().positive().max(MAX_ROW_ID).nullable().optional(),
  })
  .describe('`partnerId` (an administrator’s choice) must name a partner.');
export type WebhookEndpointCreateInput = z.input<typeof WebhookEndpointCreateInput>;

/** Changes to an endpoint; enabling one the cabinet disabled gives it a fresh start. */
export const WebhookEndpointUpdateInput = z.strictObject({
  url: url.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdateInput = z.input<typeof WebhookEndpointUpdateInput>;

/** The secret itself comes back once: on creation and on rotation. */
export const WebhookEndpointCreatedResponse = success(
  WebhookEndpoint.extend({ secret: z.string() }),
);

export const WebhookRotateInput = z.strictObject({
  /** How long the previous secret keeps signing beside the new one (0: not at all). */
  overlapHours: z.number().int().min(0).max(168).default(24),
});
export type WebhookRotateInput = z.input<typeof WebhookRotateInput>;

export const WebhookDeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  at: z.string(),
  /** The receiver's answer code; null when none came (refused, timed out, unreachable). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  ok: z.boolean(),
  error: z.string().nullable(),
  /** Sent by hand («Повторить»). */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
  messageId: z.string(),
  eventType: WebhookEventType,
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  payload: z.string(),
  log: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = success(z.array(WebhookDelivery));
export const WebhookDeliveryResponse = success(WebhookDelivery);
