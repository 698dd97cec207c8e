import {
  DailyReportPage,
  DailyReportQuery,
  MonthStatesResponse,
  Permission,
  ReportsPage,
  ReportsQuery,
  pageMeta,
  UserServiceParams,
  UserIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import {
  billedRows,
  billedTotals,
  sortedRows,
  totalsOf,
  usageByDay,
} from '../../../core/billing/month-sums.js';
import { subjectParam, type ScopedRead } from '../report-scope.js';
import { monthStates } from '../../../core/billing/month-state.js';
import { movedUsage } from '../../../core/billing/late-records.js';
import { statementOf } from '../../../core/billing/statement.js';
import { ok } from '../../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';

const reportAccess = {
  access: { permission: Permission.reportsView, scopedBy: subjectParam },
  ability: 'reports:read',
} as const;

const route = routeDeclarers<{ deps: AppDeps; scopedRead: ScopedRead }>(['usage']);

const monthsClosing = route.get(
  '/api/reports/months',
  'Months being closed or closed (documents final); any other month is open',
  { response: { 200: MonthStatesResponse } },
  { access: { permission: Permission.reportsView } },
  async ({ deps }) => ok(await monthStates(deps.db)),
);

const monthByService = route.get(
  '/api/user/:userId/reports',
  'Usage of a month by service (a partner’s includes its users)',
  {
    params: UserIdParams,
    querystring: ReportsQuery,
    response: { 200: ReportsPage },
  },
  reportAccess,
  async ({ deps: { db }, scopedRead }, request) => {
    const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
    const [scope, [statement, moved]] = await scopedRead(
      callerOf(request),
      request.params,
      { year, month },
      async (ids) =>
        [await statementOf(db, ids, year, month), await movedUsage(db, ids, year, month)] as const,
    );
    const { context } = scope;
    const rows = billedRows(statement.services);
    return {
      success: true as const,
      data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
      meta: pageMeta(request.query, rows.length),
      totals: billedTotals(rows, statement),
      context,
      period: scope.month!,
      ...moved,
    };
  },
);

const serviceByDay = route.get(
  '/api/user/:userId/reports/:serviceId/report',
  'Usage of a service by day of a month, with the month’s totals',
  {
    params: UserServiceParams,
    querystring: DailyReportQuery,
    response: { 200: DailyReportPage },
  },
  reportAccess,
  async ({ deps: { db }, scopedRead }, request) => {
    const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
    const { serviceId } = request.params;
    const [scope, [rows, moved]] = await scopedRead(
      callerOf(request),
      request.params,
      { year, month },
      async (ids) =>
        [
          await usageByDay(db, ids, serviceId, year, month),
          await movedUsage(db, ids, year, month, serviceId),
        ] as const,
    );
    const service = scope.service!;
    return {
      success: true as const,
      data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
      meta: pageMeta(request.query, rows.length),
      totals: totalsOf(rows),
      service,
      context: { ...scope.context, service },
      period: scope.month!,
      ...moved,
    };
  },
);

/** A month's usage: by service, a service's by day, and which months are closed. */
export const statementRoutes = routesPlugin(monthsClosing, monthByService, serviceByDay);

const paged = <T>(rows: T[], page: number, rowsPerPage: number) =>
  rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);
