import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
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
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';

const route = routeDeclarers<{
  closings: MonthClosings;
  deps: Pick<DocumentDeps, 'db' | 'files'>;
}>(['documents']);
const edit = { permission: Permission.documentsEdit };

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

const closedMonths = route.get(
  '/api/documents/closings',
  'Closed months',
  { response: { 200: MonthClosingsResponse } },
  { access: edit },
  async ({ closings }) => ({
    success: true as const,
    data: await closings.list(),
    meta: { graceDays: closings.graceDays },
  }),
);

const preview = route.get(
  '/api/documents/closings/:year/:month/preview',
  'What closing the month now would issue (every partner billed in it: its partners and final documents), and its closing as it stands, for the screen to confirm first',
  { params: ClosingMonthParams, response: { 200: ClosingPreviewResponse } },
  // Every partner's month: only a holder of documents.edit, who sees all partners' documents.
  { access: edit },
  async ({ closings }, request) =>
    ok(await closings.preview(request.params.year, request.params.month)),
);

const verification = route.get(
  '/api/documents/closings/:year/:month/verification',
  'Recomputes a month from the register: differences with the daily usage, the charges and the final documents (none expected)',
  { params: ClosingMonthParams, response: { 200: MonthVerificationResponse } },
  { access: edit },
  async ({ deps: { db, files } }, request) =>
    ok(await verifyMonth(db, files, request.params.year, request.params.month)),
);

const closeMonth = route.post(
  '/api/documents/closings',
  'Closes a month: each partner’s Application 1 and reports, in the background (409 when closed already and not confirmed)',
  { body: CloseMonthInput, response: { 200: MonthClosingResponse } },
  { audit: { action: 'month.close', load: closingRow, id: closedMonth }, access: edit },
  async ({ closings }, request) => ok(await closings.start(request.body, callerOf(request).id)),
);

export const closingRoutes = routesPlugin(closedMonths, preview, verification, closeMonth);
