import type { Content, ContentTable } from 'pdfmake/interfaces.js';
import type { StatementLine } from '@cabinet/contract';
import type { Paper } from '../paper/paper.js';
import { tableLayout, type tableEnds } from './layout.js';

const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });

export interface StatementTotals {
  subtotalMinor: number;
  vatMinor: number;
  totalMinor: number;
}

const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** A line's VAT: its amount and rate («НДС 0 %» is a rate), or «без НДС» where none applies. */
const vatCell = (line: StatementLine, paper: Paper) =>
  line.vatRate === null
    ? unbroken(paper.say('table.noVat'))
    : `${paper.amount(line.vatMinor)}\n${unbroken(paper.say('table.vatRate', { rate: paper.rate(line.vatRate) }))}`;

/**
 * A statement's lines as Application 1 and the per-service report print them: quantity, price
 * and amount before VAT, VAT, amount with VAT, then the totals, kept with the last line.
 */
export function statementTable(
  lines: readonly StatementLine[],
  totals: StatementTotals,
  { draft, ends, paper }: { draft: boolean; ends: ReturnType<typeof tableEnds>; paper: Paper },
): Content {
  const head = (
    ['number', 'description', 'quantity', 'unitPrice', 'amount', 'vat', 'withVat'] as const
  ).map((key) => {
    const text = paper.say(`table.${key}`, {}, '\n');
    // The quantity's header never wraps (the narrowest column, it broke «Кол-/во» at its
    // hyphen); a bilingual one keeps each language on its own line.
    return key === 'quantity'
      ? { stack: text.split('\n').map((line) => ({ text: line, noWrap: true })), bold: true }
      : { text, bold: true };
  });
  const body = lines.map((line, index) => [
    String(index + 1),
    line.description,
    right(paper.count(line.quantity)),
    right(paper.amount(line.unitPriceMinor)),
    right(paper.amount(line.amountMinor)),
    right(vatCell(line, paper)),
    right(paper.amount(line.amountMinor + line.vatMinor)),
  ]);
  const summary = (
    [
      ['table.subtotal', totals.subtotalMinor],
      ['table.vatTotal', totals.vatMinor],
      [draft ? 'table.totalDraft' : 'table.totalDue', totals.totalMinor],
    ] as const
  ).map(([label, minor]) => [
    { text: paper.say(label), colSpan: 6, bold: true },
    '',
    '',
    '',
    '',
    '',
    right(paper.money(minor), true),
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
 * statement/build.ts), printed under a statement that has VAT, where a line has VAT or a
 * rounding difference: the partner checks each line with a calculator, and the rounding
 * difference has a line of its own.
 */
export function roundingRule(lines: readonly StatementLine[], paper: Paper): Content[] {
  const applies = lines.some((line) => (line.vatRate ?? 0) > 0 || line.kind === 'rounding');
  return applies
    ? [
        {
          text: paper.say('roundingRule', {}, '\n\n'),
          fontSize: 7,
          color: '#444444',
          margin: [0, 4, 0, 0],
        },
      ]
    : [];
}

/** On every page of a draft, above the text (a rotated watermark would garble text read back). */
export const draftHeader = (paper: Paper) => () => ({
  text: paper.say('application1.draftHeader'),
  alignment: 'center' as const,
  bold: true,
  fontSize: 9,
  color: '#b71c1c',
  margin: [40, 16, 40, 0] as [number, number, number, number],
});
