import crypto from 'node:crypto';
import type { DocumentSummary } from '@cabinet/contract';
import type { DocumentDeps } from '../document-deps.js';
import {
  providerOf,
  renderServiceReport,
  serviceReportPdf,
  statusOf,
  storePdf,
} from './make-pdfs.js';
import { serviceReportData } from '../statements/report-data.js';
import { RECORD_PAPER, type Paper } from '../paper/paper.js';
import {
  finalDocument,
  finalDocumentsOf,
  findDocument,
  ownerOf,
  removeDocuments,
  removeDocumentsWhere,
} from '../files/document-store.js';

export interface ReportAsk {
  userId: number;
  serviceId: number;
  year: number;
  month: number;
  createdBy: number;
}

/**
 * The monthly report of a service kept among the documents on request (issue 15: every ask
 * stored a new file). Its data is read and digested on each ask, which is cheap; the PDF is made
 * only when no kept report was made from the same data, and then it replaces the older ones of
 * the same user, service and month. A closed month's report is the final one closing made.
 */
export async function keptServiceReport(
  deps: DocumentDeps,
  ask: ReportAsk,
  paper: Paper,
): Promise<DocumentSummary> {
  const { db, files } = deps;
  const final = await finalServiceReport(deps, ask);
  if (final) return (await findDocument(db, final.id))!.summary;
  const status = await statusOf(deps, ask.year, ask.month);
  const data = await serviceReportData(
    db,
    ask.userId,
    ask.serviceId,
    ask.year,
    ask.month,
    status,
    paper,
  );
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify({ data, provider: providerOf(deps) }))
    .digest('hex');
  const kept = await sameReports(deps, ask)
    .select(['id', 'storage_key'])
    .where('source_digest', '=', digest)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (kept && (await files.exists(kept.storage_key))) {
    const found = await findDocument(db, kept.id);
    if (found) return found.summary;
  }
  const made = await storePdf(deps, await renderServiceReport(deps, data, paper), {
    kind: 'service-report',
    subjectId: ask.userId,
    serviceId: ask.serviceId,
    year: ask.year,
    month: ask.month,
    closing: false,
    createdBy: ask.createdBy,
    sourceDigest: digest,
  });
  // Older only: of two asks at once, each removes what came before it, never the other's.
  const older = await sameReports(deps, ask).select('id').where('id', '<', made.id).execute();
  await removeDocuments(
    db,
    files,
    older.map((row) => row.id),
  );
  return made;
}

/**
 * The final report of a closed month: the one closing stored (for a partner and each of its users
 * with usage), or, where closing made none (a user without usage then, a month closed by an older
 * release), one made now and stored once as final, so that every later ask gets the same file.
 * An open month has none.
 */
export async function finalServiceReport(
  deps: DocumentDeps,
  ask: Omit<ReportAsk, 'createdBy'> & { createdBy: number | null },
) {
  const { db, files } = deps;
  const which = { kind: 'service-report' as const, subjectId: ask.userId, ...ask };
  const final = await finalDocument(db, which);
  if (final) return final;
  if ((await statusOf(deps, ask.year, ask.month)) !== 'final') return undefined;
  const owner = await ownerOf(db, ask.userId);
  const current = await finalDocumentsOf(db, ask.year, ask.month)
    .select((eb) => eb.fn.max('version').as('version'))
    .where('owner_id', '=', owner)
    .executeTakeFirst();
  const pdf = await serviceReportPdf(
    deps,
    ask.userId,
    ask.serviceId,
    ask.year,
    ask.month,
    RECORD_PAPER,
    'final',
  );
  const made = await storePdf(deps, pdf, {
    kind: 'service-report',
    subjectId: ask.userId,
    serviceId: ask.serviceId,
    year: ask.year,
    month: ask.month,
    closing: true,
    createdBy: ask.createdBy,
    final: { number: null, version: Number(current?.version ?? 1), statement: null, reason: null },
  });
  // Of two asks at once, the first stored stays and the other's goes.
  const first = (await finalDocument(db, which))!;
  if (first.id !== made.id) await removeDocuments(db, files, [made.id]);
  return first;
}

function sameReports({ db }: DocumentDeps, ask: ReportAsk) {
  return db
    .selectFrom('documents')
    .where('kind', '=', 'service-report')
    .where('closing', '=', 0)
    .where('subject_id', '=', ask.userId)
    .where('service_id', '=', ask.serviceId)
    .where('year', '=', ask.year)
    .where('month', '=', ask.month);
}

/** Reports made on request go after REPORT_RETENTION_DAYS, files and all; closings stay. */
export async function removeOldReports(deps: DocumentDeps): Promise<number> {
  const { db, files, clock, config } = deps;
  const before = new Date(
    clock.now().getTime() - config.REPORT_RETENTION_DAYS * 86_400_000,
  ).toISOString();
  return removeDocumentsWhere(db, files, (q) =>
    q
      .where('kind', '=', 'service-report')
      .where('closing', '=', 0)
      .where('created_at', '<', before),
  );
}
