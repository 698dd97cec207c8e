import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { DocumentSummary, DocumentsQuery } from '@cabinet/contract';
import { pageOf, sortOf, spanOf } from '../../../core/db/paged.js';
import type { Database, DocumentsTable, Db } from '../../../core/db/schema.js';
import type { FileStore } from '../../../core/storage/file-store.js';

const SORT_COLUMNS = {
  createdAt: 'd.created_at',
  period: 'd.period_start',
  kind: 'd.kind',
  size: 'd.size',
  title: 'd.title',
} as const;

function summaries(db: Db) {
  return db
    .selectFrom('documents as d')
    .innerJoin('users as owner', 'owner.id', 'd.owner_id')
    .innerJoin('users as subject', 'subject.id', 'd.subject_id')
    .leftJoin('partner_profiles as p', 'p.user_id', 'd.owner_id')
    .leftJoin('services as s', 's.id', 'd.service_id')
    .select([
      'd.id',
      'd.kind',
      'd.title',
      'd.file_name',
      'd.content_type',
      'd.size',
      'd.period_start',
      'd.period_end',
      'd.year',
      'd.month',
      'd.service_id',
      's.name as service_name',
      'd.owner_id',
      'p.company_name',
      'owner.login as owner_login',
      'd.subject_id',
      'subject.login as subject_login',
      'd.closing',
      'd.created_at',
      'd.storage_key',
      'd.sha256',
      'd.number_year',
      'd.number_seq',
      'd.version',
      'd.reason',
      'd.superseded_by',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

const toSummary = (row: SummaryRow): DocumentSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size),
  periodStart: row.period_start,
  periodEnd: row.period_end,
  year: row.year,
  month: row.month,
  serviceId: row.service_id,
  serviceName: row.service_name,
  ownerId: row.owner_id,
  ownerName: row.company_name ?? row.owner_login,
  subjectId: row.subject_id,
  subjectLogin: row.subject_login,
  closing: row.closing === 1,
  createdAt: row.created_at,
  sha256: row.sha256,
  number:
    row.number_year === null || row.number_seq === null
      ? null
      : documentNumber(row.number_year, row.number_seq),
  version: row.version,
  reason: row.reason,
  superseded: row.superseded_by !== null,
  draft: isDraft(row),
});

/** A made statement document that no closing made: its PDF says it is preliminary. */
const isDraft = (row: { kind: SummaryRow['kind']; closing: number }) =>
  (row.kind === 'service-report' || row.kind === 'application1') && row.closing !== 1;

/** `2026`, `7` → `2026-0007`. */
export const documentNumber = (year: number, seq: number) =>
  `${year}-${String(seq).padStart(4, '0')}`;

/** Whose documents a list shows: a partner's (all its files), one user's own, or everybody's. */
export type DocumentsScope = { ownerId: number } | { subjectId: number } | 'all';

/**
 * By period, the screens group documents by month: each month's Application 1 first (the monthly
 * statement), then each partner's own documents before its users', users by login.
 */
function byMonth<Q extends ReturnType<typeof summaries>>(q: Q, direction: 'asc' | 'desc') {
  return q
    .orderBy('d.year', direction)
    .orderBy('d.month', direction)
    .orderBy('owner.login')
    .orderBy(sql`case when d.kind = 'application1' then 0 else 1 end`)
    .orderBy(sql`case when d.subject_id = d.owner_id then 0 else 1 end`)
    .orderBy('subject.login')
    .orderBy('d.period_start', direction) as Q;
}

export async function listDocuments(
  db: Db,
  scope: DocumentsScope,
  query: Pick<DocumentsQuery, 'page' | 'rowsPerPage' | 'sortBy' | 'descending'> & {
    year?: number | undefined;
    month?: number | undefined;
  },
) {
  // A closing's documents show once it is done.
  let base = summaries(db).where('d.pending', '=', 0);
  if (scope !== 'all')
    base =
      'ownerId' in scope
        ? base.where('d.owner_id', '=', scope.ownerId)
        : base.where('d.subject_id', '=', scope.subjectId);
  if (query.year !== undefined) base = base.where('d.year', '=', query.year);
  if (query.month !== undefined) base = base.where('d.month', '=', query.month);
  const { column, direction } = sortOf(SORT_COLUMNS, query, {
    sortBy: 'createdAt',
    descending: true,
  });
  const { rows, total } = await pageOf(
    base,
    (q) =>
      column === SORT_COLUMNS.period
        ? byMonth(q, direction).orderBy('d.id', 'desc')
        : q.orderBy(column, direction).orderBy('d.id', 'desc'),
    spanOf(query),
  );
  return { rows: rows.map(toSummary), total };
}

export async function findDocument(db: Db, id: number) {
  const row = await summaries(db).where('d.id', '=', id).executeTakeFirst();
  return row && { summary: toSummary(row), storageKey: row.storage_key };
}

export async function insertDocument(
  db: Db,
  values: Insertable<DocumentsTable>,
): Promise<DocumentSummary> {
  const { id } = await db
    .insertInto('documents')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findDocument(db, id))!.summary;
}

/** Removes documents and then their files (a file without a row is harmless, the reverse not). */
export async function removeDocuments(db: Db, files: FileStore, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('documents')
    .select('storage_key')
    .where('id', 'in', ids)
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('export_jobs')
      .set({ document_id: null })
      .where('document_id', 'in', ids)
      .execute();
    await trx.deleteFrom('documents').where('id', 'in', ids).execute();
  });
  await Promise.all(rows.map((row) => files.remove(row.storage_key)));
}

/** Removes the documents that `pick` narrows the table to, files and all; answers how many. */
export async function removeDocumentsWhere(
  db: Db,
  files: FileStore,
  pick: (
    q: SelectQueryBuilder<Database, 'documents', { id: number }>,
  ) => SelectQueryBuilder<Database, 'documents', { id: number }>,
): Promise<number> {
  const rows = await pick(db.selectFrom('documents').select('id')).execute();
  await removeDocuments(
    db,
    files,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/** The partner a user's documents belong to: its parent, or itself. */
export async function ownerOf(db: Db, userId: number): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'parent_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.parent_id ?? user.id;
}

export interface DocumentNumber {
  year: number;
  seq: number;
}

/** The next number of a year's final documents. */
async function takeDocumentNumber(db: Db, year: number): Promise<DocumentNumber> {
  const row = await db
    .insertInto('document_numbers')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql`document_numbers.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return { year, seq: row.last };
}

/**
 * The number of a partner's Application 1 of a month's closing (a version): the one a run of the
 * same closing took already (killed and resumed, or failed and retried), else the next of the
 * year of issue. So the numbers stay unique and, once each closing is done, without gaps.
 */
export async function closingNumber(
  db: Db,
  of: { year: number; month: number; partnerId: number; version: number },
  issueYear: number,
): Promise<DocumentNumber> {
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom('closing_numbers')
      .select(['number_year', 'number_seq'])
      .where('year', '=', of.year)
      .where('month', '=', of.month)
      .where('partner_id', '=', of.partnerId)
      .where('version', '=', of.version)
      .executeTakeFirst();
    if (kept) return { year: kept.number_year, seq: kept.number_seq };
    const number = await takeDocumentNumber(trx, issueYear);
    await trx
      .insertInto('closing_numbers')
      .values({
        year: of.year,
        month: of.month,
        partner_id: of.partnerId,
        version: of.version,
        number_year: number.year,
        number_seq: number.seq,
      })
      .execute();
    return number;
  });
}

/** The final document of a kind that closing made for a subject's month: the latest version. */
export function finalDocument(
  db: Db,
  doc: {
    kind: 'application1' | 'service-report';
    subjectId: number;
    serviceId: number | null;
    year: number;
    month: number;
  },
) {
  return finalDocumentsOf(db, doc.year, doc.month)
    .select(['id', 'storage_key', 'file_name', 'statement', 'created_at'])
    .where('kind', '=', doc.kind)
    .where('subject_id', '=', doc.subjectId)
    .$if(doc.serviceId !== null, (q) => q.where('service_id', '=', doc.serviceId!))
    .orderBy('version', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** The documents a closing of the month made final that nothing has superseded since. */
export const finalDocumentsOf = (db: Db, year: number, month: number) =>
  db
    .selectFrom('documents')
    .where('closing', '=', 1)
    .where('pending', '=', 0)
    .where('superseded_by', 'is', null)
    .where('year', '=', year)
    .where('month', '=', month);
