import type {
  Content,
  ContentStack,
  ContentTable,
  CustomTableLayout,
  DynamicContent,
  Node,
  NodeQueries,
  TableCell,
} from 'pdfmake/interfaces.js';
import { addressWithCity } from '../paper/format-ru.js';
import type { Paper } from '../paper/paper.js';

/** The provider's details, from the configuration. */
export interface Provider {
  name: string;
  bin: string;
  address: string;
  phone: string;
  email: string;
  /** The bank's name (PROVIDER_BANK); its BIC is `bic` (PROVIDER_BIC). */
  bank: string;
  iban: string;
  bic: string;
}

/** A partner's details as its profile holds them (`partner_profiles`). */
export interface PartnerRequisites {
  company_name: string;
  tax_id: string;
  city: string;
  legal_address: string;
  bank_name: string;
  iban: string;
  bic: string;
}

export const tableLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#9e9e9e',
  vLineColor: () => '#9e9e9e',
  paddingTop: () => 3,
  paddingBottom: () => 3,
  fillColor: (row) => (row === 0 ? '#eeeeee' : null),
};

export const letterhead = (provider: Provider, paper: Paper): Content => ({
  columns: [
    { text: provider.name, bold: true, fontSize: 11 },
    {
      text: [
        `${paper.say('parties.bin', { value: provider.bin })}\n`,
        `${provider.address}\n`,
        `${provider.phone} · ${provider.email}`,
      ],
      alignment: 'right',
      fontSize: 8,
      color: '#555555',
    },
  ],
});

const details = (title: string, lines: string[]): Content => ({
  stack: [{ text: title, bold: true, margin: [0, 0, 0, 2] }, ...lines.filter(Boolean)],
});

/** The parties' details side by side: «Исполнитель» (the provider) and «Заказчик» (the partner). */
export const partiesDetails = (
  provider: Provider,
  partner: PartnerRequisites,
  paper: Paper,
): Content => ({
  columns: [
    details(paper.say('parties.provider'), [
      provider.name,
      paper.say('parties.bin', { value: provider.bin }),
      provider.address,
      provider.bank,
      `IBAN ${provider.iban}`,
      provider.bic ? paper.say('parties.bic', { value: provider.bic }) : '',
    ]),
    details(paper.say('parties.customer'), [
      partner.company_name,
      paper.say('parties.bin', { value: partner.tax_id }),
      addressWithCity(partner.city, partner.legal_address),
      partner.bank_name,
      partner.iban ? `IBAN ${partner.iban}` : '',
      partner.bic ? paper.say('parties.bic', { value: partner.bic }) : '',
    ]),
  ],
  columnGap: 20,
  margin: [0, 0, 0, 12],
});

/** `YYYY-MM-DD HH:MM[:SS]` (or with a `T`) → the paper's day and «HH:MM». */
function dayTime(time: string, paper: Paper): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(time);
  return match ? `${paper.day(match[1]!)} ${match[2]!}` : time;
}

/** Page numbers and when the document was made (`YYYY-MM-DD HH:MM`, printed «DD.MM.YYYY HH:MM»). */
export const documentFooter =
  (madeAt: string, paper: Paper): DynamicContent =>
  (page, pages) => ({
    columns: [
      {
        text: paper.say('footer.madeAt', { time: dayTime(madeAt, paper) }),
        fontSize: 7,
        color: '#777777',
      },
      {
        text: paper.say('footer.page', { page, pages }),
        alignment: 'right',
        fontSize: 7,
        color: '#777777',
      },
    ],
    margin: [40, 10, 40, 0],
  });

/** A cell with an id the document's `pageBreakBefore` can find (a text cell becomes an object). */
const withId = (cell: TableCell, id: string): TableCell =>
  (typeof cell === 'object' && cell !== null && !Array.isArray(cell)
    ? { ...cell, id }
    : { text: String(cell ?? ''), id }) as TableCell;

/**
 * Tables whose end stays together: their last body rows and their totals rows are never split
 * across pages, so that «Итого» never sits alone at the top of a page. One per document:
 *
 *     const ends = tableEnds();
 *     content: [..., ends.keep(tableNode, { totals: 1 })],
 *     pageBreakBefore: ends.pageBreakBefore,
 *
 * A table that fits stays one table. When its end would be split, it becomes two: the rows
 * before the end, then, on the next page, the header rows again with the end. The table's cells
 * must be plain data (no functions): they are copied when the table is split.
 */
export function tableEnds() {
  const splits = new Map<string, () => void>();
  const keep = (node: ContentTable, { totals, rows = 1 }: { totals: number; rows?: number }) => {
    const { body, headerRows = 0 } = node.table;
    const from = body.length - totals - rows;
    if (totals < 1 || from < headerRows) return node;
    // A short table: the header, the rows and the totals are one block.
    if (from === headerRows)
      return { ...node, table: { ...node.table, keepWithHeaderRows: body.length - headerRows } };
    const pristine = JSON.stringify(body);
    const rowsOf = (start: number, end?: number) =>
      (JSON.parse(pristine) as TableCell[][]).slice(start, end);
    const id = `table-end-${splits.size + 1}`;
    const marked = rowsOf(0).map((row, index) => {
      // Every cell of the first kept row: each is a node of its own in pdfmake's layout.
      if (index === from) return row.map((cell, column) => withId(cell, `${id}:from:${column}`));
      if (index === body.length - 1) return [withId(row[0]!, `${id}:to`), ...row.slice(1)];
      return row;
    });
    const holder: ContentStack = { stack: [{ ...node, table: { ...node.table, body: marked } }] };
    splits.set(id, () => {
      holder.stack = [
        { ...node, table: { ...node.table, body: rowsOf(0, from) } },
        {
          ...node,
          pageBreak: 'before',
          table: { ...node.table, body: [...rowsOf(0, headerRows), ...rowsOf(from)] },
        },
      ];
    });
    return holder;
  };

  /** Splits a table whose first kept row is not on the page of its last row, and lays out again. */
  const pageBreakBefore = (node: Node, queries: NodeQueries): boolean => {
    const [table, part] = node.id?.split(':') ?? [];
    const split = table && part === 'from' ? splits.get(table) : undefined;
    if (!split) return false;
    if (queries.getFollowingNodesOnPage().some((following) => following.id === `${table}:to`))
      return false;
    split();
    splits.delete(table!);
    // pdfmake marks this node (no longer in the document) and lays the document out again.
    return true;
  };

  return { keep, pageBreakBefore };
}
