import {
  Permission,
  RegisterAllPage,
  RegisterAllQuery,
  RegisterPage,
  RegisterQuery,
  RequestDetailQuery,
  RequestDetailResponse,
  pageMeta,
  UserServiceParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { scopeOf, usersOf } from '../../../core/auth/scope.js';
import { assertDateRange } from '../../../core/http/date-range.js';
import { subjectParam, type ScopedRead } from '../report-scope.js';
import { markLate } from '../../../core/billing/late-records.js';
import { registerAllPage } from './all-register.js';
import { registerPage, requestDetail } from './user-register.js';
import { ok, okPage } from '../../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';

const ServiceParams = UserServiceParams;

const subjectAccess = {
  access: { permission: Permission.requestsView, scopedBy: subjectParam },
  ability: 'reports:read',
} as const;

const route = routeDeclarers<{ deps: AppDeps; scopedRead: ScopedRead }>(['usage']);

const registerOfService = route.get(
  '/api/user/:userId/reports/:serviceId/register',
  'The register: requests between two days, of one outcome, searched by request id or subject prefix, with the totals of all it keeps',
  { params: ServiceParams, querystring: RegisterQuery, response: { 200: RegisterPage } },
  subjectAccess,
  async ({ deps: { db, calendar, clock }, scopedRead }, request) => {
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
  },
);

const registeredRequest = route.get(
  '/api/user/:userId/reports/:serviceId/register/request',
  'One request of the register, with its payloads',
  {
    params: ServiceParams,
    querystring: RequestDetailQuery,
    response: { 200: RequestDetailResponse },
  },
  subjectAccess,
  async ({ deps: { db, calendar }, scopedRead }, request) => {
    const [, data] = await scopedRead(callerOf(request), request.params, undefined, (ids) =>
      requestDetail(db, ids, request.params.serviceId, request.query.requestId),
    );
    const [marked] = await markLate(db, calendar, [data]);
    return ok(marked!);
  },
);

const registerOfAll = route.get(
  '/api/usage/register',
  'The register across every user in the caller’s scope (an admin: all partners), paged',
  { querystring: RegisterAllQuery, response: { 200: RegisterAllPage } },
  { access: { permission: Permission.requestsView } },
  async ({ deps: { db, calendar, clock } }, request) => {
    const query = request.query;
    const range = monthToDateUnlessGiven(calendar.today(clock.now()), query);
    const scope = await usersOf(db, scopeOf(callerOf(request)));
    const { rows, total } = await registerAllPage(db, calendar, scope, { ...query, ...range });
    return okPage(await markLate(db, calendar, rows), query, total);
  },
);

/** The register of requests: a user's of one service, one request, everybody's in scope. */
export const registerRoutes = routesPlugin(registerOfService, registeredRequest, registerOfAll);

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
