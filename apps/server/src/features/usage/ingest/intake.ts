import type { Kysely } from 'kysely';
import { isPlausibleTime, MessageKey, type IngestResult } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import type { Caller } from '../../../core/auth/current-user.js';
import { mayProbeUsers, mayRecordFor } from '../../../core/auth/recording-scope.js';
import type { Translate, Language } from '../../../core/i18n/i18n.js';
import { fieldErrors } from '../../../core/i18n/zod-messages.js';
import { recordRequests } from './record.js';
import type { ExhaustedPackage, RequestRecord } from './types.js';
import type { DomainEvents } from '../../../core/events/domain-events.js';
import { checkIngestRecord, type CheckedRecord } from './intake-check.js';

type Invalid = IngestResult['invalid'][number];

/**
 * Ingests a batch: each record is checked on its own (shape, a time within the window around `now`,
 * known service, a user the caller may record for, no repeat within the batch); the valid ones are recorded in one transaction, so
 * an acknowledged record is durable and a failed batch stores nothing.
 */
export async function ingest(
  db: Kysely<Database>,
  calendar: Calendar,
  caller: Caller,
  now: Date,
  raw: unknown[],
  language: Language,
  t: Translate,
  /** Told, after the batch is committed, of the packages it used up. */
  onExhausted: (packages: ExhaustedPackage[]) => void = () => {},
): Promise<Omit<IngestResult, 'success'>> {
  const invalid: Invalid[] = [];
  const parsed: Array<{ index: number; record: CheckedRecord }> = [];
  raw.forEach((item, index) => {
    const result = checkIngestRecord.safeParse(item, { reportInput: true });
    if (result.success) parsed.push({ index, record: result.data });
    else
      invalid.push({
        index,
        requestId: requestIdOf(item),
        errors: fieldErrors(result.error.issues, language, t),
      });
  });

  const codes = [...new Set(parsed.map((p) => p.record.serviceCode))];
  const userIds = [...new Set(parsed.map((p) => p.record.userId))];
  const [services, users] = await Promise.all([
    codes.length
      ? db
          .selectFrom('services')
          .select(['id', 'code', 'billable_outcomes'])
          .where('code', 'in', codes)
          .execute()
      : [],
    userIds.length
      ? db.selectFrom('users').select(['id', 'parent_id']).where('id', 'in', userIds).execute()
      : [],
  ]);
  const serviceIds = new Map(services.map((s) => [s.code, s.id]));
  const knownUsers = new Map(users.map((u) => [u.id, u]));

  const records: RequestRecord[] = [];
  const seen = new Set<string>();
  for (const { index, record } of parsed) {
    const reject = (field: string, key: string) =>
      invalid.push({ index, requestId: record.requestId, errors: { [field]: [t(key)] } });
    const serviceId = serviceIds.get(record.serviceCode);
    const user = knownUsers.get(record.userId);
    const key = `${record.userId}|${record.requestId}`;
    const requestedAt = Date.parse(record.time);
    if (!isPlausibleTime(requestedAt, now.getTime())) reject('time', MessageKey.timeOutsideWindow);
    else if (serviceId === undefined) reject('serviceCode', MessageKey.unknownService);
    // Out of scope and missing answer alike, unless the caller may reach anybody.
    else if (!user || !mayRecordFor(caller, user))
      reject(
        'userId',
        !user && mayProbeUsers(caller) ? MessageKey.unknownUser : MessageKey.userOutOfScope,
      );
    else if (seen.has(key)) reject('requestId', MessageKey.duplicateInBatch);
    else {
      seen.add(key);
      records.push({
        requestId: record.requestId,
        userId: record.userId,
        serviceId,
        requestedAt: new Date(requestedAt).toISOString(),
        status: record.status,
        httpStatus: record.httpStatus,
        durationMs: record.durationMs,
        subject: record.subject,
        requestPayload: record.requestPayload,
        responsePayload: record.responsePayload,
      });
    }
  }
  const outcome = records.length
    ? await recordRequests(db, calendar, records, {
        parentOf: new Map(users.map((u) => [u.id, u.parent_id])),
        billableOutcomes: new Map(services.map((s) => [s.id, s.billable_outcomes])),
      })
    : { accepted: [], duplicates: [], exhausted: [] };
  if (outcome.exhausted.length > 0) onExhausted(outcome.exhausted);
  return {
    accepted: outcome.accepted.length,
    duplicates: outcome.duplicates,
    invalid: invalid.sort((a, b) => a.index - b.index),
  };
}

/** Tells listeners (webhooks) of packages used up, once their batch is committed. */
export function announceExhausted(events: DomainEvents, packages: ExhaustedPackage[]): void {
  for (const used of packages)
    events.emit({
      type: 'package.exhausted',
      userId: used.userId,
      data: { ...used },
    });
}

function requestIdOf(item: unknown): string | null {
  const id = (item as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}
