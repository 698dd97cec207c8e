import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DailyReportPage,
  DailyReportQuery,
  IngestBatch,
  IngestResult,
  RegisterAllPage,
  RegisterAllQuery,
  MonthStatesResponse,
  PathId,
  Permission,
  RegisterPage,
  RegisterQuery,
  ReportsPage,
  ReportsQuery,
  RequestDetailQuery,
  RequestDetailResponse,
  pageMeta,
  IngestReceiptsQuery,
  IngestReceiptsResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf, type ScopedInput } from '../../core/auth/guard.js';
import { scopeOf, usersOf } from '../../core/auth/scope.js';
import { assertDateRange } from '../../core/http/date-range.js';
import { announceExhausted, ingest } from './ingest/intake.js';
import { billedRows, billedTotals, sortedRows, totalsOf, usageByDay } from './reports.js';
import { monthStates, statementOf } from './statement/index.js';
import { registerPage, requestDetail } from './register/user-register.js';
import { addToReceipt, receiptsOf } from './ingest/receipts.js';
import { registerAllPage } from './register/all-register.js';
import { reportScope } from './report-scope.js';

const tags = ['usage'];
const UserParams = z.object({ userId: PathId });
const ServiceParams = z.object({ userId: PathId, serviceId: PathId });

/** The report's user, kept in the caller's scope by `reportScope` with what the answer names. */
const subjectParam: ScopedInput = { in: 'params', name: 'userId', resource: 'user' };

const paged = <T>(rows: T[], page: number, rowsPerPage: number) =>
  rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);

export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, calendar, clock } = deps;

  const scopeOfReport = (
    request: FastifyRequest,
    { userId, serviceId }: { userId: number; serviceId?: number },
    month?: { year: number; month: number },
  ) =>
    reportScope(db, callerOf(request), userId, {
      ...(serviceId !== undefined ? { serviceId } : {}),
      ...(month ? { month } : {}),
    });

  app.post(
    '/api/usage/requests',
    {
      schema: {
        tags,
        summary:
          'Ingest a batch of up to 1000 request records (idempotent per user and request id)',
        description:
          'Each record is accepted or refused on its own. A record names a user in the caller’s ' +
          'scope: its own partner and that partner’s users, or anybody for holders of ' +
          '`requests.ingest-all` (the provider’s integrators). Its time lies between 400 days ' +
          'before and 60 minutes after the server’s clock.',
        body: IngestBatch,
        response: { 200: IngestResult },
      },
      config: { access: { permission: Permission.requestsIngest }, ability: 'usage:write' },
      bodyLimit: 40 * 1024 * 1024,
    },
    async (request) => {
      const result = await ingest(
        db,
        calendar,
        callerOf(request),
        clock.now(),
        request.body.records,
        request.lang,
        request.t,
        (packages) => announceExhausted(deps.domainEvents, packages),
      );
      deps.metrics.countIngestion(result);
      const caller = callerOf(request);
      await addToReceipt(db, calendar.today(clock.now()), caller.id, request.apiKeyId, result);
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/api/usage/receipts',
    {
      schema: {
        tags,
        summary:
          'The caller’s own ingestion by day: records accepted, answered as duplicates, refused (the last 30 days by default)',
        querystring: IngestReceiptsQuery,
        response: { 200: IngestReceiptsResponse },
      },
      config: { access: { permission: Permission.requestsIngest }, ability: 'usage:write' },
    },
    async (request) => {
      const today = calendar.today(clock.now());
      const startDate =
        request.query.startDate ??
        calendar.dayOf(new Date(clock.now().getTime() - 29 * 86_400_000));
      const endDate = request.query.endDate ?? today;
      assertDateRange({ startDate, endDate });
      return {
        success: true as const,
        data: await receiptsOf(db, callerOf(request).id, startDate, endDate),
      };
    },
  );

  app.get(
    '/api/reports/months',
    {
      schema: {
        tags,
        summary: 'Months being closed or closed (documents final); any other month is open',
        response: { 200: MonthStatesResponse },
      },
      config: { access: { permission: Permission.reportsView } },
    },
    async () => ({ success: true as const, data: await monthStates(db) }),
  );

  app.get(
    '/api/user/:userId/reports',
    {
      schema: {
        tags,
        summary: 'Usage of a month by service (a partner’s includes its users)',
        params: UserParams,
        querystring: ReportsQuery,
        response: { 200: ReportsPage },
      },
      config: {
        access: { permission: Permission.reportsView, scopedBy: subjectParam },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
      const scope = await scopeOfReport(request, request.params, { year, month });
      const { userIds, context } = scope;
      const statement = await statementOf(db, userIds, year, month);
      const rows = billedRows(statement.services);
      return {
        success: true as const,
        data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
        meta: pageMeta(request.query, rows.length),
        totals: billedTotals(rows, statement),
        context,
        period: scope.month!,
      };
    },
  );

  app.get(
    '/api/user/:userId/reports/:serviceId/report',
    {
      schema: {
        tags,
        summary: 'Usage of a service by day of a month, with the month’s totals',
        params: ServiceParams,
        querystring: DailyReportQuery,
        response: { 200: DailyReportPage },
      },
      config: {
        access: { permission: Permission.reportsView, scopedBy: subjectParam },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
      const scope = await scopeOfReport(request, request.params, { year, month });
      const service = scope.service!;
      const rows = await usageByDay(db, scope.userIds, service.id, year, month);
      return {
        success: true as const,
        data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
        meta: pageMeta(request.query, rows.length),
        totals: totalsOf(rows),
        service,
        context: { ...scope.context, service },
        period: scope.month!,
      };
    },
  );

  app.get(
    '/api/user/:userId/reports/:serviceId/register',
    {
      schema: {
        tags,
        summary:
          'The register: requests between two days, of one outcome, searched by request id or subject prefix, with the totals of all it keeps',
        params: ServiceParams,
        querystring: RegisterQuery,
        response: { 200: RegisterPage },
      },
      config: {
        access: { permission: Permission.requestsView, scopedBy: subjectParam },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const query = request.query;
      const today = calendar.today(clock.now());
      const startDate = query.startDate ?? `${today.slice(0, 7)}-01`;
      const endDate = query.endDate ?? today;
      assertDateRange({ startDate, endDate });
      const { userIds, context, service } = await scopeOfReport(request, request.params);
      const range = { ...query, startDate, endDate };
      const { rows, total, totals, matchedBy } = await registerPage(
        db,
        calendar,
        userIds,
        service!.id,
        range,
      );
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
        context: { ...context, service: service! },
        totals,
        ...(matchedBy !== undefined ? { matchedBy } : {}),
      };
    },
  );

  app.get(
    '/api/user/:userId/reports/:serviceId/register/request',
    {
      schema: {
        tags,
        summary: 'One request of the register, with its payloads',
        params: ServiceParams,
        querystring: RequestDetailQuery,
        response: { 200: RequestDetailResponse },
      },
      config: {
        access: { permission: Permission.requestsView, scopedBy: subjectParam },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { userIds } = await scopeOfReport(request, request.params);
      return {
        success: true as const,
        data: await requestDetail(db, userIds, request.params.serviceId, request.query.requestId),
      };
    },
  );
  app.get(
    '/api/usage/register',
    {
      schema: {
        tags,
        summary:
          'The register across every user in the caller’s scope (an admin: all partners), paged',
        querystring: RegisterAllQuery,
        response: { 200: RegisterAllPage },
      },
      config: { access: { permission: Permission.requestsView } },
    },
    async (request) => {
      const query = request.query;
      const today = calendar.today(clock.now());
      const startDate = query.startDate ?? `${today.slice(0, 7)}-01`;
      const endDate = query.endDate ?? today;
      assertDateRange({ startDate, endDate });
      const scope = await usersOf(db, scopeOf(callerOf(request)));
      const { rows, total } = await registerAllPage(db, calendar, scope, {
        ...query,
        startDate,
        endDate,
      });
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
      };
    },
  );
};
