import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Application1Data } from '../monthly.js';
import { formatCount, formatDay, formatMoney, monthNameRu, moneyInWords } from './format-ru.js';
import { documentFooter, letterhead, tableLayout, type Provider } from './layout.js';

const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });

const details = (title: string, lines: string[]): Content => ({
  stack: [{ text: title, bold: true, margin: [0, 0, 0, 2] }, ...lines.filter(Boolean)],
});

/** «Приложение № 1»: the month's services, prices, VAT and the total in words. */
export function application1Document(
  data: Application1Data,
  provider: Provider,
  madeAt: string,
): TDocumentDefinitions {
  const { partner, totals } = data;
  const contract = partner.contract_date
    ? `№ ${partner.contract_number} от ${formatDay(partner.contract_date)}`
    : `№ ${partner.contract_number}`;
  const period = `${monthNameRu(data.month)} ${data.year} г.`;
  const head = [
    '№',
    'Сервис',
    'Запросов',
    'Платных',
    'Цена, ₸',
    'Сумма без НДС',
    'НДС',
    'Сумма с НДС',
  ].map((text) => ({ text, bold: true }));
  const body = data.rows.map((row, index) => [
    String(index + 1),
    row.serviceName,
    right(formatCount(row.requests)),
    right(formatCount(row.billable)),
    // Tiers and packages make the price per request vary: the average of the month is shown.
    right(row.billable === 0 ? '—' : formatMoney(Math.round(row.amountMinor / row.billable))),
    right(formatMoney(row.net)),
    right(row.vatRate === 0 ? 'без НДС' : `${formatMoney(row.vat)} (${row.vatRate}%)`),
    right(formatMoney(row.gross)),
  ]);
  const summary = [
    [
      { text: 'Итого без НДС', colSpan: 7 },
      '',
      '',
      '',
      '',
      '',
      '',
      right(formatMoney(totals.net), true),
    ],
    [{ text: 'НДС', colSpan: 7 }, '', '', '', '', '', '', right(formatMoney(totals.vat), true)],
    [
      { text: 'Всего к оплате', colSpan: 7, bold: true },
      '',
      '',
      '',
      '',
      '',
      '',
      right(formatMoney(totals.gross), true),
    ],
  ];
  const content: Content[] = [
    letterhead(provider),
    { text: `Приложение № 1\nк договору ${contract}`, alignment: 'right', margin: [0, 12, 0, 0] },
    { text: `Расчёт стоимости услуг за ${period}`, style: 'title' },
    {
      text: `Период оказания услуг: с ${formatDay(data.from)} по ${formatDay(data.to)}`,
      margin: [0, 0, 0, 10],
    },
    {
      columns: [
        details('Исполнитель', [
          provider.name,
          `БИН ${provider.bin}`,
          provider.address,
          provider.bank,
          `IBAN ${provider.iban}`,
        ]),
        details('Заказчик', [
          partner.company_name,
          `БИН ${partner.tax_id}`,
          [partner.city, partner.legal_address].filter(Boolean).join(', '),
          partner.bank_name,
          partner.iban ? `IBAN ${partner.iban}` : '',
          partner.bic ? `БИК ${partner.bic}` : '',
        ]),
      ],
      columnGap: 20,
      margin: [0, 0, 0, 12],
    },
    data.rows.length === 0
      ? { text: 'В этом месяце услуги не оказывались.', italics: true, margin: [0, 0, 0, 8] }
      : {
          table: {
            headerRows: 1,
            widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
            body: [head, ...body, ...summary],
          },
          layout: tableLayout,
          fontSize: 8,
        },
    {
      text: [
        { text: 'Всего к оплате: ', bold: true },
        `${formatMoney(totals.gross)} (${moneyInWords(totals.gross)})`,
      ],
      margin: [0, 10, 0, 30],
    },
    {
      columns: [
        { stack: ['Исполнитель', '\n_______________________', provider.name] },
        { stack: ['Заказчик', '\n_______________________', partner.company_name] },
      ],
      columnGap: 20,
    },
  ];
  return {
    info: { title: `Приложение № 1 — ${partner.company_name} — ${period}` },
    content,
    footer: documentFooter(madeAt),
    styles: { title: { fontSize: 13, bold: true, margin: [0, 10, 0, 8] } },
  };
}
