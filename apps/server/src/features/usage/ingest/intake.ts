import type { Kysely } from 'kysely';
import { MessageKey, type IngestResult } from '@cabinet/contract';
import type { BillableOutcomes, UserGroup } from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import type { Calendar } from '../../../core/calendar.js';
import type { Caller } from '../../../core/auth/current-user.js';
import type { CallerCache } from '../../../core/auth/caller-cache.js';
import type { Translate, Language } from '../../../core/i18n/i18n.js';
import { recordRequests } from './record.js';
import type { ExhaustedPackage, RecordOutcome, Refusal, RequestRecord } from './types.js';
import type { DomainEvents } from '../../../core/events/domain-events.js';
import { admit, checkShapes, type Parsed } from './intake-check.js';
import { byPartner, type UsageRecorded } from '../../../core/events/usage-recorded.js';
import { addToReceipt, type Keeping, type Sender } from './receipts.js';
import { refusalsOf, type BatchReceipt } from './batch-receipts.js';

/** What a batch did: the answer's counts, the refusals in full, whose usage it recorded. */
export interface IngestOutcome extends Omit<IngestResult, 'success' | 'invalid'> {
  invalid: Refusal[];
  /** The users whose records were accepted, with their partners (null: none). */
  recordedFor: Array<{ userId: number; partnerId: number | null }>;
  /** The same per partner, with the services (what usage alerts look at). */
  recordedUsage: UsageRecorded[];
}

/**
 * Ingests a batch: each record is checked on its own (shape, a time within the window around `now`,
 * known service, a user the caller may record for, no repeat within the batch); the valid ones are
 * recorded in one transaction with the sender's receipt of the day, so an acknowledged record is
 * durable, a failed batch stores nothing and counts nothing, and no answer comes after a commit
 * that could still fail. A request id recorded before is a duplicate if sent with the same
 * content, a refusal (`conflict`) if with other content.
 */
export async function ingest(
  db: Kysely<Database>,
  calendar: Calendar,
  caller: Caller,
  sender: Sender,
  /** How much of the refused records is kept (an excerpt each, so many a sender's day). */
  keeping: Keeping,
  now: Date,
  raw: unknown[],
  language: Language,
  t: Translate,
  /** Told, after the batch is committed, of the packages it used up. */
  onExhausted: (packages: ExhaustedPackage[]) => void = () => {},
  /** Users and services read by earlier batches, kept until they change (see `CallerCache`). */
  kept?: IntakeKept,
): Promise<IngestOutcome> {
  const invalid: Refusal[] = [];
  const parsed = checkShapes(raw, invalid, language, t);
  const { services, users } = await readFacts(db, parsed, kept);
  const knownUsers = new Map(users.map((u) => [u.id, u]));
  const { records, indexOf } = admit(
    parsed,
    raw,
    {
      caller,
      now: now.getTime(),
      serviceIds: new Map(services.map((s) => [s.code, s.id])),
      users: knownUsers,
      t,
    },
    invalid,
  );
  const receipt: BatchReceipt = {
    day: calendar.today(now),
    at: now,
    sender,
    keeping,
    refused: invalid,
    conflict: (record) => {
      const index = indexOf.get(record)!;
      return {
        index,
        requestId: record.requestId,
        errors: { requestId: [t(MessageKey.requestIdConflict)] },
        reason: 'conflict',
        record: raw[index],
      };
    },
  };
  const outcome = records.length
    ? await recordRequests(
        db,
        calendar,
        records,
        {
          parentOf: new Map(users.map((u) => [u.id, u.parent_id])),
          billableOutcomes: new Map(services.map((s) => [s.id, s.billable_outcomes])),
        },
        receipt,
      )
    : await refusedOnly(db, receipt);
  if (outcome.exhausted.length > 0) onExhausted(outcome.exhausted);
  return {
    accepted: outcome.accepted.length,
    duplicates: outcome.duplicates,
    invalid: refusalsOf(receipt, outcome.conflicts).sort((a, b) => a.index - b.index),
    ...whoseUsage(outcome.accepted.length > 0 ? records : [], knownUsers),
  };
}

/** The services and users the batch names: those kept since an earlier batch, the rest read. */
async function readFacts(db: Kysely<Database>, parsed: readonly Parsed[], kept?: IntakeKept) {
  const codes = [...new Set(parsed.map((p) => p.record.serviceCode))];
  const userIds = [...new Set(parsed.map((p) => p.record.userId))];
  const [services, users] = await Promise.all([
    keptOrRead(
      codes,
      kept?.services,
      (service) => service.code,
      (missing) =>
        db
          .selectFrom('services')
          .select(['id', 'code', 'billable_outcomes'])
          .where('code', 'in', missing)
          .execute(),
    ),
    keptOrRead(
      userIds,
      kept?.users,
      (user) => user.id,
      (missing) =>
        db
          .selectFrom('users')
          .select(['id', 'parent_id', 'group'])
          .where('id', 'in', missing)
          .execute(),
    ),
  ]);
  return { services, users };
}

/** Whose usage the recorded records are: each user with its partner, and per partner with services. */
function whoseUsage(
  records: readonly RequestRecord[],
  knownUsers: ReadonlyMap<number, IntakeUser>,
): Pick<IngestOutcome, 'recordedFor' | 'recordedUsage'> {
  const recordedFor = new Map<number, number | null>();
  const triples: Array<{ userId: number; partnerId: number | null; serviceId: number }> = [];
  for (const record of records) {
    const user = knownUsers.get(record.userId)!;
    const partnerId = user.group === 'Partner' ? user.id : user.parent_id;
    recordedFor.set(user.id, partnerId);
    triples.push({ userId: user.id, partnerId, serviceId: record.serviceId });
  }
  return {
    recordedFor: [...recordedFor].map(([userId, partnerId]) => ({ userId, partnerId })),
    recordedUsage: byPartner(triples),
  };
}

/** A batch with no record to record: its receipt alone, refusals kept with it in one transaction. */
async function refusedOnly(db: Kysely<Database>, receipt: BatchReceipt): Promise<RecordOutcome> {
  await db
    .transaction()
    .execute((trx) =>
      addToReceipt(
        trx,
        receipt.day,
        receipt.at,
        receipt.sender,
        { accepted: 0, duplicates: [], invalid: receipt.refused },
        receipt.keeping,
      ),
    );
  return { accepted: [], duplicates: [], conflicts: [], exhausted: [] };
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

/** Whom a batch may record for, and whose usage it is: a user's group and partner. */
export interface IntakeUser {
  id: number;
  parent_id: number | null;
  group: UserGroup;
}
/** How a batch names a service, and the service's rule of which answers are billed. */
export interface IntakeService {
  id: number;
  code: string;
  billable_outcomes: BillableOutcomes;
}

/**
 * Users and services kept between batches. A user's group and partner decide whom a caller may
 * record for, a service's rule how its requests are priced: both are kept by the caller cache,
 * which any change to them empties at once in every process (`AccessWrites`).
 */
export interface IntakeKept {
  users: CallerCache<IntakeUser>;
  services: CallerCache<IntakeService>;
}

/** The rows of these keys: those kept since an earlier batch, and the rest in one statement. */
async function keptOrRead<K extends string | number, T>(
  keys: K[],
  kept: CallerCache<T> | undefined,
  keyOf: (row: T) => K,
  read: (missing: K[]) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  const missing: K[] = [];
  for (const key of keys) {
    const row = kept?.get(String(key));
    if (row) found.push(row);
    else missing.push(key);
  }
  if (missing.length === 0) return found;
  const rows = await read(missing);
  for (const row of rows) kept?.set(String(keyOf(row)), row);
  return [...found, ...rows];
}
