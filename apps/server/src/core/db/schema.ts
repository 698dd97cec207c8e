import type { Generated, Insertable } from 'kysely';
import type { BillableOutcomes, RegisterOutcome, UserGroup } from '@cabinet/contract';
import type { HourlyUsageTable } from './counter-tables.js';

/** Times are ISO-8601 UTC strings on both dialects (timestamptz on PostgreSQL, text on SQLite). */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  name: string;
  surname: string;
  description: string;
  password_hash: string;
  group: UserGroup;
  parent_id: number | null;
  last_login_at: Timestamp | null;
  blocked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set once the owner opened the confirmation link sent to `email`; null again on a change. */
  email_confirmed_at: Generated<Timestamp | null>;
}

export interface EmailConfirmationsTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RuleGroupsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
}

export interface RulesTable {
  id: Generated<number>;
  group_id: number;
  slug: string;
  name: string;
  description: string;
}

export interface RoleRulesTable {
  role_id: number;
  rule_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  key_start: string;
  key_hash: string;
  /** JSON list of abilities (`usage:write`, `services:call`, `reports:read`). */
  abilities: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface PartnerProfilesTable {
  user_id: number;
  company_name: string;
  tax_id: string;
  contract_number: string;
  /** A calendar date, `YYYY-MM-DD`. */
  contract_date: string | null;
  legal_address: string;
  city: string;
  phone: string;
  contact_email: string;
  bank_name: string;
  iban: string;
  bic: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServicesTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  documentation: string;
  status: 'active' | 'disabled';
  /** Which requests are billable (migration 0012; replaced `failed_billable`); 'success' unless set. */
  billable_outcomes: Generated<BillableOutcomes>;
  upstream_url: string | null;
  /** JSON text of the input form's fields. */
  form_definition: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TariffsTable {
  id: Generated<number>;
  service_id: number;
  name: string;
  currency: string;
  /** JSON text of the graduated tiers. */
  tiers: string;
  vat_included: number;
  /** VAT rate in basis points: 1200 is 12 %. */
  vat_rate_bp: number;
  valid_from: string;
  valid_to: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserServicesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  tariff_id: number;
  valid_from: string;
  valid_to: string | null;
}

export interface TariffPackagesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  quota: number;
  used: Generated<number>;
  price_minor: number;
  currency: string;
  valid_from: string;
  valid_to: string;
  closed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RequestsTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  request_id: string;
  requested_at: Timestamp;
  day: string;
  status: 'success' | 'error';
  http_status: number;
  duration_ms: number;
  subject: string;
  billable: number;
  amount_minor: number;
  package_id: number | null;
  request_payload: string;
  response_payload: string;
  /** SQLite only (migration 0026; PostgreSQL keeps it in `request_keys`): the content's hash. */
  content_hash: string | null;
}

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

/** PostgreSQL only (migration 0016): one row per user and request id the register holds. */
export interface RequestKeysTable {
  user_id: number;
  request_id: string;
  requested_at: Timestamp;
  /** The request's content hash (migration 0026); null: recorded before it. */
  content_hash: string | null;
}

/** PostgreSQL only (migration 0016): the months whose register retention dropped. */
export interface RegisterRetiredMonthsTable {
  year: number;
  month: number;
  retired_at: Timestamp;
}

export interface DailyUsageTable {
  user_id: number;
  service_id: number;
  day: string;
  requests: number;
  successful: number;
  failed: number;
  billable: number;
  covered: number;
  amount_minor: number;
}

/** Per user, service, day and price: how many requests it applied to, and whose month bills them. */
export interface DailyChargesTable {
  user_id: number;
  service_id: number;
  day: string;
  /** `YYYY-MM` of `day`. */
  usage_month: string;
  /** `YYYY-MM` of the statement that bills these requests: a later one when theirs was closed. */
  billed_month: string;
  kind: ChargeKind;
  /** 0: none. */
  tariff_id: number;
  /** 0: none. */
  package_id: number;
  /** Index into the tariff's tiers; -1: none. */
  tier: number;
  unit_price_minor: number;
  quantity: number;
  failed: number;
}

/** The last number given to a final document of a year. */
export interface DocumentNumbersTable {
  year: number;
  last: number;
}

/** The number a closing of a month gave a partner's Application 1 of a version (migration 0027). */
export interface ClosingNumbersTable {
  year: number;
  month: number;
  partner_id: number;
  version: number;
  number_year: number;
  number_seq: number;
}

export type ChargeKind = 'tier' | 'package' | 'no-tariff' | 'not-billable';

export interface MonthlyVolumeTable {
  holder_id: number;
  service_id: number;
  /** `YYYY-MM`. */
  month: string;
  tariff_billed: number;
}

export interface DocumentsTable {
  id: Generated<number>;
  /** The partner the document belongs to (a partner's own id for its and its users' files). */
  owner_id: number;
  /** The user whose data it holds. */
  subject_id: number;
  kind: 'service-report' | 'application1' | 'export' | 'upload';
  service_id: number | null;
  period_start: string;
  period_end: string;
  year: number;
  month: number;
  title: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size: number;
  closing: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  /** A digest of what a made document was made from (a report's data); null for others. */
  source_digest: string | null;
  /** A final document's SHA-256 (hex) and number within its year. */
  sha256: string | null;
  number_year: number | null;
  number_seq: number | null;
  version: Generated<number>;
  /** The document that replaced it, when a closed month was issued again. */
  superseded_by: number | null;
  /** Why it was issued again. */
  reason: string | null;
  /** The statement it shows, as JSON (Application 1 of a closed month). */
  statement: string | null;
  /** 1 while the closing that makes it runs: shown to nobody, removed if that closing fails. */
  pending: Generated<number>;
}

export interface ExportJobsTable {
  id: Generated<number>;
  job_key: string;
  subject_id: number;
  service_id: number;
  start_date: string;
  end_date: string;
  /** The register's outcome filter; null: every request of the range. */
  outcome: RegisterOutcome | null;
  language: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  total_rows: number;
  rows_written: Generated<number>;
  document_id: number | null;
  message: string | null;
  requested_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Per sender, day and API key (0: a session): what its batches had accepted and refused. */
export interface IngestReceiptsTable {
  day: string;
  user_id: number;
  api_key_id: Generated<number>;
  accepted: number;
  duplicates: number;
  rejected: number;
}

/** A sender's refused records of a day with one reason. */
export interface IngestReceiptReasonsTable {
  day: string;
  user_id: number;
  api_key_id: Generated<number>;
  reason: string;
  rejected: number;
}

/** A refused record, kept for REJECTED_RETENTION_DAYS; errors and record are JSON. */
export interface IngestRejectionsTable {
  id: Generated<number>;
  at: Timestamp;
  day: string;
  user_id: number;
  api_key_id: Generated<number>;
  partner_id: number | null;
  record_index: number;
  request_id: string | null;
  reason: string;
  errors: string;
  /** An excerpt of the record as sent (JSON), cut at REJECTED_RECORD_EXCERPT_CHARS. */
  record: string;
  /** 1: the record was longer than its excerpt. */
  record_cut: Generated<number>;
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

export interface MonthClosingsTable {
  year: number;
  month: number;
  status: 'running' | 'done' | 'failed';
  progress: Generated<number>;
  documents: Generated<number>;
  message: string | null;
  closed_by: number | null;
  closed_at: Timestamp;
  reason: string | null;
  /** The highest register id when the closing started (migration 0029); null: closed before. */
  register_mark: number | null;
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

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  rule_groups: RuleGroupsTable;
  rules: RulesTable;
  role_rules: RoleRulesTable;
  user_roles: UserRolesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  api_keys: ApiKeysTable;
  password_resets: PasswordResetsTable;
  email_confirmations: EmailConfirmationsTable;
  mail_outbox: MailOutboxTable;
  partner_profiles: PartnerProfilesTable;
  services: ServicesTable;
  tariffs: TariffsTable;
  user_services: UserServicesTable;
  tariff_packages: TariffPackagesTable;
  requests: RequestsTable;
  request_keys: RequestKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  register_retired_months: RegisterRetiredMonthsTable;
  daily_usage: DailyUsageTable;
  hourly_usage: HourlyUsageTable;
  monthly_volume: MonthlyVolumeTable;
  daily_charges: DailyChargesTable;
  document_numbers: DocumentNumbersTable;
  closing_numbers: ClosingNumbersTable;
  documents: DocumentsTable;
  export_jobs: ExportJobsTable;
  ingest_receipts: IngestReceiptsTable;
  month_closings: MonthClosingsTable;
  audit_log: AuditLogTable;
  ingest_receipt_reasons: IngestReceiptReasonsTable;
  ingest_rejections: IngestRejectionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  alert_rules: AlertRulesTable;
  alert_events: AlertEventsTable;
  notifications: NotificationsTable;
}

export type NewUser = Insertable<UsersTable>;
