import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntry, AuditFilters } from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import type { Calendar } from '../../core/calendar.js';
import { rowsInBatches } from '../../core/db/batches.js';
import { pageOf, sortOf, type Span } from '../../core/db/paged.js';
import type { Database } from '../../core/db/schema.js';
import { isStaff } from '../../core/auth/scope.js';

type AuditQueryBuilder = SelectQueryBuilder<
  Database & { a: Database['audit_log']; u: Database['users'] },
  'a' | 'u',
  object
>;

/**
 * The entries a caller may read: staff every one, a partner those of its circle (its own and its
 * users' changes), anybody else its own. Never another partner's.
 */
export function visibleEntries(db: Kysely<Database>, caller: Caller): AuditQueryBuilder {
  const query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id') as unknown as AuditQueryBuilder;
  if (isStaff(caller)) return query;
  if (caller.group === 'Partner') return query.where('a.actor_partner_id', '=', caller.id);
  return query.where('a.actor_id', '=', caller.id);
}

export function filtered(
  query: AuditQueryBuilder,
  filters: AuditFilters,
  calendar: Calendar,
): AuditQueryBuilder {
  let q = query;
  if (filters.actorId !== undefined) q = q.where('a.actor_id', '=', filters.actorId);
  if (filters.objectType) q = q.where('a.object_type', '=', filters.objectType);
  if (filters.objectId) q = q.where('a.object_id', '=', filters.objectId);
  if (filters.startDate) q = q.where('a.at', '>=', calendar.startOf(filters.startDate));
  if (filters.endDate)
    q = q.where('a.at', '<', calendar.instantsOf(filters.endDate, filters.endDate)[1]);
  return q;
}

const SORT_COLUMN = { at: 'a.at', action: 'a.action', objectType: 'a.object_type' } as const;

const parsed = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

const instant = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

function selectedInOrder(
  query: AuditQueryBuilder,
  order: { sortBy?: keyof typeof SORT_COLUMN | undefined; descending: boolean },
) {
  // The newest first unless a column is asked for; the id breaks ties in the same moment.
  const { column, direction } = sortOf(SORT_COLUMN, order, { sortBy: 'at', descending: true });
  return query
    .select([
      'a.id',
      'a.at',
      'a.actor_id',
      'u.login as actor_login',
      'a.actor_partner_id',
      'a.ip',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.before',
      'a.after',
    ])
    .orderBy(column, direction)
    .orderBy('a.id', direction);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectedInOrder>['execute']>>[number];

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: instant(row.at),
  actorId: row.actor_id,
  actorLogin: row.actor_login ?? null,
  actorPartnerId: row.actor_partner_id,
  ip: row.ip,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  before: parsed(row.before),
  after: parsed(row.after),
});

type Order = Parameters<typeof selectedInOrder>[1];

/** A page of entries and how many the filters match. */
export async function entriesPage(query: AuditQueryBuilder, order: Order, span: Span) {
  const page = await pageOf(query, (q) => selectedInOrder(q, order), span);
  return { rows: page.rows.map(toEntry), total: page.total };
}

/**
 * Every entry the query holds, newest first, `size` at a time: each batch is read after the last
 * one's time and id, so that the walk holds no statement open between batches.
 */
export async function* entriesInBatches(
  query: AuditQueryBuilder,
  size: number,
): AsyncGenerator<AuditEntry[]> {
  const batches = rowsInBatches<EntryRow>(
    (after, limit) =>
      selectedInOrder(
        after === undefined
          ? query
          : query.where((eb) => eb(eb.refTuple('a.at', 'a.id'), '<', eb.tuple(after.at, after.id))),
        { descending: true },
      )
        .limit(limit)
        .execute(),
    size,
  );
  for await (const rows of batches) yield rows.map(toEntry);
}
