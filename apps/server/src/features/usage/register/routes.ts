import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PathId,
  Permission,
  RegisterAllPage,
  RegisterAllQuery,
  RegisterPage,
  RegisterQuery,
  RequestDetailQuery,
  RequestDetailResponse,
  pageMeta,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { scopeOf, usersOf } from '../../../core/auth/scope.js';
import { assertDateRange } from '../../../core/http/date-range.js';
import type { RequestOf } from '../../../core/http/route-request.js';
import { subjectParam, type ScopedRead } from '../report-scope.js';
import { markLate } from '../../../core/billing/late-records.js';
import { registerAllPage } from './all-register.js';
import { registerPage, requestDetail } from './user-register.js';
import { ok, okPage } from '../../../core/http/answers.js';

const ServiceParams = z.object({ userId: PathId, serviceId: PathId });

const pageSchema = {
  tags: ['usage'],
  summary:
    'The register: requests between two days, of one outcome, searched by request id or subject prefix, with the totals of all it keeps',
  params: ServiceParams,
  querystring: RegisterQuery,
  response: { 200: RegisterPage },
};

const requestSchema = {
  tags: ['usage'],
  summary: 'One request of the register, with its payloads',
  params: ServiceParams,
  querystring: RequestDetailQuery,
  response: { 200: RequestDetailResponse },
};

const allSchema = {
  tags: ['usage'],
  summary: 'The register across every user in the caller’s scope (an admin: all partners), paged',
  querystring: RegisterAllQuery,
  response: { 200: RegisterAllPage },
};

const subjectAccess = {
  access: { permission: Permission.requestsView, scopedBy: subjectParam },
  ability: 'reports:read',
} as const;

interface Register {
  deps: AppDeps;
  scopedRead: ScopedRead;
}

/** The register of requests: a user's of one service, one request, everybody's in scope. */
export const registerRoutes: FastifyPluginAsyncZod<Register> = async (app, register) => {
  app.get(
    '/api/user/:userId/reports/:serviceId/register',
    { schema: pageSchema, config: subjectAccess },
    (request) => registerOfService(register, request),
  );

  app.get(
    '/api/user/:userId/reports/:serviceId/register/request',
    { schema: requestSchema, config: subjectAccess },
    (request) => registeredRequest(register, request),
  );

  app.get(
    '/api/usage/register',
    { schema: allSchema, config: { access: { permission: Permission.requestsView } } },
    (request) => registerOfAll(register.deps, request),
  );
};

/** GET /api/user/:userId/reports/:serviceId/register */
async function registerOfService(
  { deps: { db, calendar, clock }, scopedRead }: Register,
  request: RequestOf<typeof pageSchema>,
) {
  const query = request.query;
  const range = { ...query, ...monthToDateUnlessGiven(calendar.today(clock.now()), query) };
  const [{ context, service }, { rows, total, totals, matchedBy }] = await scopedRead(
    callerOf(request),
    request.params,
    undefined,
    (ids) => registerPage(db, calendar, ids, request.params.serviceId, range),
  );
  return {
    success: true as const,
    data: await markLate(db, calendar, rows),
    meta: pageMeta(query, total),
    context: { ...context, service: service! },
    totals,
    ...(matchedBy !== undefined ? { matchedBy } : {}),
  };
}

/** GET /api/user/:userId/reports/:serviceId/register/request */
async function registeredRequest(
  { deps: { db, calendar }, scopedRead }: Register,
  request: RequestOf<typeof requestSchema>,
) {
  const [, data] = await scopedRead(callerOf(request), request.params, undefined, (ids) =>
    requestDetail(db, ids, request.params.serviceId, request.query.requestId),
  );
  const [marked] = await markLate(db, calendar, [data]);
  return ok(marked!);
}

/** GET /api/usage/register */
async function registerOfAll(
  { db, calendar, clock }: AppDeps,
  request: RequestOf<typeof allSchema>,
) {
  const query = request.query;
  const range = monthToDateUnlessGiven(calendar.today(clock.now()), query);
  const scope = await usersOf(db, scopeOf(callerOf(request)));
  const { rows, total } = await registerAllPage(db, calendar, scope, { ...query, ...range });
  return okPage(await markLate(db, calendar, rows), query, total);
}

/** The days asked for, from the first of this month to today by default. */
function monthToDateUnlessGiven(
  today: string,
  query: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const startDate = query.startDate ?? `${today.slice(0, 7)}-01`;
  const endDate = query.endDate ?? today;
  assertDateRange({ startDate, endDate });
  return { startDate, endDate };
}
