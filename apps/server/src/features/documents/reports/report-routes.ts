import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Application1Params,
  Application1Query,
  MessageKey,
  Statement,
  StatementResponse,
  DocumentResponse,
  MonthQuery,
  PathId,
  Permission,
  ReportLanguageQuery,
  ServiceReportParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { asAttachment } from '../files/attachment.js';
import { finalServiceReport, keptServiceReport } from './kept-reports.js';
import { application1Pdf, serviceReportPdf, statusOf } from './make-pdfs.js';
import { application1Data } from '../statements/report-data.js';
import { currentStatement, statementIn } from '../statements/current-statement.js';
import { paperIn, RECORD_PAPER } from '../paper/paper.js';
import { finalDocument } from '../files/document-store.js';
import { notFound } from '../../../core/http/errors.js';
import { ok } from '../../../core/http/answers.js';

const tags = ['documents'];
const PDF = 'application/pdf';

export const reportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/reports/:userId/:serviceId/:year/:month/download',
    {
      schema: {
        tags,
        summary: 'The monthly per-day report of a service as PDF',
        params: ServiceReportParams,
        querystring: ReportLanguageQuery,
        produces: [PDF],
      },
      config: {
        access: { permission: Permission.reportsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request, reply) => {
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
      if (final && paper === RECORD_PAPER) return sendStored(reply, final);
      const status = final ? 'final' : undefined;
      const pdf = await serviceReportPdf(deps, userId, serviceId, year, month, paper, status);
      return asAttachment(reply, pdf.fileName, PDF, pdf.content.length).send(pdf.content);
    },
  );

  app.get(
    '/api/user/:userId/reports/:serviceId/report/document',
    {
      schema: {
        tags,
        summary:
          'Makes the monthly report of a service and keeps it among the documents (the kept one while its data is the same)',
        params: z.object({ userId: PathId, serviceId: PathId }),
        querystring: MonthQuery,
        response: { 200: DocumentResponse },
      },
      config: {
        access: { permission: Permission.reportsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { userId, serviceId } = request.params;
      const { year, month } = request.query;
      const data = await keptServiceReport(
        deps,
        {
          userId,
          serviceId,
          year,
          month,
          createdBy: callerOf(request).id,
        },
        paperIn(request.lang),
      );
      return ok(data);
    },
  );

  app.get(
    '/api/reports/application1/:partnerId/:year/:month',
    {
      schema: {
        tags,
        summary:
          'Application 1 of a partner’s contract for a month: the PDF (whatever Accept says), or its statement with ?format=json; a closed month’s is the final one, as stored',
        params: Application1Params,
        // Any other query is a cache-buster the client adds.
        querystring: Application1Query,
        produces: [PDF],
        // The statement itself, with ?format=json.
        response: { 200: StatementResponse },
      },
      config: {
        access: { permission: Permission.documentsView, user: 'partnerId' },
        ability: 'reports:read',
      },
    },
    async (request, reply) => {
      const { partnerId, year, month } = request.params;
      const final = await finalDocument(deps.db, {
        kind: 'application1',
        subjectId: partnerId,
        serviceId: null,
        year,
        month,
      });
      const paper = paperIn(request.query.lang ?? request.lang);
      const stored = final?.statement ? Statement.parse(JSON.parse(final.statement)) : undefined;
      if (request.query.format === 'json') {
        const data = stored
          ? statementIn(stored, paper)
          : (
              await application1Data(deps.db, partnerId, async () =>
                currentStatement(
                  deps.db,
                  partnerId,
                  year,
                  month,
                  await statusOf(deps, year, month),
                  paper,
                ),
              )
            ).statement;
        return reply.send(StatementResponse.parse({ success: true, data }));
      }
      // The stored file is the Russian original; another language is made from its statement.
      if (final && (paper === RECORD_PAPER || !stored)) return sendStored(reply, final);
      const pdf = await application1Pdf(
        deps,
        partnerId,
        year,
        month,
        paper,
        stored,
        final && deps.calendar.localTime(new Date(final.created_at)).slice(0, 16),
      );
      return asAttachment(reply, pdf.fileName, PDF, pdf.content.length).send(pdf.content);
    },
  );

  /** A final document as closing stored it: never made again. */
  async function sendStored(reply: FastifyReply, doc: { storage_key: string; file_name: string }) {
    if (!(await deps.files.exists(doc.storage_key))) throw notFound(MessageKey.documentNotFound);
    return asAttachment(reply, doc.file_name, PDF).send(deps.files.read(doc.storage_key));
  }
};
