import { MessageKey } from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { removeDocumentsWhere } from '../files/document-store.js';
import type { ExportSettled } from './export-settled.js';
import { admitNext } from './export-queue.js';

/** A half-written file untouched this long belongs to no live process, whichever wrote it. */
const ABANDONED_PARTIAL_MS = 3_600_000;

/**
 * Exports older than the retention period go, files and all, and abandoned partial files. With
 * a shared queue, a job running but silent for an hour belongs to no live process (BullMQ gives
 * up on one whose processes died twice): it fails, so that it no longer holds its user's turn
 * and share of the exports.
 */
export async function cleanUpExports(deps: AppDeps, settled: ExportSettled): Promise<number> {
  const { db, files, clock, config, jobs } = deps;
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
      await settled.announce(job);
      await admitNext(deps, job.requested_by);
    }
  }
  const before = new Date(
    clock.now().getTime() - config.EXPORT_RETENTION_HOURS * 3_600_000,
  ).toISOString();
  await db
    .deleteFrom('export_jobs')
    .where('status', 'in', ['ready', 'failed'])
    .where('updated_at', '<', before)
    .execute();
  return removeDocumentsWhere(db, files, (q) =>
    q.where('kind', '=', 'export').where('created_at', '<', before),
  );
}
