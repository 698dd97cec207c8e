import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { addDays, format } from 'date-fns';
import {
  MessageKey,
  type CloseMonthInput,
  type ClosingPreview,
  type MonthClosing,
} from '@cabinet/contract';
import type { DocumentDeps } from '../document-deps.js';
import type { MonthClosingsTable } from '../../../core/db/schema.js';
import { monthDays } from '../../../core/calendar.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { HttpError, invalid } from '../../../core/http/errors.js';
import { CLOSING_LOCK } from '../../../core/billing/closing-lock.js';
import { registerMark } from '../../../core/billing/late-records.js';
import { closingCounts, partnersBilledIn } from './closing-plan.js';
import { announce, fail, issue, removePending, type Made } from './closing-run.js';
import { closePartner } from './close-partner.js';
import { formatDay } from '../paper/format-ru.js';
import { finalDocumentsOf } from '../files/document-store.js';

const idOf = (year: number, month: number) => year * 100 + month;

/** The first day a month may be closed: its end plus the grace period for late records. */
export function closableFrom(year: number, month: number, graceDays: number): string {
  const end = monthDays(year, month)[1];
  return format(addDays(new Date(`${end}T00:00:00`), graceDays + 1), 'yyyy-MM-dd');
}

type CloseMonth = z.output<typeof CloseMonthInput>;

/**
 * Closing a month makes each partner's documents of it final: Application 1, numbered (one
 * sequence per year of issue) with its statement kept beside it, and the per-service reports,
 * each stored once with its SHA-256. Issuing a closed month again needs a reason and makes new
 * versions; the old ones stay, marked superseded. Usage recorded for the month after it closed is
 * billed in the next open month, as a correction (see usage's charges).
 */
export class MonthClosings {
  constructor(private readonly deps: DocumentDeps) {
    deps.jobs.define('close-month', (id) => this.run(Math.floor(id / 100), id % 100));
  }

  async list(): Promise<MonthClosing[]> {
    const rows = await this.select().orderBy('c.year', 'desc').orderBy('c.month', 'desc').execute();
    return rows.map(toClosing);
  }

  private select() {
    return this.deps.db
      .selectFrom('month_closings as c')
      .leftJoin('users as u', 'u.id', 'c.closed_by')
      .selectAll('c')
      .select('u.login');
  }

  private async find(year: number, month: number) {
    const row = await this.select()
      .where('c.year', '=', year)
      .where('c.month', '=', month)
      .executeTakeFirst();
    return row && toClosing(row);
  }

  get graceDays(): number {
    return this.deps.config.MONTH_CLOSE_GRACE_DAYS;
  }

  /** The first day a month may be closed on this server (its grace period). */
  closableFrom(year: number, month: number): string {
    return closableFrom(year, month, this.deps.config.MONTH_CLOSE_GRACE_DAYS);
  }

  /** What closing the month now would issue, and its closing as it stands (the screen confirms). */
  async preview(year: number, month: number): Promise<ClosingPreview> {
    const counts = await closingCounts(this.deps.db, year, month);
    return {
      year,
      month,
      ...counts,
      closableFrom: this.closableFrom(year, month),
      closing: (await this.find(year, month)) ?? null,
    };
  }

  /** Starts closing a month in the background (or, with `wait`, closes it before answering). */
  async start(input: CloseMonth, closedBy: number | null, wait = false): Promise<MonthClosing> {
    const { db, clock, calendar, config } = this.deps;
    const { year, month, replace, reason } = input;
    const today = calendar.today(clock.now());
    if (monthDays(year, month)[1] >= today) throw invalid('month', MessageKey.monthNotOver);
    const from = this.closableFrom(year, month);
    if (today < from)
      throw invalid('month', MessageKey.monthInGrace, {
        date: formatDay(from),
        days: config.MONTH_CLOSE_GRACE_DAYS,
      });
    const existing = await this.find(year, month);
    if (existing?.status === 'running') throw new HttpError(409, MessageKey.monthClosingRunning);
    if (existing?.status === 'done' && !replace)
      throw new HttpError(409, MessageKey.monthAlreadyClosed);
    const values = {
      status: 'running' as const,
      progress: 0,
      documents: 0,
      message: null,
      closed_by: closedBy,
      closed_at: clock.now().toISOString(),
      reason: existing?.status === 'done' ? reason : null,
    };
    await db.transaction().execute(async (trx) => {
      // Waits for recordings under way, which bill by the closings they read (usage's charges).
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${CLOSING_LOCK})`.execute(trx);
      // Reissuing a closed month keeps the mark of its first closing: later records stay late.
      const marked =
        existing?.status === 'done'
          ? values
          : { ...values, register_mark: await registerMark(trx) };
      await trx
        .insertInto('month_closings')
        .values({ year, month, ...marked })
        .onConflict((oc) => oc.columns(['year', 'month']).doUpdateSet(marked))
        .execute();
    });
    if (wait) await this.run(year, month);
    else this.deps.jobs.enqueue('close-month', idOf(year, month));
    return (await this.find(year, month))!;
  }

  private async run(year: number, month: number): Promise<void> {
    const { db } = this.deps;
    const closing = await db
      .selectFrom('month_closings')
      .select('reason')
      .where('year', '=', year)
      .where('month', '=', month)
      .executeTakeFirstOrThrow();
    // What a run of this closing that a kill stopped made: this run makes it again.
    await removePending(this.deps, year, month);
    const previous = await finalDocumentsOf(db, year, month)
      .select(['id', 'owner_id', 'subject_id', 'kind', 'service_id', 'version'])
      .execute();
    const made: Made[] = [];
    let partners: number[];
    try {
      partners = await partnersBilledIn(db, year, month);
      for (const [index, partnerId] of partners.entries()) {
        await closePartner(this.deps, partnerId, year, month, closing.reason, previous, made);
        await this.update(year, month, {
          progress: Math.floor(((index + 1) / partners.length) * 100),
          documents: made.length,
        });
      }
      await issue(db, year, month, previous, made);
    } catch (error) {
      // Half a closing is no closing: what this run made goes, the previous documents stay.
      await removePending(this.deps, year, month);
      await fail(db, year, month, error, previous.length === 0);
      throw error;
    }
    announce(this.deps, year, month, partners, made);
  }

  private update(year: number, month: number, values: Partial<Selectable<MonthClosingsTable>>) {
    return this.deps.db
      .updateTable('month_closings')
      .set(values)
      .where('year', '=', year)
      .where('month', '=', month)
      .execute();
  }

  /**
   * At start: a closing a stopped process left running is run again, from the start: what the
   * stopped run made goes, and the numbers it took are issued again (closing-run.ts).
   */
  async resume(): Promise<void> {
    const running = await this.deps.db
      .selectFrom('month_closings')
      .select(['year', 'month'])
      .where('status', '=', 'running')
      .execute();
    for (const row of running) this.deps.jobs.enqueue('close-month', idOf(row.year, row.month));
  }
}

type ClosingRow = Selectable<MonthClosingsTable> & { login: string | null };

const toClosing = (row: ClosingRow): MonthClosing => ({
  year: row.year,
  month: row.month,
  reason: row.reason,
  status: row.status,
  progress: row.progress,
  documents: row.documents,
  message: row.message,
  closedAt: row.closed_at,
  closedBy: row.login,
});
