import type { Content, ContentTable } from 'pdfmake/interfaces.js';
import type { StatementLine } from '@cabinet/contract';
import { formatCount, formatMoney } from './format-ru.js';
import { tableLayout, type tableEnds } from './layout.js';

const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });

/** Minor units → «1 234,56» (the column's title says the currency). */
const formatAmount = (minor: number) => formatMoney(minor).replace(/\s*₸$/u, '');

export interface StatementTotals {
  subtotalMinor: number;
  vatMinor: number;
  totalMinor: number;
}

/**
 * A statement's lines as Application 1 and the per-service report print them: quantity, price
 * and amount before VAT, VAT, amount with VAT, then the totals, kept with the last line.
 */
export function statementTable(
  lines: readonly StatementLine[],
  totals: StatementTotals,
  { draft, ends }: { draft: boolean; ends: ReturnType<typeof tableEnds> },
): Content {
  const head = [
    '№',
    'Наименование',
    'Кол-во',
    'Цена без НДС, ₸',
    'Сумма без НДС, ₸',
    'НДС, ₸',
    'Сумма с НДС, ₸',
  ].map((text) => ({ text, bold: true }));
  const body = lines.map((line, index) => [
    String(index + 1),
    line.description,
    right(formatCount(line.quantity)),
    right(formatAmount(line.unitPriceMinor)),
    right(formatAmount(line.amountMinor)),
    right(line.vatRate === 0 ? 'без НДС' : `${formatAmount(line.vatMinor)} (${line.vatRate}%)`),
    right(formatAmount(line.amountMinor + line.vatMinor)),
  ]);
  const summary = (
    [
      ['Итого без НДС', totals.subtotalMinor],
      ['НДС', totals.vatMinor],
      [draft ? 'Всего (предварительно)' : 'Всего к оплате', totals.totalMinor],
    ] as const
  ).map(([label, minor]) => [
    { text: label, colSpan: 6, bold: true },
    '',
    '',
    '',
    '',
    '',
    right(formatMoney(minor), true),
  ]);
  const table: ContentTable = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [head, ...body, ...summary],
    },
    layout: tableLayout,
    fontSize: 8,
  };
  return ends.keep(table, { totals: summary.length });
}

/**
 * The rule by which a VAT-inclusive price became the lines' price before VAT (see usage's
 * statement/build.ts), printed under a statement that has VAT: the partner checks each line with a
 * calculator, and the rounding difference has a line of its own.
 */
export const ROUNDING_RULE =
  'Правило округления: если цена тарифа включает НДС, цена без НДС = цена с НДС × 100 / (100 + ставка НДС), ' +
  'округлённая вниз до тиына; сумма без НДС = количество × цена без НДС; НДС = сумма без НДС × ставка, ' +
  'округлённый до тиына (половина тиына — вверх). Разница между оплатой по цене с НДС и суммой с НДС ' +
  'показана отдельной строкой «разница округления цены с НДС».';

/** The rounding rule's paragraph, where a line has VAT or a rounding difference; none otherwise. */
export function roundingRule(lines: readonly StatementLine[]): Content[] {
  const applies = lines.some((line) => line.vatRate > 0 || line.kind === 'rounding');
  return applies
    ? [{ text: ROUNDING_RULE, fontSize: 7, color: '#444444', margin: [0, 4, 0, 0] }]
    : [];
}

/** On every page of a draft, above the text (a rotated watermark would garble text read back). */
export const draftHeader = () => ({
  text: 'ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ · месяц не закрыт',
  alignment: 'center' as const,
  bold: true,
  fontSize: 9,
  color: '#b71c1c',
  margin: [40, 16, 40, 0] as [number, number, number, number],
});
