import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { DailyUsageRow } from '@cabinet/contract';
import type { ServiceReportData } from '../monthly.js';
import { formatCount, formatDay, formatMoney, monthNameRu, quoteRu } from './format-ru.js';
import { documentFooter, tableEnds, letterhead, tableLayout, type Provider } from './layout.js';
import { draftHeader, statementTable } from './statement-table.js';

const number = (value: number) => ({ text: formatCount(value), alignment: 'right' as const });

/** The monthly per-day report of one service for one user (a partner's includes its users). */
export function serviceReportDocument(
  data: ServiceReportData,
  provider: Provider,
  madeAt: string,
): TDocumentDefinitions {
  const { user, service, totals } = data;
  const draft = data.status === 'draft';
  const client = user.company_name
    ? `${user.company_name} (${user.login})`
    : [user.surname, user.name].filter(Boolean).join(' ') || user.login;
  // The same counts as on screen: paid, covered by a package, not billable (requests minus billable).
  const head = [
    'Дата',
    'Запросов',
    'Платных',
    'По пакету',
    'Не тарифицируется',
    'Сумма по тарифу',
  ].map((text) => ({ text, bold: true }));
  const counts = (row: Pick<DailyUsageRow, 'requests' | 'paid' | 'covered' | 'notBillable'>) => [
    row.requests,
    row.paid,
    row.covered,
    row.notBillable,
  ];
  const body = data.rows.map((row) => [
    formatDay(row.day),
    ...counts(row).map(number),
    { text: formatMoney(row.amountMinor), alignment: 'right' as const },
  ]);
  const total = [
    { text: 'Итого', bold: true },
    ...counts(totals).map((value) => ({ ...number(value), bold: true })),
    { text: formatMoney(totals.amountMinor), alignment: 'right' as const, bold: true },
  ];
  const ends = tableEnds();
  const content: Content[] = [
    letterhead(provider),
    {
      text: `Отчёт об использовании сервиса ${quoteRu(service.name)} за ${monthNameRu(data.month)} ${data.year} г.`,
      style: 'title',
    },
    { text: `Клиент: ${client}`, margin: [0, 0, 0, 2] },
    {
      text: `Период: с ${formatDay(data.from)} по ${formatDay(data.to)}`,
      margin: [0, 0, 0, 10],
    },
    data.rows.length === 0
      ? { text: 'В этом месяце запросов не было.', italics: true }
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
    { text: 'Расчёт за месяц', style: 'subtitle' },
    data.billing.lines.length === 0
      ? { text: 'В этом месяце к оплате ничего нет.', italics: true }
      : statementTable(
          data.billing.lines,
          {
            subtotalMinor: data.billing.netMinor,
            vatMinor: data.billing.vatMinor,
            totalMinor: data.billing.totalMinor,
          },
          { draft, ends },
        ),
  ];
  return {
    info: { title: `${service.name} — ${monthNameRu(data.month)} ${data.year}` },
    content,
    footer: documentFooter(madeAt),
    pageBreakBefore: ends.pageBreakBefore,
    ...(draft ? { header: draftHeader } : {}),
    styles: {
      title: { fontSize: 13, bold: true, margin: [0, 10, 0, 8] },
      subtitle: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
    },
  };
}
