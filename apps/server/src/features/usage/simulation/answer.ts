import type { TariffSimulation, TariffSimulationRow } from '@cabinet/contract';
import type { PartnerAmounts } from './reprice.js';
import type { Simulated } from './load.js';

/** Of the amount before, to two decimals; null when there was nothing before. */
const percent = (difference: number, before: number) =>
  before === 0 ? null : Math.round((difference * 10_000) / before) / 100;

/** The answer: a row per partner and service, largest change first, and the totals. */
export function simulationAnswer(
  loaded: Simulated,
  amounts: ReadonlyMap<number, PartnerAmounts>,
  months: string[],
): TariffSimulation {
  const rows: TariffSimulationRow[] = loaded.partners.map((partner) => {
    const { requests, beforeMinor, afterMinor } = amounts.get(partner.id) ?? {
      requests: 0,
      beforeMinor: 0,
      afterMinor: 0,
    };
    const differenceMinor = afterMinor - beforeMinor;
    return {
      partnerId: partner.id,
      partnerName: partner.name,
      serviceId: loaded.tariff.serviceId,
      serviceCode: loaded.service.code,
      serviceName: loaded.service.name,
      requests,
      beforeMinor,
      afterMinor,
      differenceMinor,
      differencePercent: percent(differenceMinor, beforeMinor),
    };
  });
  rows.sort(
    (a, b) =>
      Math.abs(b.differenceMinor) - Math.abs(a.differenceMinor) ||
      b.beforeMinor - a.beforeMinor ||
      a.partnerId - b.partnerId,
  );
  const sum = (pick: (row: TariffSimulationRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const beforeMinor = sum((row) => row.beforeMinor);
  const afterMinor = sum((row) => row.afterMinor);
  return {
    tariffId: loaded.tariff.id,
    tariffName: loaded.tariff.name,
    months: [...months].sort(),
    rows,
    totals: {
      partners: rows.length,
      requests: sum((row) => row.requests),
      beforeMinor,
      afterMinor,
      differenceMinor: afterMinor - beforeMinor,
      differencePercent: percent(afterMinor - beforeMinor, beforeMinor),
    },
  };
}

export const SIMULATION_CSV_HEADER = [
  'partner id',
  'partner',
  'service',
  'requests',
  'before (tiyn)',
  'after (tiyn)',
  'difference (tiyn)',
  'difference (%)',
];

export const simulationCsvRows = (answer: TariffSimulation): unknown[][] => [
  ...answer.rows.map((row) => [
    row.partnerId,
    row.partnerName,
    row.serviceCode,
    row.requests,
    row.beforeMinor,
    row.afterMinor,
    row.differenceMinor,
    row.differencePercent,
  ]),
  [
    '',
    'total',
    '',
    answer.totals.requests,
    answer.totals.beforeMinor,
    answer.totals.afterMinor,
    answer.totals.differenceMinor,
    answer.totals.differencePercent,
  ],
];
