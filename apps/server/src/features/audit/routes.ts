import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditExportQuery, AuditPage, AuditQuery, Permission } from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import { removeExpiredAuditEntries } from '../../core/audit/retention.js';
import { csvDelimiterFor, csvStream } from '../../core/csv.js';
import { auditCsvHeader, auditCsvRow } from './csv.js';
import { spanOf } from '../../core/db/paged.js';
import { entriesInBatches, entriesPage, filtered, visibleEntries } from './queries.js';
import { okPage } from '../../core/http/answers.js';

const tags = ['audit'];
const access = { permission: Permission.auditView };
const DAY_SECONDS = 86_400;
/** Entries read at once for the CSV. */
const CSV_BATCH = 100;

/** The audit log: read-only here (GET only); it is written by the core's audit hook. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, calendar, config } = deps;

  app.get(
    '/api/audit',
    {
      schema: {
        tags,
        summary: 'Audit log, paged: everything for staff, a partner’s own circle for a partner',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
      config: { access },
    },
    async (request) => {
      const query = request.query;
      const scoped = filtered(visibleEntries(db, callerOf(request)), query, calendar);
      const { rows, total } = await entriesPage(scoped, query, spanOf(query));
      return okPage(rows, query, total);
    },
  );

  app.get(
    '/api/audit/export',
    {
      schema: {
        tags,
        summary:
          'Audit log as CSV, with the same filters and scope as the list, newest first, streamed (up to LIST_CSV_MAX_ROWS rows and LIST_CSV_MAX_BYTES bytes)',
        querystring: AuditExportQuery,
        produces: ['text/csv'],
      },
      config: { access },
    },
    async (request, reply) => {
      const scoped = filtered(visibleEntries(db, callerOf(request)), request.query, calendar);
      const rows = async function* () {
        for await (const entries of entriesInBatches(scoped, CSV_BATCH))
          yield entries.map((entry) => auditCsvRow(entry, calendar));
      };
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit.csv"')
        .send(
          csvStream(
            auditCsvHeader(config.TIMEZONE),
            rows(),
            {
              maxRows: config.LIST_CSV_MAX_ROWS,
              maxBytes: config.LIST_CSV_MAX_BYTES,
            },
            csvDelimiterFor(request.lang, config.CSV_DELIMITER),
          ),
        );
    },
  );

  const sweep = () => {
    void (async () => {
      if (config.AUDIT_RETENTION_DAYS === undefined) return;
      if (!(await deps.ticks.claim('audit-retention', DAY_SECONDS))) return;
      const removed = await removeExpiredAuditEntries(
        db,
        deps.clock.now(),
        config.AUDIT_RETENTION_DAYS,
      );
      if (removed) app.log.info({ removed }, 'audit log: expired entries removed');
    })().catch((error: unknown) => app.log.error({ err: error }, 'audit retention failed'));
  };
  deps.startup.whenReady('audit retention', async () => sweep());
  const timer = setInterval(sweep, DAY_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
