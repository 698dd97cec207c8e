import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  RejectionsExportQuery,
  RejectionsPage,
  RejectionsQuery,
  pageMeta,
  type RejectionFilters,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { scopeOf } from '../../../core/auth/scope.js';
import { csvDelimiterFor, csvStream } from '../../../core/csv.js';
import { spanOf } from '../../../core/db/paged.js';
import { assertDateRange } from '../../../core/http/date-range.js';
import type { RequestOf } from '../../../core/http/route-request.js';
import {
  filteredRejections,
  rejectionsInBatches,
  rejectionsPage,
  removeExpiredRejections,
  visibleRejections,
} from './rejections.js';
import { receiptsAccess } from './receipts-routes.js';

const DAY_SECONDS = 86_400;
/** Refused records read at once for their CSV: a few kilobytes each, written in a few milliseconds. */
const REJECTIONS_CSV_BATCH = 100;

const listSchema = {
  tags: ['usage'],
  summary:
    'Refused usage records with their reasons (kept REJECTED_RETENTION_DAYS), paged: staff see all, a partner its circle’s, anybody else its own',
  querystring: RejectionsQuery,
  response: { 200: RejectionsPage },
};

const exportSchema = {
  tags: ['usage'],
  summary:
    'Refused usage records as CSV, with the same filters and scope as the list, newest first, streamed (up to LIST_CSV_MAX_ROWS rows and LIST_CSV_MAX_BYTES bytes)',
  querystring: RejectionsExportQuery,
  produces: ['text/csv'],
};

/** Refused usage records: their list, their CSV, and their daily retention. */
export const rejectionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api/usage/rejections', { schema: listSchema, config: receiptsAccess }, (request) =>
    listRejections(deps, request),
  );

  app.get(
    '/api/usage/rejections/export',
    { schema: exportSchema, config: receiptsAccess },
    (request, reply) => exportRejections(deps, request, reply),
  );

  // Refused records older than REJECTED_RETENTION_DAYS go, once a day for the whole deployment.
  const sweep = () => sweepExpiredRejections(deps, app.log);
  deps.startup.whenReady('refused records retention', async () => sweep());
  const sweepTimer = setInterval(sweep, DAY_SECONDS * 1000);
  sweepTimer.unref();
  app.addHook('onClose', async () => clearInterval(sweepTimer));
};

/** GET /api/usage/rejections */
async function listRejections({ db, config }: AppDeps, request: RequestOf<typeof listSchema>) {
  const query = checkedFilters(request.query);
  const scoped = filteredRejections(visibleRejections(db, scopeOf(callerOf(request))), query);
  const { rows, total } = await rejectionsPage(
    scoped,
    query,
    spanOf(query),
    config.REJECTED_RECORD_EXCERPT_CHARS,
  );
  return { success: true as const, data: rows, meta: pageMeta(query, total) };
}

/** GET /api/usage/rejections/export */
async function exportRejections(
  { db, calendar, config }: AppDeps,
  request: RequestOf<typeof exportSchema>,
  reply: FastifyReply,
) {
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
  const excerptChars = config.REJECTED_RECORD_EXCERPT_CHARS;
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
      csvStream(
        header,
        lines(),
        { maxRows: config.LIST_CSV_MAX_ROWS, maxBytes: config.LIST_CSV_MAX_BYTES },
        csvDelimiterFor(request.lang, config.CSV_DELIMITER),
      ),
    );
}

/** A range given whole is held to the contract's rule; a missing end stays open. */
function checkedFilters<T extends RejectionFilters>(filters: T): T {
  if (filters.startDate && filters.endDate)
    assertDateRange({ startDate: filters.startDate, endDate: filters.endDate });
  return filters;
}

/** Removes the expired refused records, unless another instance has today. */
function sweepExpiredRejections({ db, clock, config, ticks }: AppDeps, log: FastifyBaseLogger) {
  void (async () => {
    if (!(await ticks.claim('rejections-retention', DAY_SECONDS))) return;
    const removed = await removeExpiredRejections(db, clock.now(), config.REJECTED_RETENTION_DAYS);
    if (removed) log.info({ removed }, 'refused usage records: expired ones removed');
  })().catch((error: unknown) => log.error({ err: error }, 'refused records retention failed'));
}
