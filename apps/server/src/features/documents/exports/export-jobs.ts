import type { Selectable } from 'kysely';
import {
  exportFileName,
  CSV_CHUNK_ROWS,
  MessageKey,
  type ExportPending,
  type RegisterOutcome,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import type { ExportJobsTable } from '../../../core/db/schema.js';
import { isUniqueViolation } from '../../../core/db/errors.js';
import { translator, type Language } from '../../../core/i18n/i18n.js';
import { FileStore, storageFailure, type PendingFile } from '../../../core/storage/file-store.js';
import { reportSubjects } from '../../usage/index.js';
import { CsvFormat } from './csv-format.js';
import type { ExportRange } from './export-types.js';
import { exportRows, exportTotal } from './register-walk.js';
import { writeCsv } from './write-csv.js';
import { insertDocument, ownerOf, removeDocuments } from '../files/document-store.js';
import { csvDelimiterFor } from '../../../core/csv.js';
import { exportNames } from './export-names.js';
import { ExportLimits } from './export-limits.js';
import { ExportSettled } from './export-settled.js';

type Job = Selectable<ExportJobsTable>;

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
interface Look {
  answer: ExportAnswer;
  jobId?: number;
  created: boolean;
}

/** Progress is written to the database at most this often. */
const PROGRESS_EVERY_MS = 1000;
/** A half-written file untouched this long belongs to no live process, whichever wrote it. */
const ABANDONED_PARTIAL_MS = 3_600_000;
/**
 * With a shared queue, a held ask re-reads its job this often besides listening for it: the
 * "settled" event of another process may be lost (Redis pub/sub is not a record).
 */
const SHARED_RECHECK_MS = 1000;

/**
 * CSV exports as persisted jobs. The first ask creates the job (asks for the same rows share it),
 * later asks see its progress, and once ready the file is served. The daily usage's count of the
 * range is kept with the job: while it is the same (no request arrived in the range since), the
 * file is fresh and served to every ask; when it has changed, the file is made again. A user's
 * new exports are bounded by `ExportLimits`, and users take turns in the queue (`admitNext`).
 *
 * An ask is held while its job is being made (`ask`): the ask that creates the job for up to
 * EXPORT_FIRST_WAIT_MS (a small export is answered with its file at once), a later one for up to
 * EXPORT_HOLD_MS, answered the moment the job settles (`ExportSettled`), else with the progress.
 */
export class ExportJobs {
  private readonly limits: ExportLimits;
  private readonly settled: ExportSettled;

  constructor(private readonly deps: AppDeps) {
    this.limits = new ExportLimits(deps);
    this.settled = new ExportSettled(deps.events);
    deps.jobs.define('export', (id) => this.run(id));
    deps.jobs.onReconnect(() => this.requeue());
    deps.metrics.gauge(
      'cabinet_export_held_asks',
      'Asks for an export held by this process until its file is ready',
      [],
      () => [{ labels: {}, value: this.settled.holding }],
    );
  }

  /** Shutdown: held asks are answered at once (with the progress), and no new one is held. */
  releaseHolds(): void {
    this.settled.releaseAll();
  }

  close(): void {
    this.settled.close();
  }

  private keyOf(ask: ExportAsk) {
    const { userId, serviceId, startDate, endDate, outcome, language } = ask;
    return `${userId}:${serviceId}:${startDate}:${endDate}:${outcome ?? 'all'}:${language}:${csvDelimiterFor(language, this.deps.config.CSV_DELIMITER)}`;
  }

  /**
   * The file when it is ready; otherwise the ask is held while the job is made (see the class),
   * and `signal` (the client went away) ends the hold early.
   */
  async ask(ask: ExportAsk, signal?: AbortSignal): Promise<ExportAnswer> {
    let look = await this.look(ask);
    const { config, jobs } = this.deps;
    const holdMs = look.created ? config.EXPORT_FIRST_WAIT_MS : config.EXPORT_HOLD_MS;
    const deadline = Date.now() + holdMs;
    while (!look.answer.ready && look.jobId !== undefined && this.settled.open) {
      const { status } = look.answer.pending;
      const left = deadline - Date.now();
      if (status === 'failed' || left <= 0 || signal?.aborted) break;
      const jobId = look.jobId;
      // Listening first, then reading: a job settling in between is still heard.
      const wait = this.settled.listen(
        jobId,
        jobs.shared ? Math.min(left, SHARED_RECHECK_MS) : left,
        signal,
      );
      if (await this.isSettled(jobId)) wait.cancel();
      const why = await wait.until;
      if (why === 'aborted') break;
      // A slice of a shared queue's wait is over: listen and re-read the job again.
      if (why === 'timeout' && deadline > Date.now()) continue;
      // Settled, or the hold is over: the file, or the progress as it is now.
      look = { ...(await this.look(ask)), created: false };
    }
    return look.answer;
  }

  /** Whether the job is done with (ready, failed, or gone: a later ask replaced it). */
  private async isSettled(jobId: number): Promise<boolean> {
    const job = await this.deps.db
      .selectFrom('export_jobs')
      .select('status')
      .where('id', '=', jobId)
      .executeTakeFirst();
    return !job || job.status === 'ready' || job.status === 'failed';
  }

  /** One look at the export: the file if ready, else its job (made now when there is none). */
  private async look(ask: ExportAsk): Promise<Look> {
    const { db } = this.deps;
    const range = await this.rangeOf(ask.userId, ask);
    const total = await exportTotal(db, range);
    const key = this.keyOf(ask);
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
        (await this.deps.files.exists(document.storage_key))
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
      if (job.status === 'queued') await this.admitNext(job.requested_by);
      return { answer: this.pending(job, ask), jobId: job.id, created: false };
    }
    if (job?.status === 'failed') {
      await this.forget(job);
      return { answer: this.pending(job, ask), created: false };
    }
    await this.limits.check(ask.requestedBy, job?.document_id ?? null);
    if (job) await this.forget(job);
    const made = await this.create(ask, key, total);
    return { answer: this.pending(made, ask), jobId: made.id, created: true };
  }

  private async create(ask: ExportAsk, key: string, total: number): Promise<Job> {
    const { db, clock } = this.deps;
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
      if (!(await this.limits.keeps(ask.requestedBy, job.id))) {
        await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
        throw this.limits.tooMany();
      }
      await this.admitNext(ask.requestedBy);
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
  private async forget(job: Job) {
    const { db, files } = this.deps;
    await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
    if (job.document_id) await removeDocuments(db, files, [job.document_id]);
  }

  private pending(job: Job, ask: ExportAsk): ExportAnswer {
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

  private async rangeOf(
    userId: number,
    ask: Pick<ExportAsk, 'serviceId' | 'startDate' | 'endDate' | 'outcome'>,
  ): Promise<ExportRange> {
    return {
      userIds: await reportSubjects(this.deps.db, userId),
      serviceId: ask.serviceId,
      startDate: ask.startDate,
      endDate: ask.endDate,
      outcome: ask.outcome,
    };
  }

  /**
   * Fair turns: a user has at most one export in the queue, the earliest of theirs; the next goes
   * to the back of the queue when it is done. So users take turns whatever the queue (the
   * in-process line, or BullMQ, whose groups are not free), and one user's many exports hold
   * another's back by one export at most. Asked after the job is written and after it is done:
   * of two moments at once, one sees the other's write.
   */
  private async admitNext(requestedBy: number | null): Promise<void> {
    if (requestedBy === null) return;
    const first = await this.deps.db
      .selectFrom('export_jobs')
      .select(['id', 'status'])
      .where('requested_by', '=', requestedBy)
      .where('status', 'in', ['queued', 'running'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (first?.status === 'queued') this.deps.jobs.enqueue('export', first.id);
  }

  /** Runs one job, then queues its user's next. */
  async run(id: number): Promise<void> {
    const { db, clock } = this.deps;
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
      await this.make(claimed);
    } finally {
      await this.admitNext(claimed.requested_by);
    }
  }

  /** Makes one job's file; the file appears under its key only when complete. */
  private async make(job: Job): Promise<void> {
    const { db, clock, files, calendar, config } = this.deps;
    const { id } = job;
    const key = FileStore.newKey('exports', 'csv');
    let file: PendingFile | undefined;
    try {
      file = files.begin(key); // throws at once when even the folder cannot be made
      const range = await this.rangeOf(job.subject_id, {
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
        exportRows(this.deps.database, calendar, range, format),
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
      await this.finish(job, key, size, written);
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
      await this.settled.announce(job);
      throw error;
    }
  }

  private async finish(job: Job, key: string, size: number, written: number) {
    const { db, clock } = this.deps;
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
    await this.settled.announce(job);
    this.deps.domainEvents.emit({
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

  /**
   * At start: what a stopped process left running is run again from the beginning. With a shared
   * queue, a running job may be another live process's: its files stay, and each user's earliest
   * unfinished job is queued again, which is a no-op for those the queue still holds (it retries
   * those of dead processes itself) and recovers any it lost.
   */
  async resume(): Promise<void> {
    const { db, files, jobs } = this.deps;
    if (!jobs.shared) {
      await files.removePartials();
      await db
        .updateTable('export_jobs')
        .set({ status: 'queued' })
        .where('status', '=', 'running')
        .execute();
    }
    const queued = await db
      .selectFrom('export_jobs')
      .select(['id', 'requested_by'])
      .where('status', 'in', ['queued', 'running'])
      .orderBy('id')
      .execute();
    // Each user's earliest: the others follow it in turn (admitNext).
    const queuedUsers = new Set<number>();
    for (const job of queued) {
      if (job.requested_by !== null) {
        if (queuedUsers.has(job.requested_by)) continue;
        queuedUsers.add(job.requested_by);
      }
      jobs.enqueue('export', job.id);
    }
  }

  /**
   * Redis is back (a shared queue): each user's turn is given again as the rows say (`admitNext`),
   * whatever the queue lost. A running job is left to its process, which admits the next when done
   * (one whose process died meanwhile is failed by `cleanUp`).
   */
  private async requeue(): Promise<void> {
    const queued = await this.deps.db
      .selectFrom('export_jobs')
      .select(['id', 'requested_by'])
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    const users = new Set<number>();
    for (const job of queued) {
      if (job.requested_by === null) this.deps.jobs.enqueue('export', job.id);
      else users.add(job.requested_by);
    }
    for (const user of users) await this.admitNext(user);
  }

  /**
   * Exports older than the retention period go, files and all, and abandoned partial files. With
   * a shared queue, a job running but silent for an hour belongs to no live process (BullMQ gives
   * up on one whose processes died twice): it fails, so that it no longer holds its user's turn
   * and share of the exports.
   */
  async cleanUp(): Promise<number> {
    const { db, files, clock, config, jobs } = this.deps;
    await files.removePartials(ABANDONED_PARTIAL_MS);
    if (jobs.shared) {
      const silent = await db
        .updateTable('export_jobs')
        .set({
          status: 'failed',
          message: MessageKey.exportFailed,
          updated_at: clock.now().toISOString(),
        })
        .where('status', '=', 'running')
        .where(
          'updated_at',
          '<',
          new Date(clock.now().getTime() - ABANDONED_PARTIAL_MS).toISOString(),
        )
        .returning(['id', 'requested_by'])
        .execute();
      for (const job of silent) {
        await this.settled.announce(job);
        await this.admitNext(job.requested_by);
      }
    }
    const before = new Date(
      clock.now().getTime() - config.EXPORT_RETENTION_HOURS * 3_600_000,
    ).toISOString();
    const old = await db
      .selectFrom('documents')
      .select('id')
      .where('kind', '=', 'export')
      .where('created_at', '<', before)
      .execute();
    await db
      .deleteFrom('export_jobs')
      .where('status', 'in', ['ready', 'failed'])
      .where('updated_at', '<', before)
      .execute();
    await removeDocuments(
      db,
      files,
      old.map((row) => row.id),
    );
    return old.length;
  }
}
