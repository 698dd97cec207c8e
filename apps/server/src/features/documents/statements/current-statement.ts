import type { Statement, StatementLine, StatementStatus } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import { monthDays } from '../../../core/calendar.js';
import { reportSubjects } from '../../../core/billing/month-sums.js';
import { statementOf } from '../../../core/billing/statement.js';
import type { PricedLine } from '../../../core/billing/statement-build.js';
import type { Paper } from '../paper/paper.js';

const periodOf = (paper: Paper, key: string) =>
  paper.period(Number(key.slice(0, 4)), Number(key.slice(5, 7)));

function what(line: PricedLine, paper: Paper): string {
  switch (line.kind) {
    case 'tier':
      // A tariff of one price has one open band from the first request: no band to name.
      if (line.tierFrom === null || (line.tierFrom === 1 && line.tierTo === null))
        return paper.say('line.tariff');
      return line.tierTo === null
        ? paper.say('line.above', { count: paper.count(line.tierFrom - 1) })
        : paper.say('line.band', {
            from: paper.count(line.tierFrom),
            to: paper.count(line.tierTo),
          });
    case 'package':
      return paper.say('line.package', { id: line.packageId });
    case 'no-tariff':
      return paper.say('line.noTariff');
    case 'not-billable':
      return paper.say('line.notBillable');
    case 'rounding':
      return paper.say('line.rounding');
  }
}

/**
 * A line as the partner reads it: the service (as typed), then what priced it, in the paper's
 * language; the bilingual form gives the Kazakh description, then the Russian one.
 */
export function describeLine(line: PricedLine, paper: Paper): string {
  return paper.each(
    (one) =>
      one.say('line.described', {
        service: line.serviceName,
        what: what(line, one),
        correction: line.correctionOf
          ? one.say('line.correction', { period: periodOf(one, line.correctionOf) })
          : '',
      }),
    '\n',
  );
}

export const withDescriptions = (lines: readonly PricedLine[], paper: Paper): StatementLine[] =>
  lines.map((line) => ({ ...line, description: describeLine(line, paper) }));

/**
 * A stored statement in another language: its words are made again from what it holds, its
 * numbers stay as stored. Statements stored before lines without VAT had a null rate carry 0.
 */
export const statementIn = (statement: Statement, paper: Paper): Statement => ({
  ...statement,
  lines: withDescriptions(
    statement.lines.map((line) => ({
      ...line,
      vatRate: line.kind === 'tier' ? line.vatRate : null,
    })),
    paper,
  ),
  totalInWords: paper.inWords(statement.totalMinor),
});

/** A partner's statement of a month as it stands now: its charges, described and totalled. */
export async function currentStatement(
  db: Db,
  partnerId: number,
  year: number,
  month: number,
  status: StatementStatus,
  paper: Paper,
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
    lines: withDescriptions(priced.lines, paper),
    subtotalMinor: priced.subtotalMinor,
    vatMinor: priced.vatMinor,
    totalMinor: priced.totalMinor,
    totalInWords: paper.inWords(priced.totalMinor),
    issuedAt: null,
  };
}
