import { MessageKey, type Statement, type StatementStatus } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import { monthDays } from '../../../core/calendar.js';
import { notFound } from '../../../core/http/errors.js';
import { reportSubjects, totalsOf, usageByDay } from '../../../core/billing/month-sums.js';
import { statementOf } from '../../../core/billing/statement.js';
import { withDescriptions } from './current-statement.js';
import type { Paper } from '../paper/paper.js';
import { monthNameRu } from '../paper/format-ru.js';

/** What a per-day report of one service for one user and month shows, and what it bills. */
export async function serviceReportData(
  db: Db,
  userId: number,
  serviceId: number,
  year: number,
  month: number,
  status: StatementStatus,
  paper: Paper,
) {
  const service = await db
    .selectFrom('services')
    .select(['id', 'code', 'name'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (!service) throw notFound(MessageKey.serviceNotFound);
  const user = await db
    .selectFrom('users as u')
    .leftJoin('partner_profiles as p', (join) =>
      join.on((eb) => eb('p.user_id', '=', eb.fn.coalesce('u.parent_id', 'u.id'))),
    )
    .select(['u.id', 'u.login', 'u.name', 'u.surname', 'u.parent_id', 'p.company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(MessageKey.userNotFound);
  const subjects = await reportSubjects(db, userId);
  const [rows, statement] = await Promise.all([
    usageByDay(db, subjects, serviceId, year, month),
    statementOf(db, subjects, year, month),
  ]);
  const lines = withDescriptions(
    statement.lines.filter((line) => line.serviceId === serviceId),
    paper,
  );
  const billed = statement.services.find((totals) => totals.serviceId === serviceId);
  const [from, to] = monthDays(year, month);
  return {
    service,
    user,
    year,
    month,
    from,
    to,
    rows,
    totals: totalsOf(rows),
    status,
    billing: {
      lines,
      netMinor: billed?.netMinor ?? 0,
      vatMinor: billed?.vatMinor ?? 0,
      totalMinor: billed?.totalMinor ?? 0,
    },
  };
}
export type ServiceReportData = Awaited<ReturnType<typeof serviceReportData>>;

/** Application 1: a partner, and its statement of the month (given, or as it stands now). */
export async function application1Data(
  db: Db,
  partnerId: number,
  statement: (partnerId: number) => Promise<Statement>,
) {
  const partner = await db
    .selectFrom('users as u')
    .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .selectAll('p')
    .select(['u.id', 'u.login', 'u.group'])
    .where('u.id', '=', partnerId)
    .executeTakeFirst();
  if (!partner || partner.group !== 'Partner') throw notFound(MessageKey.notAPartner);
  return { partner, statement: await statement(partnerId) };
}
export type Application1Data = Awaited<ReturnType<typeof application1Data>>;

const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '');

/** Spec section 9: the report's name holds the Russian name of the month. */
export const serviceReportFileName = (serviceCode: string, year: number, month: number) =>
  `Отчет_${safe(serviceCode)}_${monthNameRu(month)}_${year}.pdf`;

/** Spec section 9: `{contract}_{MM.YYYY}_Application_1.pdf`. */
export const application1FileName = (contractNumber: string, year: number, month: number) =>
  `${safe(contractNumber) || 'contract'}_${String(month).padStart(2, '0')}.${year}_Application_1.pdf`;
