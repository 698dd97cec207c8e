import type { Generated } from 'kysely';
import type { RegisterOutcome } from '@cabinet/contract';
import type { Timestamp } from './timestamp.js';

/** Documents: closed months, their numbers, stored files and export jobs. */

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
