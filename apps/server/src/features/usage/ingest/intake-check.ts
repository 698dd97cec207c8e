import { z } from 'zod';
import {
  IngestRecord,
  instantOf,
  isPlausibleTime,
  MessageKey,
  type RejectReason,
} from '@cabinet/contract';
import type { Caller } from '../../../core/auth/current-user.js';
import { mayProbeUsers, mayRecordFor } from '../../../core/auth/recording-scope.js';
import type { Translate, Language } from '../../../core/i18n/i18n.js';
import { fieldErrors } from '../../../core/i18n/zod-messages.js';
import { contentHashOf } from './content-hash.js';
import type { Refusal, RequestRecord } from './types.js';

/**
 * The record schema compiled by zod into one generated function: a valid record costs a fraction
 * of the interpreted check, and anything else falls back to the schema itself, so invalid records
 * get the same per-field reasons as before.
 */
export const checkIngestRecord = z.compile(IngestRecord);
export type CheckedRecord = z.output<typeof IngestRecord>;

/** A record that passed its schema, with its place in the batch. */
export interface Parsed {
  index: number;
  record: CheckedRecord;
}

/**
 * The one reason a record failed its schema for: the time's or the payloads' own when that is all
 * that is wrong with it, else its shape.
 */
const SCHEMA_REASONS = new Map<string, RejectReason>([
  [MessageKey.timeOutsideWindow, 'timeOutsideWindow'],
  [MessageKey.timeInvalid, 'timeInvalid'],
  [MessageKey.payloadTooLong, 'payloadTooLong'],
]);
function schemaReason(issues: ReadonlyArray<{ message: string }>): RejectReason {
  const reasons = new Set(issues.map((issue) => SCHEMA_REASONS.get(issue.message)));
  const [only] = reasons;
  return reasons.size === 1 && only !== undefined ? only : 'invalidRecord';
}

function requestIdOf(item: unknown): string | null {
  const id = (item as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

/** Step one: each record against its schema; the refused ones join `invalid` with their reasons. */
export function checkShapes(
  raw: unknown[],
  invalid: Refusal[],
  language: Language,
  t: Translate,
): Parsed[] {
  const parsed: Parsed[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const item = raw[index];
    const result = checkIngestRecord.safeParse(item, { reportInput: true });
    if (result.success) parsed.push({ index, record: result.data });
    else
      invalid.push({
        index,
        requestId: requestIdOf(item),
        errors: fieldErrors(result.error.issues, language, t),
        reason: schemaReason(result.error.issues),
        record: item,
      });
  }
  return parsed;
}

/** What admission needs to know of a batch's services and users, read once for the batch. */
export interface Admission {
  caller: Caller;
  now: number;
  serviceIds: ReadonlyMap<string, number>;
  users: ReadonlyMap<number, Parameters<typeof mayRecordFor>[1]>;
  t: Translate;
}

/** The records to record, each with its place in the batch (conflicts are told by it). */
export interface Admitted {
  records: RequestRecord[];
  indexOf: Map<RequestRecord, number>;
}

const refusal = (
  index: number,
  requestId: string,
  field: string,
  message: string,
  reason: RejectReason,
  record: unknown,
): Refusal => ({ index, requestId, errors: { [field]: [message] }, reason, record });

/**
 * Step two: a record that passed its schema is recorded if its time is within the window around
 * `now`, its service known, its user one the caller may record for, and its request id not
 * repeated in the batch; it then carries its content's hash. The others join `invalid`.
 */
export function admit(
  parsed: readonly Parsed[],
  raw: readonly unknown[],
  { caller, now, serviceIds, users, t }: Admission,
  invalid: Refusal[],
): Admitted {
  const records: RequestRecord[] = [];
  const indexOf = new Map<RequestRecord, number>();
  const seen = new Set<string>();
  for (const { index, record } of parsed) {
    const serviceId = serviceIds.get(record.serviceCode);
    const user = users.get(record.userId);
    const key = `${record.userId}|${record.requestId}`;
    const requestedAt = instantOf(record.time);
    let refused: [string, string, RejectReason] | undefined;
    if (!isPlausibleTime(requestedAt, now))
      refused = ['time', MessageKey.timeOutsideWindow, 'timeOutsideWindow'];
    else if (serviceId === undefined)
      refused = ['serviceCode', MessageKey.unknownService, 'unknownService'];
    // Out of scope and missing answer alike, unless the caller may reach anybody.
    else if (!user || !mayRecordFor(caller, user))
      refused =
        !user && mayProbeUsers(caller)
          ? ['userId', MessageKey.unknownUser, 'unknownUser']
          : ['userId', MessageKey.userOutOfScope, 'userOutOfScope'];
    else if (seen.has(key))
      refused = ['requestId', MessageKey.duplicateInBatch, 'duplicateInBatch'];
    if (refused) {
      const [field, message, reason] = refused;
      invalid.push(refusal(index, record.requestId, field, t(message), reason, raw[index]));
      continue;
    }
    seen.add(key);
    const accepted: RequestRecord = {
      requestId: record.requestId,
      userId: record.userId,
      serviceId: serviceId!,
      requestedAt: isoOf(record.time, requestedAt),
      status: record.status,
      httpStatus: record.httpStatus,
      durationMs: record.durationMs,
      subject: record.subject,
      requestPayload: record.requestPayload,
      responsePayload: record.responsePayload,
    };
    accepted.contentHash = contentHashOf(accepted);
    records.push(accepted);
    indexOf.set(accepted, index);
  }
  return { records, indexOf };
}

/** The time as the register keeps it (UTC, milliseconds): the text itself when already so. */
const isoOf = (time: string, instant: number) =>
  time.length === 24 && time[23] === 'Z' && time[19] === '.'
    ? time
    : new Date(instant).toISOString();
