import { MessageKey, SIMULATION_MAX_PARTNERS } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import { invalid } from '../../../core/http/errors.js';
import { nextMonth } from '../../../core/calendar.js';
import { prepared, type Params } from '../../../core/db/prepared.js';
import { PRICE } from '../../../core/billing/month-charges.js';
import type { ChargeRow, SimulationData, TariffPrices } from './reprice.js';

/** In the order of the index the charges are read by (`daily_charges_month`): no sort to group. */
const SUMMED = ['billed_month', 'user_id', ...PRICE] as const;

type Range = { userIds: number[]; serviceId: number; months: string[] };

/** The users' charges of the service billed in the months, summed over days (index-only). */
const billedIn = prepared((db: Db, params: Params<Range>) =>
  db
    .selectFrom('daily_charges')
    .select([
      ...SUMMED,
      (eb) => eb.fn.sum<number>('quantity').as('quantity'),
      (eb) => eb.fn.sum<number>('failed').as('failed'),
    ])
    .where(params.in('billed_month', 'months', 'text'))
    .where(params.in('user_id', 'userIds'))
    .where('service_id', '=', params.value('serviceId'))
    .groupBy([...SUMMED]),
);

/** The same users' charges of the usage months billed in other months (corrections, or later). */
const usedIn = prepared((db: Db, params: Params<Range & { billed: string[] }>) =>
  db
    .selectFrom('daily_charges')
    .select([
      ...SUMMED,
      (eb) => eb.fn.sum<number>('quantity').as('quantity'),
      (eb) => eb.fn.sum<number>('failed').as('failed'),
    ])
    .where(params.in('billed_month', 'billed', 'text'))
    .where(params.in('usage_month', 'months', 'text'))
    .where(params.in('user_id', 'userIds'))
    .where('service_id', '=', params.value('serviceId'))
    .groupBy([...SUMMED]),
);

/** The months from `first` to `last`, both included, but those shown (a month bills its own or later). */
function otherMonths(first: string, last: string, shown: readonly string[]): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month))
    if (!shown.includes(month)) months.push(month);
  return months;
}

const numeric = (row: ChargeRow): ChargeRow => ({
  ...row,
  unit_price_minor: Number(row.unit_price_minor),
  quantity: Number(row.quantity),
  failed: Number(row.failed),
});

export interface Simulated extends SimulationData {
  tariff: { id: number; name: string; serviceId: number } & TariffPrices;
  partners: { id: number; name: string }[];
}

/** What a simulation re-prices: the tariff, its partners (all, or those named) and their charges. */
export async function loadSimulation(
  db: Db,
  input: {
    tariffId: number;
    partnerIds?: number[] | undefined;
    months: string[];
    /** `YYYY-MM` of today: the last month that may bill anything. */
    current: string;
  },
): Promise<Simulated> {
  const tariff = await db
    .selectFrom('tariffs as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .select(['t.id', 't.name', 't.service_id', 't.tiers', 't.vat_included', 't.vat_rate_bp'])
    .select(['s.code', 's.name as service_name'])
    .where('t.id', '=', input.tariffId)
    .executeTakeFirst();
  if (!tariff) throw invalid('tariffId', MessageKey.tariffNotFound);

  const holders = await db
    .selectFrom('user_services as us')
    .innerJoin('users as u', 'u.id', 'us.user_id')
    .select(['u.id', 'u.group', 'u.parent_id'])
    .where('us.tariff_id', '=', tariff.id)
    .distinct()
    .execute();
  const onTariff = new Set(
    holders.flatMap((h) => (h.group === 'Partner' ? [h.id] : h.parent_id ? [h.parent_id] : [])),
  );
  input.partnerIds?.forEach((id, i) => {
    if (!onTariff.has(id))
      throw invalid(`partnerIds.${i}`, MessageKey.simulationPartnerNotOnTariff);
  });
  const partnerIds = [...new Set(input.partnerIds ?? onTariff)].sort((a, b) => a - b);
  if (partnerIds.length > SIMULATION_MAX_PARTNERS)
    throw invalid('partnerIds', MessageKey.simulationTooManyPartners);

  const subjects =
    partnerIds.length === 0
      ? []
      : await db
          .selectFrom('users as u')
          .leftJoin('partner_profiles as p', 'p.user_id', 'u.id')
          .select(['u.id', 'u.parent_id', 'u.login', 'p.company_name'])
          .where((eb) => eb.or([eb('u.id', 'in', partnerIds), eb('u.parent_id', 'in', partnerIds)]))
          .execute();
  const partnerOf = new Map(subjects.map((u) => [u.id, u.parent_id ?? u.id]));
  const userIds = subjects.map((u) => u.id);
  const own = new Set<string>();
  if (userIds.length > 0)
    for (const a of await db
      .selectFrom('user_services')
      .select(['user_id', 'tariff_id'])
      .where('user_id', 'in', userIds)
      .where('service_id', '=', tariff.service_id)
      .execute())
      own.add(`${a.user_id}|${a.tariff_id}`);

  const range = { userIds, serviceId: tariff.service_id, months: input.months };
  const billed = userIds.length === 0 ? [] : (await billedIn(db, range)).map(numeric);
  const usage = [...new Set(billed.map((row) => row.usage_month))];
  const later =
    usage.length === 0 ? [] : otherMonths(usage.sort()[0]!, input.current, input.months);
  const earlier =
    later.length === 0 ? [] : await usedIn(db, { ...range, months: usage, billed: later });
  const rows = [...billed, ...earlier.map(numeric)];

  const tariffIds = [...new Set(rows.map((row) => row.tariff_id).filter((id) => id !== 0))];
  const tariffs = new Map<number, TariffPrices>(
    tariffIds.length === 0
      ? []
      : (
          await db
            .selectFrom('tariffs')
            .select(['id', 'tiers', 'vat_included', 'vat_rate_bp'])
            .where('id', 'in', tariffIds)
            .execute()
        ).map((t) => [t.id, t]),
  );
  const names = new Map(subjects.map((u) => [u.id, u.company_name || u.login]));
  return {
    tariff: { ...tariff, serviceId: tariff.service_id },
    partners: partnerIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
    rows,
    months: new Set(input.months),
    partnerOf,
    holderOf: (userId, tariffId) =>
      own.has(`${userId}|${tariffId}`) ? userId : partnerOf.get(userId)!,
    tariffs,
    service: { code: tariff.code, name: tariff.service_name },
  };
}
