import {
  DocumentResponse,
  MonthQuery,
  Permission,
  ReportLanguageQuery,
  ServiceReportParams,
  UserServiceParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { ok } from '../../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';
import { asAttachment } from '../files/attachment.js';
import { paperIn, RECORD_PAPER } from '../paper/paper.js';
import { finalServiceReport, keptServiceReport } from './kept-reports.js';
import { serviceReportPdf } from './make-pdfs.js';
import { PDF, sendStored } from './stored-pdf.js';

const route = routeDeclarers<{ deps: AppDeps }>(['documents']);
const readsReports = {
  access: { permission: Permission.reportsView, user: 'userId' },
  ability: 'reports:read',
} as const;

const serviceReportDownload = route.get(
  '/api/reports/:userId/:serviceId/:year/:month/download',
  'The monthly per-day report of a service as PDF',
  { params: ServiceReportParams, querystring: ReportLanguageQuery, produces: [PDF] },
  readsReports,
  async ({ deps }, request, reply) => {
    const { userId, serviceId, year, month } = request.params;
    // A closed month's report is final: stored once, then always served as stored.
    const final = await finalServiceReport(deps, {
      userId,
      serviceId,
      year,
      month,
      createdBy: callerOf(request).id,
    });
    const paper = paperIn(request.query.lang ?? request.lang);
    // The stored file is the Russian original; another language is made from the closed month's
    // same figures (late records stay apart, as on every screen of it).
    if (final && paper === RECORD_PAPER) return sendStored(deps.files, reply, final);
    const status = final ? 'final' : undefined;
    const pdf = await serviceReportPdf(deps, userId, serviceId, year, month, paper, status);
    return asAttachment(reply, pdf.fileName, PDF, pdf.content.length).send(pdf.content);
  },
);

const keptServiceReportDocument = route.get(
  '/api/user/:userId/reports/:serviceId/report/document',
  'Makes the monthly report of a service and keeps it among the documents (the kept one while its data is the same)',
  {
    params: UserServiceParams,
    querystring: MonthQuery,
    response: { 200: DocumentResponse },
  },
  readsReports,
  async ({ deps }, request) => {
    const { userId, serviceId } = request.params;
    const { year, month } = request.query;
    const createdBy = callerOf(request).id;
    const data = await keptServiceReport(
      deps,
      { userId, serviceId, year, month, createdBy },
      paperIn(request.lang),
    );
    return ok(data);
  },
);

/** A service's monthly report: as a PDF, or kept among the documents. */
export const serviceReportRoutes = routesPlugin(serviceReportDownload, keptServiceReportDocument);
