import type { Kysely } from 'kysely';
import { MessageKey } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import { notFound } from '../../core/http/errors.js';
import { assignmentOn } from '../tariffs/index.js';
import { reportSubjects, totalsOf, usageByDay, usageByService } from '../usage/index.js';
import { monthNameRu, splitVat } from './pdf/format-ru.js';

type Db = Kysely<Database>;

/** What a per-day report of one service for one user and month shows. */
export async function serviceReportData(
  db: Db,
  userId: number,
  serviceId: number,
  year: number,
  month: number,
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
  const rows = await usageByDay(db, await reportSubjects(db, userId), serviceId, year, month);
  const [from, to] = monthDays(year, month);
  return { service, user, year, month, from, to, rows, totals: totalsOf(rows) };
}
export type ServiceReportData = Awaited<ReturnType<typeof serviceReportData>>;

/** Application 1: a partner's services of a month, priced, with VAT as each tariff states it. */
export async function application1Data(db: Db, partnerId: number, year: number, month: number) {
  const partner = await db
    .selectFrom('users as u')
    .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .selectAll('p')
    .select(['u.id', 'u.login', 'u.group'])
    .where('u.id', '=', partnerId)
    .executeTakeFirst();
  if (!partner || partner.group !== 'Partner') throw notFound(MessageKey.notAPartner);
  const [from, to] = monthDays(year, month);
  const usage = await usageByService(db, await reportSubjects(db, partnerId), year, month);
  const rows = await Promise.all(
    usage.map(async (row) => {
      const tariff = await assignmentOn(db, { id: partnerId, parentId: null }, row.serviceId, to);
      const vatRate = tariff ? tariff.vatRateBp / 100 : 0;
      const split = splitVat(row.amountMinor, tariff ? tariff.vatIncluded === 1 : true, vatRate);
      return { ...row, vatRate, ...split };
    }),
  );
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    partner,
    year,
    month,
    from,
    to,
    rows,
    totals: {
      requests: sum((row) => row.requests),
      billable: sum((row) => row.billable),
      net: sum((row) => row.net),
      vat: sum((row) => row.vat),
      gross: sum((row) => row.gross),
    },
  };
}
export type Application1Data = Awaited<ReturnType<typeof application1Data>>;

const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '');

/** Spec section 9: the report's name holds the Russian name of the month. */
export const serviceReportFileName = (serviceCode: string, year: number, month: number) =>
  `Отчет_${safe(serviceCode)}_${monthNameRu(month)}_${year}.pdf`;

/** Spec section 9: `{contract}_{MM.YYYY}_Application_1.pdf`. */
export const application1FileName = (contractNumber: string, year: number, month: number) =>
  `${safe(contractNumber) || 'contract'}_${String(month).padStart(2, '0')}.${year}_Application_1.pdf`;
