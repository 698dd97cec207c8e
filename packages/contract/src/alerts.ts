import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery, success } from './common.js';
import { MessageKey } from './messages.js';
import { Currency } from './tariffs.js';

/**
 * What a usage alert watches:
 * - `packageRemaining`: a prepaid package's requests left fall below a count or a percentage;
 * - `spend`: the month's charges (in one currency) rise above an amount;
 * - `errorRate`: the share of failed requests over the last hour rises above a percentage, once
 *   the hour holds at least `minRequests` requests;
 * - `quiet`: no request at all for `hours` (an integration that went quiet);
 * - `projectedSpend`: the month's spend projected at month end (the forecast's expected figure,
 *   with VAT, priced as the statement would price it) rises above an amount in tiyn;
 * - `packageRunsOut`: the forecast projects a package to be used up before the month's last day.
 */
export const ALERT_KINDS = [
  'packageRemaining',
  'spend',
  'errorRate',
  'quiet',
  'projectedSpend',
  'packageRunsOut',
] as const;
export const AlertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKind>;

const count = (max: number) =>
  z
    .number({ error: MessageKey.numberInvalid })
    .int({ error: MessageKey.numberInvalid })
    .min(1, { error: MessageKey.numberInvalid })
    .max(max, { error: MessageKey.numberInvalid });

export const AlertCondition = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('packageRemaining'),
      /** Fires when fewer than this many remain (`unit: requests`) or this share (`percent`). */
      below: count(1_000_000_000),
      unit: z.enum(['requests', 'percent']),
    }),
    z.strictObject({
      kind: z.literal('spend'),
      /** Fires when the month's charges in `currency` exceed it (minor units: tiyn, cents). */
      aboveMinor: count(1_000_000_000_000),
      currency: Currency,
    }),
    z.strictObject({
      kind: z.literal('errorRate'),
      abovePercent: count(100),
      minRequests: count(1_000_000).default(20),
    }),
    z.strictObject({ kind: z.literal('quiet'), hours: count(24 * 31) }),
    z
      .strictObject({
        kind: z.literal('projectedSpend'),
        /** Fires when the month's projected spend with VAT exceeds it (integer tiyn). */
        aboveMinor: count(1_000_000_000_000),
      })
      .describe(
        'Judged from the forecast (GET /api/usage/forecast): its expected month-end spend in ' +
          'tiyn with VAT, once it rests on two complete days of the month or a week of history; ' +
          'fired once per calendar month.',
      ),
    z
      .strictObject({ kind: z.literal('packageRunsOut') })
      .describe(
        'Judged from the forecast: a package projected to be used up on a day before the ' +
          'month’s last, once the forecast rests on two complete days of the month or a week ' +
          'of history; the value is that day of the month; fired once per package and month.',
      ),
  ],
  { error: MessageKey.required },
);
export type AlertCondition = z.infer<typeof AlertCondition>;
export type AlertConditionInput = z.input<typeof AlertCondition>;

/**
 * `triggered` from the moment the condition held until it no longer does (`resolved`); `ok` when
 * it has not fired in the current period. Each crossing fires once per period: a package, a
 * calendar month for spend, a crossing for error rate and quiet.
 */
export const AlertState = z.enum(['ok', 'triggered', 'resolved']);
export type AlertState = z.infer<typeof AlertState>;

const Ref = z.object({ id: z.number().int(), login: z.string(), name: z.string() });
const ServiceRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const AlertRule = z.object({
  id: z.number().int(),
  /** Whose usage it watches: a partner's whole circle, or one of its users (`user`). */
  partner: Ref,
  user: Ref.nullable(),
  /** One service, or all of them (null). */
  service: ServiceRef.nullable(),
  condition: AlertCondition,
  enabled: z.boolean(),
  /** Whether a crossing is also mailed (the notification centre and webhooks always have it). */
  email: z.boolean(),
  state: AlertState,
  /**
   * The value seen at the last change of state (requests, percent, minor units, hours, or the
   * day of the month a package is projected to run out).
   */
  lastValue: z.number().nullable(),
  triggeredAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Who hears of its crossings; mail goes only to those whose address is confirmed (listings and
   * answers to changes carry it).
   */
  recipients: z
    .array(z.object({ id: z.number().int(), login: z.string(), emailConfirmed: z.boolean() }))
    .optional(),
});
export type AlertRule = z.infer<typeof AlertRule>;

export const AlertRulesResponse = success(z.array(AlertRule));
export const AlertRuleResponse = success(AlertRule);

const id = z.number().int().positive().max(MAX_ROW_ID);

/**
 * A new rule. `partnerId` is an administrator's choice (a partner's rules are its own); `userId`
 * narrows it to one of the partner's users, `serviceId` to one service.
 */
export const AlertRuleCreateInput = z.strictObject({
  partnerId: id.optional(),
  userId: id.nullable().default(null),
  serviceId: id.nullable().default(null),
  condition: AlertCondition,
  enabled: z.boolean().default(true),
  email: z.boolean().default(true),
});
export type AlertRuleCreateInput = z.input<typeof AlertRuleCreateInput>;

/** Changes to a rule; changing its condition starts it afresh (state `ok`). */
export const AlertRuleUpdateInput = z.strictObject({
  userId: id.nullable().optional(),
  serviceId: id.nullable().optional(),
  condition: AlertCondition.optional(),
  enabled: z.boolean().optional(),
  email: z.boolean().optional(),
});
export type AlertRuleUpdateInput = z.input<typeof AlertRuleUpdateInput>;

/** `GET /api/alerts/rules`: an administrator may narrow to one partner. */
export const AlertRulesQuery = z.object({
  partnerId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});

/** One change of a rule's state, as its history shows it. */
export const AlertEvent = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  state: z.enum(['triggered', 'resolved']),
  at: z.string(),
  value: z.number(),
  /**
   * The period the crossing belongs to: `2026-11` for spend and projected spend, the package's
   * id, `2026-11/<package id>` for a projected run-out, or the hour.
   */
  period: z.string(),
});
export type AlertEvent = z.infer<typeof AlertEvent>;
export const AlertEventsResponse = success(z.array(AlertEvent));

/** What a notification is about; its `alert` says the rest (the client words it per language). */
export const NotificationType = z.enum(['alert.triggered', 'alert.resolved']);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  alert: z.object({
    ruleId: z.number().int(),
    partner: Ref,
    user: Ref.nullable(),
    service: ServiceRef.nullable(),
    condition: AlertCondition,
    value: z.number(),
  }),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = pageQuery(['createdAt'] as const).extend({
  unread: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

/** A page of the caller's notifications, newest first, with how many are unread in all. */
export const NotificationsPage = page(Notification).extend({ unread: z.number().int() });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/** `POST /api/notifications/{id}/read` and `/read-all`: how many remain unread. */
export const NotificationsReadResponse = success(z.object({ unread: z.number().int() }));

/**
 * Broadcast on the recipient's own channel (`userChannel`) when a notification is created or read
 * elsewhere, so every open tab's bell shows the same count without polling.
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'NotificationsChanged';
export const NotificationsChangedEvent = z.object({
  unread: z.number().int(),
  /** The new notification, when one was created (absent when some were read). */
  notification: Notification.optional(),
});
export type NotificationsChangedEvent = z.infer<typeof NotificationsChangedEvent>;
