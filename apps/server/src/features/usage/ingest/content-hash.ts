import { hash } from 'node:crypto';
import type { RequestRecord } from './types.js';

const SEPARATOR = '\u0000';

/**
 * A record's content, hashed: everything it says of the request but its key (user and request
 * id): the service, the time as an instant, status, HTTP status, duration, subject and both
 * payloads. Billing follows from these, so two records alike in them are one request sent twice,
 * and records that differ are two requests under one id. One concatenation and one SHA-256 per
 * record (about a microsecond), 22 characters (132 bits) kept.
 */
export function contentHashOf(record: Omit<RequestRecord, 'contentHash'>): string {
  // One concatenation (the same text as the fields joined by the separator), no array per record.
  const text =
    `${record.serviceId}${SEPARATOR}${record.requestedAt}${SEPARATOR}${record.status}` +
    `${SEPARATOR}${record.httpStatus}${SEPARATOR}${record.durationMs}${SEPARATOR}${record.subject}` +
    `${SEPARATOR}${record.requestPayload}${SEPARATOR}${record.responsePayload}`;
  return hash('sha256', text, 'base64url').slice(0, 22);
}

/** Whether a record conflicts with the one its key holds; a hash unknown (older records) agrees. */
export const conflicting = (held: string | null | undefined, sent: string | undefined) =>
  held != null && sent !== undefined && held !== sent;
