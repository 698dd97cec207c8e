import type { Kysely } from 'kysely';
import type { Statement, StatementLine, StatementStatus } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import { monthDays } from '../../core/calendar.js';
import { reportSubjects, statementOf, type PricedLine } from '../usage/index.js';
import { formatCount, monthNameRu, moneyInWords } from './pdf/format-ru.js';

type Db = Kysely<Database>;

const monthOf = (key: string) => `${monthNameRu(Number(key.slice(5, 7)))} ${key.slice(0, 4)} г.`;

/** A line as the partner reads it: the service, then what priced it. */
export function describeLine(line: PricedLine): string {
  const what = (() => {
    switch (line.kind) {
      case 'tier':
        // A tariff of one price has one open band from the first request: no band to name.
        if (line.tierFrom === null || (line.tierFrom === 1 && line.tierTo === null))
          return 'запросы по тарифу';
        return line.tierTo === null
          ? `запросы свыше ${formatCount(line.tierFrom - 1)} в месяц`
          : `запросы с ${formatCount(line.tierFrom)} по ${formatCount(line.tierTo)} в месяц`;
      case 'package':
        return `запросы по пакету № ${line.packageId}`;
      case 'no-tariff':
        return 'запросы без тарифа';
      case 'not-billable':
        return 'запросы, не подлежащие оплате';
      case 'rounding':
        return 'разница округления цены с НДС';
    }
  })();
  const correction = line.correctionOf
    ? ` (корректировка за ${monthOf(line.correctionOf)}: поступили после закрытия месяца)`
    : '';
  return `${line.serviceName}: ${what}${correction}`;
}

export const withDescriptions = (lines: readonly PricedLine[]): StatementLine[] =>
  lines.map((line) => ({ ...line, description: describeLine(line) }));

/** A partner's statement of a month as it stands now: its charges, described and totalled. */
export async function currentStatement(
  db: Db,
  partnerId: number,
  year: number,
  month: number,
  status: StatementStatus,
): Promise<Statement> {
  const priced = await statementOf(db, await reportSubjects(db, partnerId), year, month);
  const [from, to] = monthDays(year, month);
  return {
    status,
    number: null,
    version: 1,
    reason: null,
    partnerId,
    currency: 'KZT',
    period: { year, month, from, to },
    lines: withDescriptions(priced.lines),
    subtotalMinor: priced.subtotalMinor,
    vatMinor: priced.vatMinor,
    totalMinor: priced.totalMinor,
    totalInWords: moneyInWords(priced.totalMinor),
    issuedAt: null,
  };
}
