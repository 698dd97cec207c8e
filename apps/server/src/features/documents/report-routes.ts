import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Application1Params,
  DocumentResponse,
  MonthQuery,
  PathId,
  Permission,
  ServiceReportParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { asAttachment } from './attachment.js';
import { keptServiceReport } from './kept-reports.js';
import { application1Pdf, serviceReportPdf } from './make.js';

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
      },
      config: { access: { permission: Permission.reportsView, user: 'userId' } },
    },
    async (request, reply) => {
      const { userId, serviceId, year, month } = request.params;
      const pdf = await serviceReportPdf(deps, userId, serviceId, year, month);
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
      config: { access: { permission: Permission.reportsView, user: 'userId' } },
    },
    async (request) => {
      const { userId, serviceId } = request.params;
      const { year, month } = request.query;
      const data = await keptServiceReport(deps, {
        userId,
        serviceId,
        year,
        month,
        createdBy: callerOf(request).id,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/reports/application1/:partnerId/:year/:month',
    {
      schema: {
        tags,
        summary: 'Application 1 of a partner’s contract for a month, as PDF',
        params: Application1Params,
        // Any query string is a cache-buster the client adds.
        querystring: z.record(z.string(), z.unknown()),
      },
      config: { access: { permission: Permission.documentsView, user: 'partnerId' } },
    },
    async (request, reply) => {
      const { partnerId, year, month } = request.params;
      const pdf = await application1Pdf(deps, partnerId, year, month);
      return asAttachment(reply, pdf.fileName, PDF, pdf.content.length).send(pdf.content);
    },
  );
};
