import { exportFileName, MessageKey } from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { translator, type Language } from '../../../core/i18n/i18n.js';
import { FileStore, storageFailure, type PendingFile } from '../../../core/storage/file-store.js';
import { csvDelimiterFor } from '../../../core/csv.js';
import { insertDocument, ownerOf } from '../files/document-store.js';
import { CsvFormat } from './csv-format.js';
import { exportRows } from './register-walk.js';
import { writeCsv } from './write-csv.js';
import { exportNames } from './export-names.js';
import type { ExportSettled } from './export-settled.js';
import { rangeOf, type Job } from './export-look.js';
import { admitNext } from './export-queue.js';

/** Progress is written to the database at most this often. */
const PROGRESS_EVERY_MS = 1000;

/** Runs one job, then queues its user's next. */
export async function runExport(deps: AppDeps, settled: ExportSettled, id: number): Promise<void> {
  const { db, clock } = deps;
  // The queue runs an id once at a time, so a job found running is one whose process died:
  // it starts again from the first row (its half-written file is left for the clean-up).
  const claimed = await db
    .updateTable('export_jobs')
    .set({ status: 'running', rows_written: 0, updated_at: clock.now().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return;
  try {
    await make(deps, settled, claimed);
  } finally {
    await admitNext(deps, claimed.requested_by);
  }
}

/** Makes one job's file; the file appears under its key only when complete. */
async function make(deps: AppDeps, settled: ExportSettled, job: Job): Promise<void> {
  const { db, clock, files, calendar, config } = deps;
  const { id } = job;
  const key = FileStore.newKey('exports', 'csv');
  let file: PendingFile | undefined;
  try {
    file = files.begin(key); // throws at once when even the folder cannot be made
    const range = await rangeOf(deps, job.subject_id, {
      serviceId: job.service_id,
      startDate: job.start_date,
      endDate: job.end_date,
      outcome: job.outcome ?? undefined,
    });
    const format = new CsvFormat({
      delimiter: csvDelimiterFor(job.language, config.CSV_DELIMITER),
      timeZone: config.TIMEZONE,
      t: translator(job.language as Language),
      names: await exportNames(db, range.userIds, range.serviceId),
    });
    let reported = Date.now();
    const written = await writeCsv(
      exportRows(deps.database, calendar, range, format),
      format,
      true,
      file.stream,
      async (rows) => {
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        await db
          .updateTable('export_jobs')
          .set({ rows_written: rows, updated_at: clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
      },
    );
    const size = await file.commit();
    await finish(deps, settled, job, key, size, written);
  } catch (error) {
    await file?.abort();
    const message = storageFailure(error)
      ? MessageKey.exportStorageFailed
      : MessageKey.exportFailed;
    await db
      .updateTable('export_jobs')
      .set({ status: 'failed', message, updated_at: clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    await settled.announce(job);
    throw error;
  }
}

async function finish(
  deps: AppDeps,
  settled: ExportSettled,
  job: Job,
  key: string,
  size: number,
  written: number,
) {
  const { db, clock } = deps;
  const service = await db
    .selectFrom('services')
    .select('name')
    .where('id', '=', job.service_id)
    .executeTakeFirstOrThrow();
  const document = await insertDocument(db, {
    owner_id: await ownerOf(db, job.subject_id),
    subject_id: job.subject_id,
    kind: 'export',
    service_id: job.service_id,
    period_start: job.start_date,
    period_end: job.end_date,
    year: Number(job.start_date.slice(0, 4)),
    month: Number(job.start_date.slice(5, 7)),
    title: `${service.name}: ${job.start_date} — ${job.end_date}`,
    file_name: exportFileName({
      startDate: job.start_date,
      endDate: job.end_date,
      outcome: job.outcome,
    }),
    storage_key: key,
    content_type: 'text/csv; charset=utf-8',
    size,
    created_by: job.requested_by,
    created_at: clock.now().toISOString(),
  });
  await db
    .updateTable('export_jobs')
    .set({
      status: 'ready',
      rows_written: written,
      document_id: document.id,
      updated_at: clock.now().toISOString(),
    })
    .where('id', '=', job.id)
    .execute();
  await settled.announce(job);
  deps.domainEvents.emit({
    type: 'export.ready',
    userId: job.subject_id,
    data: {
      exportId: job.id,
      documentId: document.id,
      userId: job.subject_id,
      serviceId: job.service_id,
      startDate: job.start_date,
      endDate: job.end_date,
      rows: written,
      size,
    },
  });
}
