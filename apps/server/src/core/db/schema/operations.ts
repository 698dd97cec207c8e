import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

/**
 * Running the cabinet: idempotency, the audit log, webhooks, alerts, notifications and run-time
 * settings.
 */

/** The first answer to a POST sent with an Idempotency-Key (migration 0026), kept 24 hours. */
export interface IdempotencyKeysTable {
  user_id: number;
  api_key_id: number;
  route: string;
  key: string;
  body_hash: string;
  /** Null while the first request is in flight. */
  status_code: number | null;
  answer: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One recorded change (append-only); before and after are masked JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_partner_id: number | null;
  ip: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  before: string | null;
  after: string | null;
}

/** A webhook endpoint (migration 0020); `partner_id` null: the provider's own. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  partner_id: number | null;
  url: string;
  description: Generated<string>;
  /** JSON list of event types. */
  events: string;
  /** The signing secret, encrypted (AES-256-GCM, key from APP_SECRET). */
  secret_box: string;
  secret_start: string;
  previous_secret_box: string | null;
  previous_secret_until: Timestamp | null;
  enabled: Generated<number>;
  disabled_reason: string | null;
  disabled_at: Timestamp | null;
  /** Since when every delivery has failed; cleared by any success. */
  failing_since: Timestamp | null;
  /** The lease of the one attempt in flight to it; null or past: none. */
  busy_until: Timestamp | null;
  /** Attempts in a row that got no answer in time; any other outcome resets it. */
  timeouts_in_row: Generated<number>;
  /** The circuit breaker: no attempt before then (it kept timing out). */
  breaker_open_until: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  /** The next attempt is one asked for by hand (no automatic retries follow it). */
  manual: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_duration_ms: number | null;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempt: number;
  at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  ok: number;
  error: string | null;
  manual: Generated<number>;
}

/** A usage alert (migration 0021); `condition` is the contract's `AlertCondition` as JSON. */
export interface AlertRulesTable {
  id: Generated<number>;
  partner_id: number;
  user_id: number | null;
  service_id: number | null;
  condition: string;
  enabled: Generated<number>;
  email: Generated<number>;
  /** The language its e-mails are written in: the one it was set up in. */
  language: Generated<string>;
  state: Generated<'ok' | 'triggered' | 'resolved'>;
  last_value: number | null;
  /** The period of the current (or last) crossing: a package's id, `YYYY-MM`, an hour… */
  period: string | null;
  triggered_at: Timestamp | null;
  resolved_at: Timestamp | null;
  /** Grows with every change by a person, so that a stale evaluation changes nothing. */
  revision: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlertEventsTable {
  id: Generated<number>;
  rule_id: number;
  state: 'triggered' | 'resolved';
  at: Timestamp;
  value: number;
  period: string;
}

/** One notice of the notification centre; `payload` is what it says, as JSON, frozen. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  payload: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** Run-time settings (migration 0007), one row per key. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: string;
}
