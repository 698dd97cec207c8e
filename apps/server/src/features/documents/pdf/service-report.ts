import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { DailyUsageRow } from '@cabinet/contract';
import type { ServiceReportData } from '../statements/report-data.js';
import type { Paper } from '../paper/paper.js';
import { documentFooter, tableEnds, letterhead, tableLayout, type Provider } from './layout.js';
import { draftHeader, statementTable } from './statement-table.js';

/** The monthly per-day report of one service for one user (a partner's includes its users). */
export function serviceReportDocument(
  data: ServiceReportData,
  provider: Provider,
  madeAt: string,
  paper: Paper,
): TDocumentDefinitions {
  const number = (value: number) => ({ text: paper.count(value), alignment: 'right' as const });
  const { user, service, totals } = data;
  const draft = data.status === 'draft';
  const client = user.company_name
    ? `${user.company_name} (${user.login})`
    : [user.surname, user.name].filter(Boolean).join(' ') || user.login;
  // The same counts as on screen: paid, covered by a package, not billable (requests minus billable).
  const head = (['day', 'requests', 'paid', 'covered', 'notBillable', 'amount'] as const).map(
    (key) => ({ text: paper.say(`report.${key}`, {}, '\n'), bold: true }),
  );
  const counts = (row: Pick<DailyUsageRow, 'requests' | 'paid' | 'covered' | 'notBillable'>) => [
    row.requests,
    row.paid,
    row.covered,
    row.notBillable,
  ];
  const body = data.rows.map((row) => [
    paper.day(row.day),
    ...counts(row).map(number),
    { text: paper.money(row.amountMinor), alignment: 'right' as const },
  ]);
  const total = [
    { text: paper.say('report.total'), bold: true },
    ...counts(totals).map((value) => ({ ...number(value), bold: true })),
    { text: paper.money(totals.amountMinor), alignment: 'right' as const, bold: true },
  ];
  const ends = tableEnds();
  const content: Content[] = [
    letterhead(provider, paper),
    {
      text: paper.say(
        'report.title',
        (one) => ({ service: one.quote(service.name), period: one.period(data.year, data.month) }),
        '\n',
      ),
      style: 'title',
    },
    { text: paper.say('report.client', { client }), margin: [0, 0, 0, 2] },
    {
      text: paper.say('report.period', (one) => ({
        from: one.day(data.from),
        to: one.day(data.to),
      })),
      margin: [0, 0, 0, 10],
    },
    data.rows.length === 0
      ? { text: paper.say('report.noRequests'), italics: true }
      : ends.keep(
          {
            table: {
              headerRows: 1,
              widths: ['auto', '*', '*', '*', '*', 'auto'],
              body: [head, ...body, total],
            },
            layout: tableLayout,
          },
          { totals: 1 },
        ),
    { text: paper.say('report.billing'), style: 'subtitle' },
    data.billing.lines.length === 0
      ? { text: paper.say('report.nothingDue'), italics: true }
      : statementTable(
          data.billing.lines,
          {
            subtotalMinor: data.billing.netMinor,
            vatMinor: data.billing.vatMinor,
            totalMinor: data.billing.totalMinor,
          },
          { draft, ends, paper },
        ),
  ];
  return {
    info: { title: `${service.name} — ${paper.monthYear(data.year, data.month)}` },
    content,
    footer: documentFooter(madeAt, paper),
    pageBreakBefore: ends.pageBreakBefore,
    ...(draft ? { header: draftHeader(paper) } : {}),
    styles: {
      title: { fontSize: 13, bold: true, margin: [0, 10, 0, 8] },
      subtitle: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
    },
  };
}
