import { MessageKey } from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { HttpError } from '../../../core/http/errors.js';
import { noteRateLimit } from '../../../core/http/rate-headers.js';

type LimitDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The client asks again every 10 s (spec section 9): the soonest a running export may be done. */
const RETRY_WHILE_MAKING_SECONDS = 10;
const MB = 1024 * 1024;

/**
 * Each user's share of the exports (issue 15: every distinct range through GET made a new file,
 * and every file waited in one line). A new export is refused with 429 while the user has
 * EXPORT_MAX_JOBS_PER_USER exports queued or being made, or keeps EXPORT_MAX_MB_PER_USER of
 * export files; asking again for an export being made, or one made and still fresh, is never
 * refused. The bytes are counted when an export starts, so a user may pass them by the exports
 * already under way.
 */
export class ExportLimits {
  constructor(private readonly deps: LimitDeps) {}

  /** Before anything is written, so that a refusal changes nothing. */
  async check(userId: number, replacingDocument: number | null): Promise<void> {
    const max = this.deps.config.EXPORT_MAX_JOBS_PER_USER;
    const active = await this.activeJobs(userId);
    // X-RateLimit-*: the exports the user may have under way, and how many more it may start.
    noteRateLimit(this, max, max - active - 1);
    if (active >= max) throw this.tooMany();
    await this.checkBytes(userId, replacingDocument);
  }

  /**
   * After the job is written: asks made at the same moment (in any process) all passed `check`,
   * and only the first EXPORT_MAX_JOBS_PER_USER of them, by id, may stay.
   */
  async keeps(userId: number, jobId: number): Promise<boolean> {
    return (await this.activeJobs(userId, jobId)) <= this.deps.config.EXPORT_MAX_JOBS_PER_USER;
  }

  tooMany(): HttpError {
    const count = this.deps.config.EXPORT_MAX_JOBS_PER_USER;
    return new HttpError(
      429,
      MessageKey.exportTooMany,
      {},
      { count },
      { 'Retry-After': String(RETRY_WHILE_MAKING_SECONDS) },
    );
  }

  private async activeJobs(userId: number, upToId?: number): Promise<number> {
    let query = this.deps.db
      .selectFrom('export_jobs')
      .select((eb) => eb.fn.countAll<number>().as('jobs'))
      .where('requested_by', '=', userId)
      .where('status', 'in', ['queued', 'running']);
    if (upToId !== undefined) query = query.where('id', '<=', upToId);
    return Number((await query.executeTakeFirstOrThrow()).jobs);
  }

  /** A file about to be replaced (its rows changed) does not count: it goes with its job. */
  private async checkBytes(userId: number, replacingDocument: number | null): Promise<void> {
    const { db, config, clock } = this.deps;
    let query = db
      .selectFrom('documents')
      .select((eb) => [
        eb.fn.sum<number>('size').as('bytes'),
        eb.fn.min<string>('created_at').as('oldest'),
      ])
      .where('kind', '=', 'export')
      .where('created_by', '=', userId);
    if (replacingDocument !== null) query = query.where('id', '!=', replacingDocument);
    const kept = await query.executeTakeFirstOrThrow();
    if (Number(kept.bytes ?? 0) < config.EXPORT_MAX_MB_PER_USER * MB) return;
    // The clean-up removes the oldest file after the retention period: then there is room.
    const freed = Date.parse(kept.oldest) + config.EXPORT_RETENTION_HOURS * 3_600_000;
    const wait = Math.max(1, Math.ceil((freed - clock.now().getTime()) / 1000));
    throw new HttpError(
      429,
      MessageKey.exportStorageFull,
      {},
      { megabytes: config.EXPORT_MAX_MB_PER_USER, hours: config.EXPORT_RETENTION_HOURS },
      { 'Retry-After': String(wait) },
    );
  }
}
