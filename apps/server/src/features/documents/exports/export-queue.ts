import type { AppDeps } from '../../../core/deps.js';

/*
 * The export queue's turns: users take turns, one export of each in the queue at a time, given
 * again after a restart or when Redis comes back.
 */

/**
 * Fair turns: a user has at most one export in the queue, the earliest of theirs; the next goes
 * to the back of the queue when it is done. So users take turns whatever the queue (the
 * in-process line, or BullMQ, whose groups are not free), and one user's many exports hold
 * another's back by one export at most. Asked after the job is written and after it is done:
 * of two moments at once, one sees the other's write.
 */
export async function admitNext(deps: AppDeps, requestedBy: number | null): Promise<void> {
  if (requestedBy === null) return;
  const first = await deps.db
    .selectFrom('export_jobs')
    .select(['id', 'status'])
    .where('requested_by', '=', requestedBy)
    .where('status', 'in', ['queued', 'running'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (first?.status === 'queued') deps.jobs.enqueue('export', first.id);
}

/**
 * At start: what a stopped process left running is run again from the beginning. With a shared
 * queue, a running job may be another live process's: its files stay, and each user's earliest
 * unfinished job is queued again, which is a no-op for those the queue still holds (it retries
 * those of dead processes itself) and recovers any it lost.
 */
export async function resumeExports(deps: AppDeps): Promise<void> {
  const { db, files, jobs } = deps;
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
export async function requeue(deps: AppDeps): Promise<void> {
  const queued = await deps.db
    .selectFrom('export_jobs')
    .select(['id', 'requested_by'])
    .where('status', '=', 'queued')
    .orderBy('id')
    .execute();
  const users = new Set<number>();
  for (const job of queued) {
    if (job.requested_by === null) deps.jobs.enqueue('export', job.id);
    else users.add(job.requested_by);
  }
  for (const user of users) await admitNext(deps, user);
}
