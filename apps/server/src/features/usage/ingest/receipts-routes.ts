import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IngestReceiptsQuery,
  IngestReceiptsResponse,
  Permission,
  SenderReceiptsQuery,
  SenderReceiptsResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { scopeOf } from '../../../core/auth/scope.js';
import { assertDateRange } from '../../../core/http/date-range.js';
import type { RequestOf } from '../../../core/http/route-request.js';
import { receiptsOf, senderReceipts } from './receipts.js';

/** Who may read receipts and refused records: the scope rule decides whose (an API key: its own). */
export const receiptsAccess = {
  access: { permission: Permission.requestsView },
  ability: 'usage:write',
} as const;

const ownSchema = {
  tags: ['usage'],
  summary:
    'The caller’s own ingestion by day: records accepted, answered as duplicates, refused (the last 30 days by default)',
  querystring: IngestReceiptsQuery,
  response: { 200: IngestReceiptsResponse },
};

const sendersSchema = {
  tags: ['usage'],
  summary:
    'Receipts of ingestion per sender and API key by day, with refusals by reason: staff see every sender, a partner its circle, anybody else its own (the last 30 days by default)',
  querystring: SenderReceiptsQuery,
  response: { 200: SenderReceiptsResponse },
};

/** What the senders of usage records were told, by day. */
export const receiptsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/usage/receipts',
    {
      schema: ownSchema,
      config: { access: { permission: Permission.requestsIngest }, ability: 'usage:write' },
    },
    (request) => ownReceipts(deps, request),
  );

  app.get(
    '/api/usage/receipts/senders',
    { schema: sendersSchema, config: receiptsAccess },
    (request) => sendersReceipts(deps, request),
  );
};

/** GET /api/usage/receipts */
async function ownReceipts(deps: AppDeps, request: RequestOf<typeof ownSchema>) {
  const { startDate, endDate } = lastDaysUnlessGiven(deps, request.query);
  return {
    success: true as const,
    data: await receiptsOf(deps.db, callerOf(request).id, startDate, endDate),
  };
}

/** GET /api/usage/receipts/senders */
async function sendersReceipts(deps: AppDeps, request: RequestOf<typeof sendersSchema>) {
  return {
    success: true as const,
    data: await senderReceipts(deps.db, scopeOf(callerOf(request)), {
      ...lastDaysUnlessGiven(deps, request.query),
      senderId: request.query.senderId,
    }),
  };
}

/** The days asked for, the last 30 by default. */
function lastDaysUnlessGiven(
  { calendar, clock }: AppDeps,
  query: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const startDate =
    query.startDate ?? calendar.dayOf(new Date(clock.now().getTime() - 29 * 86_400_000));
  const endDate = query.endDate ?? calendar.today(clock.now());
  assertDateRange({ startDate, endDate });
  return { startDate, endDate };
}
