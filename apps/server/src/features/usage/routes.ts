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
  MessageKey,
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
import { callerOf, subjectOf } from '../../core/auth/guard.js';
import { ownUsersOf, scopeOf, usersOf } from '../../core/auth/scope.js';
import { notFound } from '../../core/http/errors.js';
import { assertDateRange } from '../../core/http/date-range.js';
import { ingest } from './ingest/intake.js';
import { billedRows, billedTotals, sortedRows, totalsOf, usageByDay } from './reports.js';
import { monthState, monthStates, statementOf } from './statement/index.js';
import { registerPage, requestDetail } from './register/user-register.js';
import { addToReceipt, receiptsOf } from './ingest/receipts.js';
import { registerAllPage } from './register/all-register.js';
import { reportContext } from './report-context.js';

const tags = ['usage'];
const UserParams = z.object({ userId: PathId });
const ServiceParams = z.object({ userId: PathId, serviceId: PathId });

const paged = <T>(rows: T[], page: number, rowsPerPage: number) =>
  rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);

export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, calendar, clock } = deps;

  const serviceOf = async (serviceId: number) => {
    const service = await db
      .selectFrom('services')
      .select(['id', 'code', 'name'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!service) throw notFound(MessageKey.serviceNotFound);
    return service;
  };
  const contextOf = (request: FastifyRequest) =>
    reportContext(db, callerOf(request), subjectOf(request));

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
        access: { permission: Permission.reportsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
      const [statement, context, period] = await Promise.all([
        ownUsersOf(db, subjectOf(request)).then((users) => statementOf(db, users, year, month)),
        contextOf(request),
        monthState(db, year, month),
      ]);
      const rows = billedRows(statement.services);
      return {
        success: true as const,
        data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
        meta: pageMeta(request.query, rows.length),
        totals: billedTotals(rows, statement),
        context,
        period,
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
        access: { permission: Permission.reportsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const { page, rowsPerPage, month, year, sortBy, descending } = request.query;
      const service = await serviceOf(request.params.serviceId);
      const [rows, context, period] = await Promise.all([
        ownUsersOf(db, subjectOf(request)).then((users) =>
          usageByDay(db, users, service.id, year, month),
        ),
        contextOf(request),
        monthState(db, year, month),
      ]);
      return {
        success: true as const,
        data: paged(sortedRows(rows, sortBy, descending), page, rowsPerPage),
        meta: pageMeta(request.query, rows.length),
        totals: totalsOf(rows),
        service,
        context: { ...context, service },
        period,
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
        access: { permission: Permission.requestsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request) => {
      const query = request.query;
      const today = calendar.today(clock.now());
      const startDate = query.startDate ?? `${today.slice(0, 7)}-01`;
      const endDate = query.endDate ?? today;
      assertDateRange({ startDate, endDate });
      const service = await serviceOf(request.params.serviceId);
      const range = { ...query, startDate, endDate };
      const [{ rows, total, totals, matchedBy }, context] = await Promise.all([
        ownUsersOf(db, subjectOf(request)).then((users) =>
          registerPage(db, calendar, users, service.id, range),
        ),
        contextOf(request),
      ]);
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
        context: { ...context, service },
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
        access: { permission: Permission.requestsView, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request) => {
      await serviceOf(request.params.serviceId);
      const users = await ownUsersOf(db, subjectOf(request));
      return {
        success: true as const,
        data: await requestDetail(db, users, request.params.serviceId, request.query.requestId),
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
