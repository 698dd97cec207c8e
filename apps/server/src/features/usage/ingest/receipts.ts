import { sql, type Kysely, type Selectable } from 'kysely';
import {
  REJECT_REASONS,
  type IngestReceipt,
  type RejectedByReason,
  type RejectReason,
  type SenderReceipt,
} from '@cabinet/contract';
import type { Database } from '../../../core/db/schema.js';
import { prepared } from '../../../core/db/prepared.js';
import { scopeCondition, type Scope } from '../../../core/auth/scope.js';
import type { Refusal } from './types.js';
import { excerptOf } from './excerpt.js';

type Db = Kysely<Database>;

/** Who sent a batch: the user (its session or one of its API keys) and the partner it belongs to. */
export interface Sender {
  userId: number;
  apiKeyId: number | null;
  partnerId: number | null;
}

type DayCounts = Selectable<Database['ingest_receipts']>;

/** A sender's receipt of the day, with a batch's counts added; on every batch, so compiled once. */
const addToDay = prepared<DayCounts, { rejected: number }>((db, params) =>
  db
    .insertInto('ingest_receipts')
    .values({
      day: params.value('day'),
      user_id: params.value('user_id'),
      api_key_id: params.value('api_key_id'),
      accepted: params.value('accepted'),
      duplicates: params.value('duplicates'),
      rejected: params.value('rejected'),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'api_key_id']).doUpdateSet({
        accepted: sql`ingest_receipts.accepted + excluded.accepted`,
        duplicates: sql`ingest_receipts.duplicates + excluded.duplicates`,
        rejected: sql`ingest_receipts.rejected + excluded.rejected`,
      }),
    )
    .returning('rejected'),
);

/** How much of the refused records is kept (REJECTED_RECORD_EXCERPT_CHARS, REJECTED_KEPT_PER_SENDER_DAY). */
export interface Keeping {
  excerptChars: number;
  perSenderDay: number;
}

/**
 * Adds a batch's outcome to its sender's receipt of the day (per API key; 0: a session). A batch
 * with refused records also counts them by reason and keeps them (one statement each); one with
 * none costs nothing more than the receipt's own statement. A refused record is kept as an
 * excerpt, and only the day's first `perSenderDay` of a sender are: the rest are counted alone.
 */
export async function addToReceipt(
  db: Db,
  day: string,
  at: Date,
  sender: Sender,
  result: { accepted: number; duplicates: readonly string[]; invalid: readonly Refusal[] },
  keeping: Keeping,
): Promise<void> {
  const apiKeyId = sender.apiKeyId ?? 0;
  const [receipt] = await addToDay(db, {
    day,
    user_id: sender.userId,
    api_key_id: apiKeyId,
    accepted: result.accepted,
    duplicates: result.duplicates.length,
    rejected: result.invalid.length,
  });
  const rejectedBefore = Number(receipt?.rejected ?? 0) - result.invalid.length;
  if (result.invalid.length > 0)
    await addRefusals(db, day, at, sender, result, keeping, rejectedBefore);
}

/** The refused records a sender's receipt of the day counts, as the caller's transaction sees it. */
export async function rejectedOnReceipt(db: Db, day: string, sender: Sender): Promise<number> {
  const row = await db
    .selectFrom('ingest_receipts')
    .select('rejected')
    .where('user_id', '=', sender.userId)
    .where('day', '=', day)
    .where('api_key_id', '=', sender.apiKeyId ?? 0)
    .executeTakeFirst();
  return Number(row?.rejected ?? 0);
}

/**
 * Counts a batch's refused records by reason and keeps them (one statement each): as excerpts,
 * and only as many as leave the sender's day within `keeping.perSenderDay`, counting the
 * `rejectedBefore` its receipt held before this batch.
 */
export async function addRefusals(
  db: Db,
  day: string,
  at: Date,
  sender: Sender,
  result: { invalid: readonly Refusal[] },
  keeping: Keeping,
  rejectedBefore: number,
): Promise<void> {
  const apiKeyId = sender.apiKeyId ?? 0;
  const counts = new Map<RejectReason, number>();
  for (const refusal of result.invalid)
    counts.set(refusal.reason, (counts.get(refusal.reason) ?? 0) + 1);
  await db
    .insertInto('ingest_receipt_reasons')
    .values(
      [...counts].map(([reason, rejected]) => ({
        day,
        user_id: sender.userId,
        api_key_id: apiKeyId,
        reason,
        rejected,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'api_key_id', 'reason']).doUpdateSet({
        rejected: sql`ingest_receipt_reasons.rejected + excluded.rejected`,
      }),
    )
    .execute();
  const kept = result.invalid.slice(0, Math.max(0, keeping.perSenderDay - rejectedBefore));
  if (kept.length === 0) return;
  const instant = at.toISOString();
  await db
    .insertInto('ingest_rejections')
    .values(
      kept.map((refusal) => ({
        at: instant,
        day,
        user_id: sender.userId,
        api_key_id: apiKeyId,
        partner_id: sender.partnerId,
        record_index: refusal.index,
        request_id: refusal.requestId,
        reason: refusal.reason,
        ...excerptOf(refusal, keeping.excerptChars),
      })),
    )
    .execute();
}

const isReason = (value: string): value is RejectReason =>
  (REJECT_REASONS as readonly string[]).includes(value);

const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** A sender's receipts of a range of days, its keys' and sessions' together, newest first. */
export async function receiptsOf(
  db: Db,
  userId: number,
  startDate: string,
  endDate: string,
): Promise<IngestReceipt[]> {
  const [rows, reasons] = await Promise.all([
    db
      .selectFrom('ingest_receipts')
      .select((eb) => [
        'day',
        eb.fn.sum<number>('accepted').as('accepted'),
        eb.fn.sum<number>('duplicates').as('duplicates'),
        eb.fn.sum<number>('rejected').as('rejected'),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', startDate)
      .where('day', '<=', endDate)
      .groupBy('day')
      .orderBy('day', 'desc')
      .execute(),
    db
      .selectFrom('ingest_receipt_reasons')
      .select((eb) => ['day', 'reason', eb.fn.sum<number>('rejected').as('rejected')])
      .where('user_id', '=', userId)
      .where('day', '>=', startDate)
      .where('day', '<=', endDate)
      .groupBy(['day', 'reason'])
      .execute(),
  ]);
  const byDay = new Map<string, RejectedByReason>();
  for (const row of reasons) {
    if (!isReason(row.reason)) continue;
    const day = dayOf(row.day);
    const counts = byDay.get(day) ?? {};
    counts[row.reason] = Number(row.rejected);
    byDay.set(day, counts);
  }
  return rows.map((row) => ({
    day: dayOf(row.day),
    accepted: Number(row.accepted),
    duplicates: Number(row.duplicates),
    rejected: Number(row.rejected),
    reasons: byDay.get(dayOf(row.day)) ?? {},
  }));
}

/**
 * The receipts of every sender a scope holds (staff: all; a partner: itself and its users; anybody
 * else: its own), per sender, API key and day, newest first; a sender's alone if asked.
 */
export async function senderReceipts(
  db: Db,
  scope: Scope,
  filters: { startDate: string; endDate: string; senderId?: number | undefined },
): Promise<SenderReceipt[]> {
  let query = db
    .selectFrom('ingest_receipts as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('api_keys as k', 'k.id', 'r.api_key_id')
    .select([
      'r.day',
      'r.user_id',
      'u.login',
      'r.api_key_id',
      'k.name as key_name',
      'r.accepted',
      'r.duplicates',
      'r.rejected',
    ])
    .where('r.day', '>=', filters.startDate)
    .where('r.day', '<=', filters.endDate);
  if (scope.kind !== 'everybody')
    query = query.where((eb) => scopeCondition(eb, scope, { id: 'u.id', parentId: 'u.parent_id' }));
  if (filters.senderId !== undefined) query = query.where('r.user_id', '=', filters.senderId);
  const rows = await query
    .orderBy('r.day', 'desc')
    .orderBy('u.login')
    .orderBy('r.api_key_id')
    .limit(10_000)
    .execute();
  if (rows.length === 0) return [];
  const reasons = await db
    .selectFrom('ingest_receipt_reasons')
    .select(['day', 'user_id', 'api_key_id', 'reason', 'rejected'])
    .where('day', '>=', filters.startDate)
    .where('day', '<=', filters.endDate)
    .where('user_id', 'in', [...new Set(rows.map((row) => row.user_id))])
    .execute();
  const counts = new Map<string, RejectedByReason>();
  for (const row of reasons) {
    if (!isReason(row.reason)) continue;
    const key = `${dayOf(row.day)}|${row.user_id}|${row.api_key_id}`;
    const byReason = counts.get(key) ?? {};
    byReason[row.reason] = Number(row.rejected);
    counts.set(key, byReason);
  }
  return rows.map((row) => ({
    day: dayOf(row.day),
    senderId: row.user_id,
    senderLogin: row.login,
    apiKeyId: row.api_key_id,
    apiKeyName: row.key_name ?? null,
    accepted: Number(row.accepted),
    duplicates: Number(row.duplicates),
    rejected: Number(row.rejected),
    reasons: counts.get(`${dayOf(row.day)}|${row.user_id}|${row.api_key_id}`) ?? {},
  }));
}
