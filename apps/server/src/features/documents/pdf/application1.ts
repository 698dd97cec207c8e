import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Application1Data } from '../monthly.js';
import { formatDay, formatMoney, monthNameRu } from './format-ru.js';
import { documentFooter, letterhead, partiesDetails, tableEnds, type Provider } from './layout.js';
import { draftHeader, roundingRule, statementTable } from './statement-table.js';

/** «Приложение № 1»: the month's statement, line by line, with VAT and the total in words. */
export function application1Document(
  data: Application1Data,
  provider: Provider,
  madeAt: string,
): TDocumentDefinitions {
  const { partner, statement } = data;
  const draft = statement.status === 'draft';
  const contract = partner.contract_date
    ? `№ ${partner.contract_number} от ${formatDay(partner.contract_date)}`
    : `№ ${partner.contract_number}`;
  const period = `${monthNameRu(statement.period.month)} ${statement.period.year} г.`;
  const ends = tableEnds();
  const title = draft
    ? `Предварительный расчёт стоимости услуг за ${period}`
    : `Расчёт стоимости услуг № ${statement.number ?? ''} за ${period}`;
  const content: Content[] = [
    letterhead(provider),
    ...(draft
      ? [
          {
            text: 'ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ',
            bold: true,
            fontSize: 14,
            color: '#b71c1c',
            alignment: 'center' as const,
            margin: [0, 10, 0, 0] as [number, number, number, number],
          },
          {
            text: 'Месяц не закрыт: суммы могут измениться до его закрытия. Документ не является основанием для оплаты.',
            alignment: 'center' as const,
            fontSize: 8,
            color: '#b71c1c',
          },
        ]
      : []),
    { text: `Приложение № 1\nк договору ${contract}`, alignment: 'right', margin: [0, 12, 0, 0] },
    { text: title, style: 'title' },
    {
      text: `Период оказания услуг: с ${formatDay(statement.period.from)} по ${formatDay(statement.period.to)}`,
      margin: [0, 0, 0, statement.version > 1 ? 2 : 10],
    },
    ...(statement.version > 1
      ? [
          {
            text: `Версия ${statement.version}: заменяет предыдущую${statement.reason ? ` (${statement.reason})` : ''}.`,
            margin: [0, 0, 0, 10] as [number, number, number, number],
          },
        ]
      : []),
    partiesDetails(provider, partner),
    statement.lines.length === 0
      ? { text: 'В этом месяце услуги не оказывались.', italics: true, margin: [0, 0, 0, 8] }
      : statementTable(statement.lines, statement, { draft, ends }),
    {
      unbreakable: true,
      stack: [
        ...roundingRule(statement.lines),
        {
          text: [
            { text: draft ? 'Всего (предварительно): ' : 'Всего к оплате: ', bold: true },
            `${formatMoney(statement.totalMinor)} (${statement.totalInWords})`,
          ],
          margin: [0, 10, 0, 30],
        },
        ...(draft
          ? []
          : [
              {
                columns: [
                  { stack: ['Исполнитель', '\n_______________________', provider.name] },
                  { stack: ['Заказчик', '\n_______________________', partner.company_name] },
                ],
                columnGap: 20,
              },
            ]),
      ],
    },
  ];
  return {
    info: { title: `Приложение № 1 — ${partner.company_name} — ${period}` },
    content,
    footer: documentFooter(madeAt),
    styles: { title: { fontSize: 13, bold: true, margin: [0, 10, 0, 8] } },
    pageBreakBefore: ends.pageBreakBefore,
    ...(draft ? { header: draftHeader } : {}),
  };
}
