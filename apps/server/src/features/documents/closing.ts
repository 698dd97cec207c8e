import type { Selectable } from 'kysely';
import { MessageKey, type CloseMonthInput, type MonthClosing } from '@cabinet/contract';
import type { DocumentDeps } from './deps.js';
import type { MonthClosingsTable } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import { HttpError, invalid } from '../../core/http/errors.js';
import { reportSubjects, usageByService } from '../usage/index.js';
import { application1Pdf, serviceReportPdf, storePdf } from './make.js';
import { removeDocuments } from './store.js';

const idOf = (year: number, month: number) => year * 100 + month;

/**
 * Closing a month makes each partner's Application 1 and per-service reports of that month, once.
 * Closing it again (confirmed) makes them anew and only then removes the old ones.
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

  /** Starts closing a month in the background (or, with `wait`, closes it before answering). */
  async start(
    input: Required<CloseMonthInput>,
    closedBy: number | null,
    wait = false,
  ): Promise<MonthClosing> {
    const { db, clock, calendar } = this.deps;
    const { year, month, replace } = input;
    if (monthDays(year, month)[1] >= calendar.today(clock.now()))
      throw invalid('month', MessageKey.monthNotOver);
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
    };
    await db
      .insertInto('month_closings')
      .values({ year, month, ...values })
      .onConflict((oc) => oc.columns(['year', 'month']).doUpdateSet(values))
      .execute();
    if (wait) await this.run(year, month);
    else this.deps.jobs.enqueue('close-month', idOf(year, month));
    return (await this.find(year, month))!;
  }

  private async run(year: number, month: number): Promise<void> {
    const { db } = this.deps;
    const update = (values: Partial<Selectable<MonthClosingsTable>>) =>
      db
        .updateTable('month_closings')
        .set(values)
        .where('year', '=', year)
        .where('month', '=', month)
        .execute();
    const [from, to] = monthDays(year, month);
    const previous = await db
      .selectFrom('documents')
      .select('id')
      .where('closing', '=', 1)
      .where('year', '=', year)
      .where('month', '=', month)
      .execute();
    const made: number[] = [];
    try {
      const partners = await db
        .selectFrom('users as u')
        .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
        .select('u.id')
        .where('u.group', '=', 'Partner')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('daily_usage as d')
              .innerJoin('users as m', 'm.id', 'd.user_id')
              .select('d.user_id')
              .where((w) =>
                w.or([w('m.id', '=', w.ref('u.id')), w('m.parent_id', '=', w.ref('u.id'))]),
              )
              .where('d.day', '>=', from)
              .where('d.day', '<=', to),
          ),
        )
        .orderBy('u.id')
        .execute();
      for (const [index, partner] of partners.entries()) {
        const base = { subjectId: partner.id, year, month, closing: true, createdBy: null };
        const application = await application1Pdf(this.deps, partner.id, year, month);
        made.push(
          (
            await storePdf(this.deps, application, {
              ...base,
              kind: 'application1',
              serviceId: null,
            })
          ).id,
        );
        const services = await usageByService(
          db,
          await reportSubjects(db, partner.id),
          year,
          month,
        );
        for (const service of services) {
          const report = await serviceReportPdf(
            this.deps,
            partner.id,
            service.serviceId,
            year,
            month,
          );
          made.push(
            (
              await storePdf(this.deps, report, {
                ...base,
                kind: 'service-report',
                serviceId: service.serviceId,
              })
            ).id,
          );
        }
        await update({
          progress: Math.floor(((index + 1) / partners.length) * 100),
          documents: made.length,
        });
      }
      await removeDocuments(
        db,
        this.deps.files,
        previous.map((row) => row.id),
      );
      await update({ status: 'done', progress: 100, documents: made.length });
    } catch (error) {
      // Half a closing is no closing: what this run made goes, the previous documents stay.
      await removeDocuments(db, this.deps.files, made);
      await update({ status: 'failed', message: String((error as Error).message ?? error) });
      throw error;
    }
  }

  /** At start: a closing a stopped process left running is run again. */
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
  status: row.status,
  progress: row.progress,
  documents: row.documents,
  message: row.message,
  closedAt: row.closed_at,
  closedBy: row.login,
});
