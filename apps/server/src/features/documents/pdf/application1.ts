import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Application1Data } from '../monthly.js';
import { formatCount, formatDay, formatMoney, monthNameRu } from './format-ru.js';
import {
  documentFooter,
  letterhead,
  partiesDetails,
  tableLayout,
  type Provider,
} from './layout.js';

const draftHeader = () => ({
  text: 'ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ · месяц не закрыт',
  alignment: 'center' as const,
  bold: true,
  fontSize: 9,
  color: '#b71c1c',
  margin: [40, 16, 40, 0] as [number, number, number, number],
});

const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });

/** Minor units → «1 234,56» (the column says the currency). */
const formatAmount = (minor: number) => formatMoney(minor).replace(/\s*₸$/u, '');

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
  const head = [
    '№',
    'Наименование',
    'Кол-во',
    'Цена без НДС, ₸',
    'Сумма без НДС, ₸',
    'НДС, ₸',
    'Сумма с НДС, ₸',
  ].map((text) => ({ text, bold: true }));
  const body = statement.lines.map((line, index) => [
    String(index + 1),
    line.description,
    right(formatCount(line.quantity)),
    right(formatAmount(line.unitPriceMinor)),
    right(formatAmount(line.amountMinor)),
    right(line.vatRate === 0 ? 'без НДС' : `${formatAmount(line.vatMinor)} (${line.vatRate}%)`),
    right(formatAmount(line.amountMinor + line.vatMinor)),
  ]);
  const summary = [
    ['Итого без НДС', statement.subtotalMinor],
    ['НДС', statement.vatMinor],
    [draft ? 'Всего (предварительно)' : 'Всего к оплате', statement.totalMinor],
  ].map(([label, minor]) => [
    { text: label as string, colSpan: 6, bold: true },
    '',
    '',
    '',
    '',
    '',
    right(formatMoney(minor as number), true),
  ]);
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
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
            body: [head, ...body],
          },
          layout: tableLayout,
          fontSize: 8,
        },
    {
      unbreakable: true,
      stack: [
        {
          table: {
            widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
            body: summary,
          },
          layout: tableLayout,
          fontSize: 8,
        },
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
    // On every page, above the text (a rotated watermark would garble the text read back).
    ...(draft ? { header: draftHeader } : {}),
  };
}
