import type { AppDeps } from '../../../core/deps.js';
import { ExportLimits } from './export-limits.js';
import { ExportSettled } from './export-settled.js';
import { isSettled, lookAt, type ExportAnswer, type ExportAsk } from './export-look.js';
import { requeue, resumeExports } from './export-queue.js';
import { runExport } from './export-run.js';
import { cleanUpExports } from './export-retention.js';

export type { ExportAnswer, ExportAsk } from './export-look.js';

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
    deps.jobs.onReconnect(() => requeue(deps));
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

  /**
   * The file when it is ready; otherwise the ask is held while the job is made (see the class),
   * and `signal` (the client went away) ends the hold early.
   */
  async ask(ask: ExportAsk, signal?: AbortSignal): Promise<ExportAnswer> {
    let look = await lookAt(this.deps, this.limits, ask);
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
      if (await isSettled(this.deps, jobId)) wait.cancel();
      const why = await wait.until;
      if (why === 'aborted') break;
      // A slice of a shared queue's wait is over: listen and re-read the job again.
      if (why === 'timeout' && deadline > Date.now()) continue;
      // Settled, or the hold is over: the file, or the progress as it is now.
      look = { ...(await lookAt(this.deps, this.limits, ask)), created: false };
    }
    return look.answer;
  }

  /** Runs one job, then queues its user's next. */
  run(id: number): Promise<void> {
    return runExport(this.deps, this.settled, id);
  }

  /** At start: what a stopped process left running is run again (export-queue.ts). */
  resume(): Promise<void> {
    return resumeExports(this.deps);
  }

  /** Old exports, abandoned partial files and silent shared jobs go (export-retention.ts). */
  cleanUp(): Promise<number> {
    return cleanUpExports(this.deps, this.settled);
  }
}
