import type { Selectable } from 'kysely';
import {
  CSV_CHUNK_ROWS,
  MessageKey,
  type ExportPending,
  type RegisterOutcome,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import type { ExportJobsTable } from '../../../core/db/schema.js';
import { isUniqueViolation } from '../../../core/db/errors.js';
import { translator, type Language } from '../../../core/i18n/i18n.js';
import { csvDelimiterFor } from '../../../core/csv.js';
import { reportSubjects } from '../../../core/billing/month-sums.js';
import { removeDocuments } from '../files/document-store.js';
import type { ExportRange } from './export-types.js';
import { exportTotal } from './register-walk.js';
import type { ExportLimits } from './export-limits.js';
import { admitNext } from './export-queue.js';

/*
 * Looking at an export: its job found by the rows it asks for, made when there is none (within the
 * user's limits), and the answer: the file when it is ready and fresh, else the job's progress.
 */

export type Job = Selectable<ExportJobsTable>;

export interface ExportAsk {
  userId: number;
  serviceId: number;
  startDate: string;
  endDate: string;
  /** Only the requests of this outcome (the register's filter); all when left out. */
  outcome?: RegisterOutcome | undefined;
  language: Language;
  requestedBy: number;
}

export type ExportAnswer =
  | { ready: true; storageKey: string; size: number; fileName: string }
  | { ready: false; pending: ExportPending; statusCode: 202 };

/** One look at an export: the answer, and the job behind a pending one (`created` by this look). */
export interface Look {
  answer: ExportAnswer;
  jobId?: number;
  created: boolean;
}

function keyOf(deps: AppDeps, ask: ExportAsk) {
  const { userId, serviceId, startDate, endDate, outcome, language } = ask;
  return `${userId}:${serviceId}:${startDate}:${endDate}:${outcome ?? 'all'}:${language}:${csvDelimiterFor(language, deps.config.CSV_DELIMITER)}`;
}

/** Whether the job is done with (ready, failed, or gone: a later ask replaced it). */
export async function isSettled(deps: AppDeps, jobId: number): Promise<boolean> {
  const job = await deps.db
    .selectFrom('export_jobs')
    .select('status')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return !job || job.status === 'ready' || job.status === 'failed';
}

/** One look at the export: the file if ready, else its job (made now when there is none). */
export async function lookAt(deps: AppDeps, limits: ExportLimits, ask: ExportAsk): Promise<Look> {
  const { db } = deps;
  const range = await rangeOf(deps, ask.userId, ask);
  const total = await exportTotal(db, range);
  const key = keyOf(deps, ask);
  const job = await db
    .selectFrom('export_jobs')
    .selectAll()
    .where('job_key', '=', key)
    .executeTakeFirst();

  if (job?.status === 'ready') {
    const document = job.document_id
      ? await db
          .selectFrom('documents')
          .select(['storage_key', 'size', 'file_name'])
          .where('id', '=', job.document_id)
          .executeTakeFirst()
      : undefined;
    if (
      document &&
      Number(job.total_rows) === total &&
      (await deps.files.exists(document.storage_key))
    ) {
      return {
        answer: {
          ready: true,
          storageKey: document.storage_key,
          size: Number(document.size),
          fileName: document.file_name,
        },
        created: false,
      };
    }
  }
  if (job?.status === 'queued' || job?.status === 'running') {
    // Its turn may have been lost with a process that died between two jobs: asked again.
    if (job.status === 'queued') await admitNext(deps, job.requested_by);
    return { answer: pending(job, ask), jobId: job.id, created: false };
  }
  if (job?.status === 'failed') {
    await forget(deps, job);
    return { answer: pending(job, ask), created: false };
  }
  await limits.check(ask.requestedBy, job?.document_id ?? null);
  if (job) await forget(deps, job);
  const made = await create(deps, limits, ask, key, total);
  return { answer: pending(made, ask), jobId: made.id, created: true };
}

async function create(
  deps: AppDeps,
  limits: ExportLimits,
  ask: ExportAsk,
  key: string,
  total: number,
): Promise<Job> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  try {
    const job = await db
      .insertInto('export_jobs')
      .values({
        job_key: key,
        subject_id: ask.userId,
        service_id: ask.serviceId,
        start_date: ask.startDate,
        end_date: ask.endDate,
        outcome: ask.outcome ?? null,
        language: ask.language,
        status: 'queued',
        total_rows: total,
        requested_by: ask.requestedBy,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!(await limits.keeps(ask.requestedBy, job.id))) {
      await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
      throw limits.tooMany();
    }
    await admitNext(deps, ask.requestedBy);
    return job;
  } catch (error) {
    // Somebody asked for the same rows at the same moment: theirs is ours.
    if (!isUniqueViolation(error)) throw error;
    return db
      .selectFrom('export_jobs')
      .selectAll()
      .where('job_key', '=', key)
      .executeTakeFirstOrThrow();
  }
}

/** Drops a finished job (its file too) so that the next ask starts afresh. */
async function forget(deps: AppDeps, job: Job) {
  const { db, files } = deps;
  await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
  if (job.document_id) await removeDocuments(db, files, [job.document_id]);
}

function pending(job: Job, ask: ExportAsk): ExportAnswer {
  const t = translator(ask.language);
  const total = Number(job.total_rows);
  const progress =
    total === 0 ? 0 : Math.min(99, Math.floor((Number(job.rows_written) / total) * 100));
  const status = job.status === 'ready' ? 'running' : job.status;
  const message =
    status === 'failed'
      ? t(job.message ?? MessageKey.exportFailed)
      : status === 'queued'
        ? t(MessageKey.exportQueued)
        : t(MessageKey.exportRunning, { progress });
  return {
    ready: false,
    statusCode: 202,
    pending: {
      success: false,
      status,
      progress,
      message,
      total,
      rowsWritten: Number(job.rows_written),
      chunkSize: CSV_CHUNK_ROWS,
    },
  };
}

export async function rangeOf(
  deps: AppDeps,
  userId: number,
  ask: Pick<ExportAsk, 'serviceId' | 'startDate' | 'endDate' | 'outcome'>,
): Promise<ExportRange> {
  return {
    userIds: await reportSubjects(deps.db, userId),
    serviceId: ask.serviceId,
    startDate: ask.startDate,
    endDate: ask.endDate,
    outcome: ask.outcome,
  };
}
