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
  RejectionsExportQuery,
  RejectionsPage,
  type RejectionFilters,
  RejectionsQuery,
  SenderReceiptsQuery,
  SenderReceiptsResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf, type ScopedInput } from '../../core/auth/guard.js';
import { partnerOf, scopeOf, usersOf } from '../../core/auth/scope.js';
import { csvStream } from '../../core/csv.js';
import { spanOf } from '../../core/db/paged.js';
import { assertDateRange } from '../../core/http/date-range.js';
import { announceExhausted, ingest, type IntakeKept } from './ingest/intake.js';
import { billedRows, billedTotals, sortedRows, totalsOf, usageByDay } from './reports.js';
import { markLate, monthStates, movedUsage, statementOf } from './statement/index.js';
import { registerPage, requestDetail } from './register/user-register.js';
import { receiptsOf, senderReceipts } from './ingest/receipts.js';
import {
  filteredRejections,
  rejectionsInBatches,
  rejectionsPage,
  removeExpiredRejections,
  visibleRejections,
} from './ingest/rejections.js';
import { UsagePulse } from './live/usage-pulse.js';
import { registerAllPage } from './register/all-register.js';
import { readWhileScoped, reportScope } from './report-scope.js';

const tags = ['usage'];
const UserParams = z.object({ userId: PathId });
const ServiceParams = z.object({ userId: PathId, serviceId: PathId });

/** The report's user, kept in the caller's scope by `reportScope` with what the answer names. */
const subjectParam: ScopedInput = { in: 'params', name: 'userId', resource: 'user' };

const DAY_SECONDS = 86_400;
/** Refused records read at once for their CSV: a few kilobytes each, written in a few milliseconds. */
const REJECTIONS_CSV_BATCH = 100;
/** Who may read receipts and refused records: the scope rule decides whose (an API key: its own). */
const receiptsAccess = {
  access: { permission: Permission.requestsView },
  ability: 'usage:write',
} as const;

const paged = <T>(rows: T[], page: number, rowsPerPage: number) =>
  rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);

export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, calendar, clock, config } = deps;
  const pulse = new UsagePulse(deps.events, (error) =>
    app.log.warn({ err: error }, 'usage event not sent'),
  );
  app.addHook('onClose', async () => pulse.close());
  const kept: IntakeKept = { users: deps.callerCache(), services: deps.callerCache() };
  const excerptChars = config.REJECTED_RECORD_EXCERPT_CHARS;
  const keeping = { excerptChars, perSenderDay: config.REJECTED_KEPT_PER_SENDER_DAY };

  /** The subjects' users as earlier answers found them (see `readWhileScoped`). */
  const knownUsers = deps.callerCache<number[]>();
  /** A report's scope, and `read` of the users whose usage it counts. */
  const scopedRead = <T>(
    request: FastifyRequest,
    { userId, serviceId }: { userId: number; serviceId?: number },
    month: { year: number; month: number } | undefined,
    read: (userIds: number[]) => Promise<T>,
  ) =>
    readWhileScoped(
      reportScope(db, callerOf(request), userId, {
        ...(serviceId !== undefined ? { serviceId } : {}),
        ...(month ? { month } : {}),
      }),
      knownUsers,
      userId,
      // A second connection at once (the scope has asked for its own) only while the pool has
      // one to spare: under load, it makes other answers wait (ingestion's p99 rose by half).
      deps.database.spareConnections() >= 1,
      read,
    );

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
          'before and 60 minutes after the server’s clock. A request id the user recorded before is ' +
          'a duplicate if sent with the same content (service, time, status, HTTP status, ' +
          'duration, subject, payloads), and refused (`conflict`) with other content. The batch ' +
          'and its sender’s receipt commit together: an error answer stored nothing.',
        body: IngestBatch,
        response: { 200: IngestResult },
      },
      config: {
        idempotent: true,
        access: { permission: Permission.requestsIngest },
        ability: 'usage:write',
      },
      bodyLimit: 40 * 1024 * 1024,
    },
    async (request) => {
      const caller = callerOf(request);
      const now = clock.now();
      const result = await ingest(
        db,
        calendar,
        caller,
        { userId: caller.id, apiKeyId: request.apiKeyId, partnerId: partnerOf(caller) },
        keeping,
        now,
        request.body.records,
        request.lang,
        request.t,
        (packages) => announceExhausted(deps.domainEvents, packages),
        kept,
      );
      // Committed with its receipt: nothing from here on touches the database or may fail.
      deps.metrics.countIngestion(result);
      pulse.recorded(caller.id, result.accepted, result.recordedFor, now);
      deps.recordings.announce(result.recordedUsage);
      return {
        success: true as const,
        accepted: result.accepted,
        duplicates: result.duplicates,
        invalid: result.invalid.map(({ index, requestId, errors }) => ({
          index,
          requestId,
          errors,
        })),
      };
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
      const { startDate, endDate } = defaultRange(request.query);
      return {
        success: true as const,
        data: await receiptsOf(db, callerOf(request).id, startDate, endDate),
      };
    },
  );

  const defaultRange = (query: {
    startDate?: string | undefined;
    endDate?: string | undefined;
  }) => {
    const startDate =
      query.startDate ?? calendar.dayOf(new Date(clock.now().getTime() - 29 * 86_400_000));
    const endDate = query.endDate ?? calendar.today(clock.now());
    assertDateRange({ startDate, endDate });
    return { startDate, endDate };
  };
  /** A range given whole is held to the contract's rule; a missing end stays open. */
  const checkedFilters = <T extends RejectionFilters>(filters: T): T => {
    if (filters.startDate && filters.endDate)
      assertDateRange({ startDate: filters.startDate, endDate: filters.endDate });
    return filters;
  };

  app.get(
    '/api/usage/receipts/senders',
    {
      schema: {
        tags,
        summary:
          'Receipts of ingestion per sender and API key by day, with refusals by reason: staff see every sender, a partner its circle, anybody else its own (the last 30 days by default)',
        querystring: SenderReceiptsQuery,
        response: { 200: SenderReceiptsResponse },
      },
      config: receiptsAccess,
    },
    async (request) => ({
      success: true as const,
      data: await senderReceipts(db, scopeOf(callerOf(request)), {
        ...defaultRange(request.query),
        senderId: request.query.senderId,
      }),
    }),
  );

  app.get(
    '/api/usage/rejections',
    {
      schema: {
        tags,
        summary:
          'Refused usage records with their reasons (kept REJECTED_RETENTION_DAYS), paged: staff see all, a partner its circle’s, anybody else its own',
        querystring: RejectionsQuery,
        response: { 200: RejectionsPage },
      },
      config: receiptsAccess,
    },
    async (request) => {
      const query = checkedFilters(request.query);
      const scoped = filteredRejections(visibleRejections(db, scopeOf(callerOf(request))), query);
      const { rows, total } = await rejectionsPage(scoped, query, spanOf(query), excerptChars);
      return { success: true as const, data: rows, meta: pageMeta(query, total) };
    },
  );

  app.get(
    '/api/usage/rejections/export',
    {
      schema: {
        tags,
        summary:
          'Refused usage records as CSV, with the same filters and scope as the list, newest first, streamed (up to LIST_CSV_MAX_ROWS rows and LIST_CSV_MAX_BYTES bytes)',
        querystring: RejectionsExportQuery,
        produces: ['text/csv'],
      },
      config: receiptsAccess,
    },
    async (request, reply) => {
      const filters = checkedFilters(request.query);
      const scoped = filteredRejections(visibleRejections(db, scopeOf(callerOf(request))), filters);
      const header = [
        `time (${config.TIMEZONE})`,
        'sender',
        'api key',
        'index',
        'request id',
        'reason',
        'errors',
        'record',
        'record cut',
      ];
      const lines = async function* () {
        for await (const rows of rejectionsInBatches(scoped, excerptChars, REJECTIONS_CSV_BATCH))
          yield rows.map((row) => [
            calendar.localTime(row.at),
            row.senderLogin ?? row.senderId,
            row.apiKeyId || '',
            row.index,
            row.requestId,
            row.reason,
            Object.entries(row.errors)
              .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
              .join('; '),
            row.record,
            row.recordCut ? 'yes' : '',
          ]);
      };
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="rejected-records.csv"')
        .send(
          csvStream(header, lines(), {
            maxRows: config.LIST_CSV_MAX_ROWS,
            maxBytes: config.LIST_CSV_MAX_BYTES,
          }),
        );
    },
  );

  // Refused records older than REJECTED_RETENTION_DAYS go, once a day for the whole deployment.
  const sweep = () => {
    void (async () => {
      if (!(await deps.ticks.claim('rejections-retention', DAY_SECONDS))) return;
      const removed = await removeExpiredRejections(
        db,
        clock.now(),
        config.REJECTED_RETENTION_DAYS,
      );
      if (removed) app.log.info({ removed }, 'refused usage records: expired ones removed');
    })().catch((error: unknown) =>
      app.log.error({ err: error }, 'refused records retention failed'),
    );
  };
  app.addHook('onReady', async () => sweep());
  const sweepTimer = setInterval(sweep, DAY_SECONDS * 1000);
  sweepTimer.unref();
  app.addHook('onClose', async () => clearInterval(sweepTimer));

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
      const [scope, [statement, moved]] = await scopedRead(
        request,
        request.params,
        { year, month },
        async (ids) =>
          [
            await statementOf(db, ids, year, month),
            await movedUsage(db, ids, year, month),
          ] as const,
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
      const { serviceId } = request.params;
      const [scope, [rows, moved]] = await scopedRead(
        request,
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
      const range = { ...query, startDate, endDate };
      const [{ context, service }, { rows, total, totals, matchedBy }] = await scopedRead(
        request,
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
      const [, data] = await scopedRead(request, request.params, undefined, (ids) =>
        requestDetail(db, ids, request.params.serviceId, request.query.requestId),
      );
      const [marked] = await markLate(db, calendar, [data]);
      return { success: true as const, data: marked! };
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
        data: await markLate(db, calendar, rows),
        meta: pageMeta(query, total),
      };
    },
  );
};
