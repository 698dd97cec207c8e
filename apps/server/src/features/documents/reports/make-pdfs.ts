import crypto from 'node:crypto';
import type { DocumentSummary, Statement, StatementStatus } from '@cabinet/contract';
import type { DocumentDeps } from '../document-deps.js';
import { monthDays } from '../../../core/calendar.js';
import { FileStore } from '../../../core/storage/file-store.js';
import {
  application1Data,
  application1FileName,
  serviceReportData,
  serviceReportFileName,
  type ServiceReportData,
} from '../statements/report-data.js';
import { application1Document } from '../pdf/application1.js';
import type { Provider } from '../pdf/layout.js';
import type { Paper } from '../paper/paper.js';
import { renderPdf } from '../pdf/render.js';
import { serviceReportDocument } from '../pdf/service-report.js';
import { insertDocument, ownerOf, type DocumentNumber } from '../files/document-store.js';
import { currentStatement, statementIn } from '../statements/current-statement.js';
import { monthState } from '../../../core/billing/month-state.js';

export interface MadePdf {
  content: Buffer;
  fileName: string;
  title: string;
}

export const providerOf = ({ config }: DocumentDeps): Provider => ({
  name: config.PROVIDER_NAME,
  bin: config.PROVIDER_BIN,
  address: config.PROVIDER_ADDRESS,
  phone: config.PROVIDER_PHONE,
  email: config.PROVIDER_EMAIL,
  bank: config.PROVIDER_BANK,
  iban: config.PROVIDER_IBAN,
  bic: config.PROVIDER_BIC,
});

const madeAt = (deps: DocumentDeps) => deps.calendar.localTime(deps.clock.now()).slice(0, 16);

/** Draft while the month is open (or being closed), final once it is closed. */
export const statusOf = async (deps: DocumentDeps, year: number, month: number) =>
  (await monthState(deps.db, year, month)).status === 'closed' ? 'final' : 'draft';

export async function serviceReportPdf(
  deps: DocumentDeps,
  userId: number,
  serviceId: number,
  year: number,
  month: number,
  paper: Paper,
  status?: StatementStatus,
): Promise<MadePdf> {
  return renderServiceReport(
    deps,
    await serviceReportData(
      deps.db,
      userId,
      serviceId,
      year,
      month,
      status ?? (await statusOf(deps, year, month)),
      paper,
    ),
    paper,
  );
}

export async function renderServiceReport(
  deps: DocumentDeps,
  data: ServiceReportData,
  paper: Paper,
): Promise<MadePdf> {
  const { year, month } = data;
  return {
    content: await renderPdf(serviceReportDocument(data, providerOf(deps), madeAt(deps), paper)),
    fileName: serviceReportFileName(data.service.code, year, month),
    title: paper.say('report.documentTitle', (one) => ({
      service: data.service.name,
      period: one.monthYear(year, month),
    })),
  };
}

/**
 * Application 1 of a statement (a final one as closing made it, or a draft) in the paper's
 * language. A given statement keeps its numbers; its words are made again in that language.
 * `madeAt` of a final one re-rendered in another language is when it was issued.
 */
export async function application1Pdf(
  deps: DocumentDeps,
  partnerId: number,
  year: number,
  month: number,
  paper: Paper,
  statement?: Statement,
  madeAtTime = madeAt(deps),
): Promise<MadePdf> {
  const data = await application1Data(deps.db, partnerId, async () =>
    statement
      ? statementIn(statement, paper)
      : currentStatement(deps.db, partnerId, year, month, await statusOf(deps, year, month), paper),
  );
  const { number } = data.statement;
  return {
    content: await renderPdf(application1Document(data, providerOf(deps), madeAtTime, paper)),
    fileName: application1FileName(data.partner.contract_number, year, month),
    title: paper.say(
      number ? 'application1.documentTitleNumbered' : 'application1.documentTitle',
      (one) => ({ number, period: one.monthYear(year, month) }),
    ),
  };
}

/** Keeps a made PDF among the documents of the user's partner. */
export async function storePdf(
  deps: DocumentDeps,
  pdf: MadePdf,
  doc: {
    kind: 'service-report' | 'application1';
    subjectId: number;
    serviceId: number | null;
    year: number;
    month: number;
    closing: boolean;
    createdBy: number | null;
    sourceDigest?: string;
    /** Made by a closing under way: shown once it is done (closing/close-partner.ts). */
    pending?: boolean;
    /** A final document's number, version and statement (closing a month). */
    final?: {
      number: DocumentNumber | null;
      version: number;
      statement: Statement | null;
      reason: string | null;
    };
  },
): Promise<DocumentSummary> {
  const key = FileStore.newKey('documents', 'pdf');
  const size = await deps.files.put(key, pdf.content);
  const [periodStart, periodEnd] = monthDays(doc.year, doc.month);
  try {
    return await insertDocument(deps.db, {
      owner_id: await ownerOf(deps.db, doc.subjectId),
      subject_id: doc.subjectId,
      kind: doc.kind,
      service_id: doc.serviceId,
      period_start: periodStart,
      period_end: periodEnd,
      year: doc.year,
      month: doc.month,
      title: pdf.title,
      file_name: pdf.fileName,
      storage_key: key,
      content_type: 'application/pdf',
      size,
      closing: doc.closing ? 1 : 0,
      created_by: doc.createdBy,
      created_at: deps.clock.now().toISOString(),
      source_digest: doc.sourceDigest ?? null,
      sha256: crypto.createHash('sha256').update(pdf.content).digest('hex'),
      number_year: doc.final?.number?.year ?? null,
      number_seq: doc.final?.number?.seq ?? null,
      version: doc.final?.version ?? 1,
      reason: doc.final?.reason ?? null,
      statement: doc.final?.statement ? JSON.stringify(doc.final.statement) : null,
      pending: doc.pending ? 1 : 0,
    });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}
