import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  RejectReason,
  type Rejection,
  type RejectionFilters,
  type REJECTION_SORT_COLUMNS,
} from '@cabinet/contract';
import type { Scope } from '../../../core/auth/scope.js';
import { rowsInBatches } from '../../../core/db/batches.js';
import { pageOf, sortOf, type Span } from '../../../core/db/paged.js';
import type { Database } from '../../../core/db/schema.js';

type RejectionsQueryBuilder = SelectQueryBuilder<
  Database & { r: Database['ingest_rejections']; u: Database['users'] },
  'r' | 'u',
  object
>;

const DAY_MS = 86_400_000;

/**
 * The refused records a scope holds: staff every one, a partner those its circle sent (the
 * partner the sender belonged to when it sent them), anybody else its own. Never another partner's.
 */
export function visibleRejections(db: Kysely<Database>, scope: Scope): RejectionsQueryBuilder {
  const query = db
    .selectFrom('ingest_rejections as r')
    .leftJoin('users as u', 'u.id', 'r.user_id') as unknown as RejectionsQueryBuilder;
  if (scope.kind === 'circle') return query.where('r.partner_id', '=', scope.partnerId);
  if (scope.kind === 'self') return query.where('r.user_id', '=', scope.userId);
  return query;
}

export function filteredRejections(
  query: RejectionsQueryBuilder,
  filters: RejectionFilters,
): RejectionsQueryBuilder {
  let q = query;
  if (filters.startDate) q = q.where('r.day', '>=', filters.startDate);
  if (filters.endDate) q = q.where('r.day', '<=', filters.endDate);
  if (filters.reason) q = q.where('r.reason', '=', filters.reason);
  if (filters.senderId !== undefined) q = q.where('r.user_id', '=', filters.senderId);
  return q;
}

const SORT_COLUMN = { at: 'r.at', reason: 'r.reason' } as const;

const dayText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

const instant = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

type Order = {
  sortBy?: (typeof REJECTION_SORT_COLUMNS)[number] | undefined;
  descending: boolean;
};

/**
 * The columns of a refused record; its record read as an excerpt of `excerptChars` at most
 * (records kept before excerpts were may be longer), and whether it was cut.
 */
function selected(query: RejectionsQueryBuilder, excerptChars: number) {
  const chars = sql.lit(excerptChars);
  return query.select([
    'r.id',
    'r.at',
    'r.day',
    'r.user_id',
    'u.login as sender_login',
    'r.api_key_id',
    'r.record_index',
    'r.request_id',
    'r.reason',
    'r.errors',
    sql<string>`substr(r.record, 1, ${chars})`.as('record'),
    sql<number>`case when r.record_cut <> 0 or length(r.record) > ${chars} then 1 else 0 end`.as(
      'record_cut',
    ),
  ]);
}

function selectedInOrder(query: RejectionsQueryBuilder, order: Order, excerptChars: number) {
  // The newest first unless a column is asked for; the id keeps a batch's records in order.
  const { column, direction } = sortOf(SORT_COLUMN, order, { sortBy: 'at', descending: true });
  return selected(query, excerptChars).orderBy(column, direction).orderBy('r.id', direction);
}

type RejectionRow = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

const toRejection = (row: RejectionRow): Rejection => ({
  id: row.id,
  at: instant(row.at),
  day: dayText(row.day),
  senderId: row.user_id,
  senderLogin: row.sender_login ?? null,
  apiKeyId: row.api_key_id,
  index: row.record_index,
  requestId: row.request_id,
  reason: RejectReason.catch('invalidRecord').parse(row.reason),
  errors: JSON.parse(row.errors) as Record<string, string[]>,
  record: row.record,
  recordCut: Number(row.record_cut) !== 0,
});

/** A page of refused records and how many the filters match. */
export async function rejectionsPage(
  query: RejectionsQueryBuilder,
  order: Order,
  span: Span,
  excerptChars: number,
) {
  const page = await pageOf(query, (q) => selectedInOrder(q, order, excerptChars), span);
  return { rows: page.rows.map(toRejection), total: page.total };
}

/**
 * Every refused record the query holds, newest first, `size` at a time: each batch is read after
 * the last one's time and id, so that the walk holds no statement open between batches.
 */
export async function* rejectionsInBatches(
  query: RejectionsQueryBuilder,
  excerptChars: number,
  size: number,
): AsyncGenerator<Rejection[]> {
  const batches = rowsInBatches<RejectionRow>(
    (after, limit) =>
      selected(query, excerptChars)
        .$if(after !== undefined, (q) =>
          q.where((eb) => eb(eb.refTuple('r.at', 'r.id'), '<', eb.tuple(after!.at, after!.id))),
        )
        .orderBy('r.at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute(),
    size,
  );
  for await (const rows of batches) yield rows.map(toRejection);
}

/** The only deletion refused records know: those older than REJECTED_RETENTION_DAYS. */
export async function removeExpiredRejections(
  db: Kysely<Database>,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('ingest_rejections')
    .where('at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
