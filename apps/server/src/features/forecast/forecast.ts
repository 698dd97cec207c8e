import type { Kysely } from 'kysely';
import type { Forecast, ForecastRange, ServiceForecast } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { Translate } from '../../core/i18n/i18n.js';
import type { SeriesForecast } from './model.js';
import { dayOf, projectionOf, type ServiceSeries } from './series.js';
import { monthSeries, type MonthAsk } from './month.js';
import type { PriceProjection } from './pricing.js';

export interface ForecastAsk extends MonthAsk {
  subjectId: number;
}

/** The month's forecast: each service's series projected, then the month priced three ways. */
export async function monthForecast(
  db: Kysely<Database>,
  price: PriceProjection,
  t: Translate,
  ask: ForecastAsk,
): Promise<Forecast> {
  const { year, month, today, userIds } = ask;
  const { series, current, elapsed, daysInMonth, start } = await monthSeries(db, ask);
  const projection = (scale: (s: ServiceSeries) => number) => projectionOf(series, start, scale);
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

  const names = await serviceNames(
    db,
    series.map((s) => s.serviceId),
  );
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
