import type { Kysely } from 'kysely';
import type { Forecast, ForecastRange, ServiceForecast } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import type { Translate } from '../../core/i18n/i18n.js';
import type { SeriesForecast } from './model.js';
import { dailyUse, type DayUse } from './history.js';
import { dayOf, projectionOf, serviceSeries, type ServiceSeries } from './series.js';
import type { PriceProjection } from './pricing.js';

/** How many months before the forecast's the model may look back on. */
const MONTHS_BEFORE = 2;

export interface ForecastAsk {
  subjectId: number;
  userIds: readonly number[];
  year: number;
  month: number;
  /** The provider's local day now. */
  today: string;
}

const monthBefore = (year: number, month: number, back: number) => {
  const index = year * 12 + (month - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1] as const;
};

/** The month's forecast: each service's series projected, then the month priced three ways. */
export async function monthForecast(
  db: Kysely<Database>,
  price: PriceProjection,
  t: Translate,
  ask: ForecastAsk,
): Promise<Forecast> {
  const { year, month, today, userIds } = ask;
  const [first, last] = monthDays(year, month);
  const daysInMonth = Number(last.slice(8));
  const current = today >= first && today <= last;
  const elapsed = current ? Number(today.slice(8)) - 1 : daysInMonth;
  const [fromYear, fromMonth] = monthBefore(year, month, MONTHS_BEFORE);
  const from = dayOf(fromYear, fromMonth, 1);
  const uses = await dailyUse(db, userIds, from, current ? today : last);

  const byService = new Map<number, DayUse[]>();
  for (const use of uses) {
    const rows = byService.get(use.serviceId);
    if (rows) rows.push(use);
    else byService.set(use.serviceId, [use]);
  }
  const series = [...byService].map(([serviceId, rows]) =>
    serviceSeries(serviceId, rows, { year, month, first, today, current, elapsed, daysInMonth }),
  );
  const projection = (scale: (s: ServiceSeries) => number) =>
    projectionOf(series, dayOf(year, month, elapsed + 1), scale);
  const restOf = (m: SeriesForecast) => m.expected - m.soFar;
  const bandRatio = (s: ServiceSeries, side: 'low' | 'high') => {
    const rest = restOf(s.model);
    return rest > 0 ? (s.model[side] - s.model.soFar) / rest : 1;
  };
  const expected = projection(() => 1);
  const low = projection((s) => bandRatio(s, 'low'));
  const high = projection((s) => bandRatio(s, 'high'));
  const [soFarPriced, expectedPriced, lowPriced, highPriced] = await Promise.all([
    price(userIds, year, month, []),
    price(userIds, year, month, expected.projected),
    price(userIds, year, month, low.projected),
    price(userIds, year, month, high.projected),
  ]);
  const spendOf = (priced: typeof soFarPriced, serviceId: number) =>
    priced.statement.services.find((s) => s.serviceId === serviceId)?.totalMinor ?? 0;

  const names = await serviceNames(db, [...byService.keys()]);
  const services: ServiceForecast[] = series.map((s) => {
    const soFar = s.model.soFar + s.todayActual;
    const requests: ForecastRange = {
      soFar,
      expected: soFar + expected.volumes.get(s.serviceId)!,
      low: soFar + low.volumes.get(s.serviceId)!,
      high: soFar + high.volumes.get(s.serviceId)!,
    };
    const name = names.get(s.serviceId) ?? { code: '', name: '' };
    return {
      serviceId: s.serviceId,
      serviceCode: name.code,
      serviceName: name.name,
      requests,
      spendMinor: {
        soFar: spendOf(soFarPriced, s.serviceId),
        expected: spendOf(expectedPriced, s.serviceId),
        low: spendOf(lowPriced, s.serviceId),
        high: spendOf(highPriced, s.serviceId),
      },
      packageRunsOut: expectedPriced.runOut.get(s.serviceId) ?? null,
      days: Array.from({ length: daysInMonth }, (_, i) => {
        const day = dayOf(year, month, i + 1);
        if (i < elapsed) return { day, actual: s.perDay.get(day) ?? 0, projected: null };
        const projected = s.model.daily[i - elapsed]!;
        if (day === today)
          return { day, actual: s.todayActual, projected: Math.max(projected, s.todayActual) };
        return { day, actual: null, projected };
      }),
      basis: basisOf(t, s.model, elapsed, current),
    };
  });
  services.sort((a, b) => a.serviceName.localeCompare(b.serviceName, 'ru'));
  const sum = (pick: (s: ServiceForecast) => number) => services.reduce((n, s) => n + pick(s), 0);
  return {
    userId: ask.subjectId,
    year,
    month,
    daysInMonth,
    daysElapsed: elapsed,
    requests: {
      soFar: sum((s) => s.requests.soFar),
      expected: sum((s) => s.requests.expected),
      low: sum((s) => s.requests.low),
      high: sum((s) => s.requests.high),
    },
    spendMinor: {
      soFar: soFarPriced.statement.totalMinor,
      expected: expectedPriced.statement.totalMinor,
      low: lowPriced.statement.totalMinor,
      high: highPriced.statement.totalMinor,
    },
    services,
  };
}

function basisOf(t: Translate, model: SeriesForecast, elapsed: number, current: boolean) {
  const previousDays = Math.max(0, model.historyDays - elapsed);
  const basis = { monthDays: elapsed, previousDays, weekly: model.weekly, trend: model.trend };
  if (!current) return { ...basis, text: t('forecast.basisOver') };
  if (model.historyDays === 0) return { ...basis, text: t('forecast.basisNone') };
  const parts = [
    elapsed > 0 ? t('forecast.basisMonth', { to: elapsed }) : t('forecast.basisNoMonth'),
    ...(previousDays > 0 ? [t('forecast.basisBefore', { count: previousDays })] : []),
    ...(model.weekly ? [t('forecast.basisWeekly')] : []),
    ...(model.trend ? [t('forecast.basisTrend')] : []),
  ];
  return { ...basis, text: parts.join(', ') };
}

async function serviceNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, { code: string; name: string }>();
  const rows = await db
    .selectFrom('services')
    .select(['id', 'code', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}
