import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportFileName,
  ExportChunkQuery,
  ExportQuery,
  ExportParams,
  ExportPending,
  MessageKey,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf, subjectOf } from '../../../core/auth/guard.js';
import { ownUsersOf } from '../../../core/auth/scope.js';
import { translator, type Language } from '../../../core/i18n/i18n.js';
import { notFound } from '../../../core/http/errors.js';
import { assertDateRange } from '../../../core/http/date-range.js';
import { CsvFormat } from './csv-format.js';
import { exportRows } from './register-walk.js';
import { writeCsv } from './write-csv.js';
import { asAttachment } from '../files/attachment.js';
import type { ExportJobs } from './export-jobs.js';
import { csvDelimiterFor } from '../../../core/csv.js';
import { exportNames } from './export-names.js';

const tags = ['documents'];
const CSV = 'text/csv; charset=utf-8';

export const exportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; exports: ExportJobs }> = async (
  app,
  { deps, exports },
) => {
  const { db, calendar, config } = deps;

  const checkRange = async (params: ExportParams) => {
    assertDateRange(params);
    const service = await db
      .selectFrom('services')
      .select('id')
      .where('id', '=', params.serviceId)
      .executeTakeFirst();
    if (!service) throw notFound(MessageKey.serviceNotFound);
  };

  app.get(
    '/api/requests/download/:userId/:serviceId/:startDate/:endDate',
    {
      schema: {
        tags,
        summary:
          'The register of a range as CSV: 202 with the progress while the file is made, then the file',
        params: ExportParams,
        querystring: ExportQuery,
        response: { 202: ExportPending },
        produces: [CSV],
      },
      config: {
        access: { permission: Permission.requestsExport, user: 'userId' },
        throttled: true,
        ability: 'reports:read',
      },
    },
    async (request, reply) => {
      await checkRange(request.params);
      // The ask may be held while the file is made: a client gone away ends the hold.
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) gone.abort();
      };
      reply.raw.once('close', onClose);
      const answer = await exports
        .ask(
          {
            ...request.params,
            outcome: request.query.status,
            language: request.lang,
            requestedBy: callerOf(request).id,
          },
          gone.signal,
        )
        .finally(() => reply.raw.off('close', onClose));
      if (gone.signal.aborted) return reply.hijack();
      if (!answer.ready) return reply.code(202).send(answer.pending);
      return asAttachment(reply, answer.fileName, CSV, answer.size).send(
        deps.files.read(answer.storageKey),
      );
    },
  );

  app.get(
    '/api/requests/download-chunk/:userId/:serviceId/:startDate/:endDate',
    {
      schema: {
        tags,
        summary:
          'One part of a range as CSV (the first part has the byte-order mark and the header)',
        params: ExportParams,
        querystring: ExportChunkQuery,
        produces: [CSV],
      },
      config: {
        access: { permission: Permission.requestsExport, user: 'userId' },
        ability: 'reports:read',
      },
    },
    async (request, reply) => {
      const { params } = request;
      const { offset, limit, status } = request.query;
      await checkRange(params);
      const range = {
        userIds: await ownUsersOf(db, subjectOf(request)),
        serviceId: params.serviceId,
        startDate: params.startDate,
        endDate: params.endDate,
        outcome: status,
      };
      const format = new CsvFormat({
        delimiter: csvDelimiterFor(request.lang, config.CSV_DELIMITER),
        timeZone: config.TIMEZONE,
        t: translator(request.lang as Language),
        names: await exportNames(db, range.userIds, range.serviceId),
      });
      const body = new PassThrough();
      writeCsv(
        exportRows(deps.database, calendar, range, format, { skip: offset, limit }),
        format,
        offset === 0,
        body,
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'export part failed');
        body.destroy(error as Error);
      });
      const part = Math.floor(offset / limit) + 1;
      return asAttachment(reply, exportFileName({ ...params, outcome: status, part }), CSV).send(
        body,
      );
    },
  );
};
