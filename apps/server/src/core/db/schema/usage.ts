import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

/**
 * Usage: the request register, its daily and monthly sums, and what ingestion accepted and
 * refused.
 */

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

export type ChargeKind = 'tier' | 'package' | 'no-tariff' | 'not-billable';

export interface MonthlyVolumeTable {
  holder_id: number;
  service_id: number;
  /** `YYYY-MM`. */
  month: string;
  tariff_billed: number;
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

/**
 * Per user, service and UTC hour (`YYYY-MM-DDTHH`, migration 0030): the requests and failures that
 * ingestion adds in the transaction recording them, and error-rate alerts read instead of the
 * register's last hour.
 */
export interface HourlyUsageTable {
  user_id: number;
  service_id: number;
  hour: string;
  requests: number;
  failed: number;
}
