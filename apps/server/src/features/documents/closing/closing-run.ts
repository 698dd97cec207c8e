import { sql } from 'kysely';
import type { DocumentDeps } from '../document-deps.js';
import type { Db } from '../../../core/db/schema.js';
import { monthKey } from '../../../core/calendar.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { billInOwnMonth, CLOSING_LOCK } from '../../../core/billing/closing-lock.js';
import { removeDocumentsWhere } from '../files/document-store.js';

/*
 * How a run of a month's closing ends, so that it leaves one numbered set or none: what it makes is
 * pending until it is issued at once; a run that fails, or the next run after one was killed,
 * removes what was left pending.
 */

/** A document a closing run made. */
export interface Made {
  id: number;
  subjectId: number;
  kind: string;
  serviceId: number | null;
}

/** A final document of the month before the run (a reissue supersedes it). */
export interface Previous {
  id: number;
  owner_id: number;
  subject_id: number;
  kind: string;
  service_id: number | null;
  version: number;
}

/**
 * Issues what the run made, at once: the previous versions superseded, the new ones shown, the
 * closing done. A kill before this leaves the closing running and nothing issued.
 */
export async function issue(
  db: Db,
  year: number,
  month: number,
  previous: Previous[],
  made: Made[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const old of previous) {
      const successor =
        made.find(
          (doc) =>
            doc.subjectId === old.subject_id &&
            doc.kind === old.kind &&
            doc.serviceId === old.service_id,
        ) ??
        made.find((doc) => doc.subjectId === old.subject_id && doc.kind === 'application1') ??
        // A user's report the new closing has no counterpart of: its partner's Application 1.
        made.find((doc) => doc.subjectId === old.owner_id && doc.kind === 'application1');
      if (successor)
        await trx
          .updateTable('documents')
          .set({ superseded_by: successor.id })
          .where('id', '=', old.id)
          .execute();
    }
    if (made.length > 0)
      await trx
        .updateTable('documents')
        .set({ pending: 0 })
        .where(
          'id',
          'in',
          made.map((doc) => doc.id),
        )
        .execute();
    await trx
      .updateTable('month_closings')
      .set({ status: 'done', progress: 100, documents: made.length })
      .where('year', '=', year)
      .where('month', '=', month)
      .execute();
  });
}

/** Removes the documents a run of the month's closing made and did not issue. */
export async function removePending(
  { db, files }: Pick<DocumentDeps, 'db' | 'files'>,
  year: number,
  month: number,
): Promise<void> {
  await removeDocumentsWhere(db, files, (q) =>
    q
      .where('closing', '=', 1)
      .where('pending', '=', 1)
      .where('year', '=', year)
      .where('month', '=', month),
  );
}

/**
 * Records the failure. A failed first closing leaves the month open as it was: the usage recorded
 * while it ran, billed in the next open month as if the month were closed, is billed in the month
 * again. Recordings under way are waited for (PostgreSQL's lock; SQLite has one writer), later
 * ones see the month open.
 */
export async function fail(
  db: Db,
  year: number,
  month: number,
  error: unknown,
  reopens: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${CLOSING_LOCK})`.execute(trx);
    if (reopens) await billInOwnMonth(trx, monthKey(year, month));
    await trx
      .updateTable('month_closings')
      .set({ status: 'failed', message: String((error as Error).message ?? error) })
      .where('year', '=', year)
      .where('month', '=', month)
      .execute();
  });
}

/** Tells listeners (webhooks) of the closed month and of each final document, per partner. */
export function announce(
  deps: DocumentDeps,
  year: number,
  month: number,
  partners: number[],
  made: Made[],
): void {
  const events = deps.domainEvents;
  if (!events) return;
  for (const doc of made)
    events.emit({
      type: 'document.final',
      partnerId: doc.subjectId,
      data: {
        documentId: doc.id,
        partnerId: doc.subjectId,
        kind: doc.kind,
        serviceId: doc.serviceId,
        year,
        month,
      },
    });
  const closed = (partnerId: number | null) => ({
    type: 'month.closed' as const,
    partnerId,
    data: {
      year,
      month,
      partnerId,
      documentIds: made.filter((doc) => doc.subjectId === partnerId).map((doc) => doc.id),
    },
  });
  // Each partner hears of its own month; with none billed, the provider still hears of it.
  if (partners.length === 0) events.emit(closed(null));
  for (const partnerId of partners) events.emit(closed(partnerId));
}
