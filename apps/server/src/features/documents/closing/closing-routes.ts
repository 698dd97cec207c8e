import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClosingPreviewResponse,
  CloseMonthInput,
  MonthClosingResponse,
  MonthClosingsResponse,
  MonthVerificationResponse,
  Permission,
} from '@cabinet/contract';
import { z } from 'zod';
import type { DocumentDeps } from '../document-deps.js';
import { verifyMonth } from '../verification/verify-month.js';
import { callerOf } from '../../../core/auth/guard.js';
import type { MonthClosings } from './month-closings.js';
import { ok } from '../../../core/http/answers.js';

const tags = ['documents'];

/** A closing is recorded under its month, `YYYY-M`; a reissue is a closing with a reason. */
const closedMonth = (request: FastifyRequest) => {
  const { year, month } = request.body as { year: number; month: number };
  return `${year}-${month}`;
};
const closingRow = async (db: Kysely<Database>, id: string) => {
  const [year, month] = id.split('-').map(Number) as [number, number];
  return (
    (await db
      .selectFrom('month_closings')
      .selectAll()
      .where('year', '=', year)
      .where('month', '=', month)
      .orderBy('closed_at', 'desc')
      .executeTakeFirst()) ?? null
  );
};

const ClosingMonthParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export const closingRoutes: FastifyPluginAsyncZod<{
  closings: MonthClosings;
  deps: Pick<DocumentDeps, 'db' | 'files'>;
}> = async (app, { closings, deps: { db, files } }) => {
  app.get(
    '/api/documents/closings',
    {
      schema: { tags, summary: 'Closed months', response: { 200: MonthClosingsResponse } },
      config: { access: { permission: Permission.documentsEdit } },
    },
    async () => ({
      success: true as const,
      data: await closings.list(),
      meta: { graceDays: closings.graceDays },
    }),
  );

  app.get(
    '/api/documents/closings/:year/:month/preview',
    {
      schema: {
        tags,
        summary:
          'What closing the month now would issue (every partner billed in it: its partners and final documents), and its closing as it stands, for the screen to confirm first',
        params: ClosingMonthParams,
        response: { 200: ClosingPreviewResponse },
      },
      // Every partner's month: only a holder of documents.edit, who sees all partners' documents.
      config: { access: { permission: Permission.documentsEdit } },
    },
    async (request) => ok(await closings.preview(request.params.year, request.params.month)),
  );

  app.get(
    '/api/documents/closings/:year/:month/verification',
    {
      schema: {
        tags,
        summary:
          'Recomputes a month from the register: differences with the daily usage, the charges and the final documents (none expected)',
        params: ClosingMonthParams,
        response: { 200: MonthVerificationResponse },
      },
      config: { access: { permission: Permission.documentsEdit } },
    },
    async (request) => ok(await verifyMonth(db, files, request.params.year, request.params.month)),
  );

  app.post(
    '/api/documents/closings',
    {
      schema: {
        tags,
        summary:
          'Closes a month: each partner’s Application 1 and reports, in the background (409 when closed already and not confirmed)',
        body: CloseMonthInput,
        response: { 200: MonthClosingResponse },
      },
      config: {
        audit: { action: 'month.close', load: closingRow, id: closedMonth },
        access: { permission: Permission.documentsEdit },
      },
    },
    async (request) => ok(await closings.start(request.body, callerOf(request).id)),
  );
};
