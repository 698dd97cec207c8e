import { describe, expect, it } from 'vitest';
import type { TableCell } from 'pdfmake/interfaces.js';
import type { DailyUsageRow } from '@cabinet/contract';
import type { ServiceReportData } from '../../../src/features/documents/statements/report-data.js';
import {
  partiesDetails,
  tableEnds,
  tableLayout,
  type Provider,
} from '../../../src/features/documents/pdf/layout.js';
import { renderPdf } from '../../../src/features/documents/pdf/render.js';
import { application1Document } from '../../../src/features/documents/pdf/application1.js';
import { serviceReportDocument } from '../../../src/features/documents/pdf/service-report.js';
import { totalsOf } from '../../../src/core/billing/month-sums.js';
import { pdfPages, pdfText } from '../../helpers/pdf-text.js';
import { paperIn } from '../../../src/features/documents/paper/paper.js';

const ru = paperIn('ru');

const provider: Provider = {
  name: 'ТОО «Дата Сервис»',
  bin: '180740012340',
  address: '050000, г. Алматы, пр. Абая, 10',
  phone: '+7 727 300 00 00',
  email: 'support@cabinet.local',
  bank: 'АО «Народный Банк Казахстана»',
  iban: 'KZ11601KZT0001234567',
  bic: 'HSBKKZKX',
};

/** A day of October 2026: 40 requests, 25 paid, 10 covered by a package, 5 not billable. */
const day = (n: number): DailyUsageRow => ({
  day: `2026-10-${String((n % 31) + 1).padStart(2, '0')}`,
  requests: 40,
  successful: 36,
  failed: 4,
  billable: 35,
  paid: 25,
  covered: 10,
  notBillable: 5,
  amountMinor: 25 * 1_500,
});

/** A per-service report of `days` rows (more than a month's to make longer tables). */
function report(days: number, serviceName = 'Проверка «Контрагент»'): ServiceReportData {
  const rows = Array.from({ length: days }, (_, n) => day(n));
  return {
    service: { id: 1, code: 'companyCheck', name: serviceName },
    user: {
      id: 2,
      login: 'romashka',
      name: 'Айгерим',
      surname: 'Сапарова',
      parent_id: null,
      company_name: 'ТОО «Ромашка»',
    },
    year: 2026,
    month: 10,
    from: '2026-10-01',
    to: '2026-10-31',
    rows,
    totals: totalsOf(rows),
    status: 'final',
    billing: { lines: [], netMinor: 0, vatMinor: 0, totalMinor: 0 },
  };
}

const render = async (data: ServiceReportData) =>
  renderPdf(serviceReportDocument(data, provider, '2026-11-23 14:05', ru));

const dayRow = /^\s*\d\d\.\d\d\.\d{4}\s+\d/gm;

describe('the per-service report PDF', () => {
  it('shows the counts as the screen does, with «По пакету», in Cyrillic', async () => {
    const text = pdfText(await render(report(3)));
    for (const column of ['Дата', 'Запросов', 'Платных', 'По пакету', 'Не', 'тарифицируется'])
      expect(text).toContain(column);
    expect(text).toContain('Отчёт об использовании сервиса');
    expect(text).toContain('Клиент: ТОО «Ромашка» (romashka)');
    expect(text).toMatch(/01\.10\.2026\s+40\s+25\s+10\s+5\s+375,00\s₸/);
    expect(text).toMatch(/Итого\s+120\s+75\s+30\s+15\s+1\s125,00\s₸/);
  });

  it('quotes a name that holds quotes with „…“ inside «…», never «…«…»…»', async () => {
    const text = pdfText(await render(report(3)));
    expect(text).toContain('«Проверка „Контрагент“»');
    expect(text).not.toMatch(/«[^»]*«/);
  });

  it('writes every date, the footer’s time included, as DD.MM.YYYY', async () => {
    const text = pdfText(await render(report(3)));
    expect(text).toContain('Период: с 01.10.2026 по 31.10.2026');
    expect(text).toContain('Сформировано 23.11.2026 14:05');
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
  });

  it('never leaves «Итого» alone on the last page, however many rows fill the first', async () => {
    let split = 0;
    // From a table that just fits on one page to one that fills a second: one of these lengths
    // puts «Итого» alone at the top of page 2 unless the table's end is kept together.
    for (let days = 27; days <= 36; days += 1) {
      const pages = pdfPages(await render(report(days)));
      // The month's bill follows the table; the table's end is the page with its «Итого».
      const index = pages.findIndex((page) => page.includes('Итого'));
      const end = pages[index]!;
      expect(end.match(dayRow)?.length ?? 0, `${days} days`).toBeGreaterThanOrEqual(1);
      // Every day is printed once, and the header comes again on the second page.
      expect(pages.join('').match(dayRow)).toHaveLength(days);
      if (index === 1) {
        expect(end).toContain('По пакету');
        if (end.match(dayRow)!.length === 1) split += 1;
      }
    }
    // The case the rule is for happened: the last day moved to the page of «Итого».
    expect(split).toBeGreaterThan(0);
  });
});

describe('the parties’ details', () => {
  const partner = {
    company_name: 'ТОО «КазДата Сервис»',
    tax_id: '150340010005',
    city: 'Алматы',
    legal_address: 'г. Алматы, пр. Абая, 52, офис 314',
    bank_name: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  };
  const details = async (who: typeof partner) =>
    pdfText(await renderPdf({ content: [partiesDetails(provider, who, ru)] }), { layout: false });

  it('print both banks with IBAN and BIC, and the city once', async () => {
    const text = await details(partner);
    for (const line of [
      'Исполнитель',
      'Заказчик',
      'IBAN KZ11601KZT0001234567',
      'БИК HSBKKZKX',
      'IBAN KZ86125KZT5004100100',
      'БИК CASPKZKA',
      'г. Алматы, пр. Абая, 52, офис 314',
    ])
      expect(text).toContain(line);
    expect(text).not.toMatch(/Алматы,\s+г\. Алматы/);
  });

  it('name the city before an address that does not', async () => {
    const text = await details({ ...partner, legal_address: 'ул. Абая, 1' });
    expect(text).toContain('Алматы, ул. Абая, 1');
  });
});

describe('a table’s end kept together', () => {
  const head: TableCell[] = ['Услуга', 'Кол-во'];
  const body = (rows: number): TableCell[][] => [
    head,
    ...Array.from({ length: rows }, (_, n): TableCell[] => [`Строка ${n + 1}`, String(n + 1)]),
    [{ text: 'Итого', bold: true }, String(rows)],
  ];
  /** The table placed `above` points down the first page, each page's text. */
  async function pages(rows: number, above: number) {
    const ends = tableEnds();
    const table = ends.keep(
      { table: { headerRows: 1, widths: ['*', 'auto'], body: body(rows) }, layout: tableLayout },
      { totals: 1 },
    );
    const pdf = await renderPdf({
      content: [{ text: 'Начало', margin: [0, 0, 0, above] }, table],
      pageBreakBefore: ends.pageBreakBefore,
    });
    return pdfPages(pdf);
  }

  it('moves the last row with «Итого» to the next page, the header repeated, wherever it falls', async () => {
    // Three rows of about 17 points; a page holds about 740: these offsets put the break
    // before, between and after the rows.
    for (let above = 640; above <= 700; above += 6) {
      const text = await pages(3, above);
      const last = text.at(-1)!;
      expect(last, `${above}`).toContain('Итого');
      expect(last, `${above}`).toMatch(/Строка 3/);
      if (text.length > 1) expect(last, `${above}`).toContain('Услуга');
      expect(text.join('').match(/Строка \d/g), `${above}`).toHaveLength(3);
    }
  });

  it('keeps a one-row table whole: header, row and «Итого»', async () => {
    for (let above = 660; above <= 700; above += 8) {
      const text = await pages(1, above);
      const last = text.at(-1)!;
      for (const part of ['Услуга', 'Строка 1', 'Итого']) expect(last, `${above}`).toContain(part);
    }
  });
});

describe('Application 1 PDF', () => {
  const line = (n: number) => ({
    serviceId: 1,
    serviceCode: 'check',
    serviceName: 'Проверка',
    kind: 'tier' as const,
    description: `Проверка: запросы с ${n * 10 + 1} по ${n * 10 + 10} в месяц`,
    quantity: 10,
    unitPriceMinor: 1000 + n,
    amountMinor: 10 * (1000 + n),
    vatRate: 12,
    vatMinor: Math.round(10 * (1000 + n) * 0.12),
    tierFrom: n * 10 + 1,
    tierTo: n * 10 + 10,
    packageId: null,
    correctionOf: null,
  });
  const partner = {
    company_name: 'ТОО «Ромашка»',
    tax_id: '150340010005',
    city: 'Алматы',
    legal_address: 'ул. Абая, 1',
    bank_name: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
    contract_number: 'Д-1',
    contract_date: null,
  };
  const document = (lines: number, status: 'draft' | 'final') => {
    const all = Array.from({ length: lines }, (_, n) => line(n));
    const subtotalMinor = all.reduce((s, l) => s + l.amountMinor, 0);
    const vatMinor = all.reduce((s, l) => s + l.vatMinor, 0);
    return application1Document(
      {
        partner: partner as never,
        statement: {
          status,
          number: status === 'final' ? '2026-0001' : null,
          version: 1,
          reason: null,
          partnerId: 1,
          currency: 'KZT',
          period: { year: 2026, month: 10, from: '2026-10-01', to: '2026-10-31' },
          lines: all,
          subtotalMinor,
          vatMinor,
          totalMinor: subtotalMinor + vatMinor,
          totalInWords: 'сумма прописью',
          issuedAt: null,
        },
      },
      provider,
      '2026-11-23 14:05',
      ru,
    );
  };

  it('keeps the totals with the last lines, and marks a draft on every page without signatures', async () => {
    let split = 0;
    for (let lines = 18; lines <= 34; lines += 2) {
      const pages = pdfPages(await renderPdf(document(lines, 'final')));
      const end = pages.find((page) => page.includes('Итого без НДС'))!;
      expect(end, `${lines} lines`).toMatch(/^\s*\d+\s+Проверка: запросы/m);
      if (pages.indexOf(end) > 0) split += 1;
    }
    expect(split).toBeGreaterThan(0);
    const draft = pdfPages(await renderPdf(document(34, 'draft')));
    expect(draft.length).toBeGreaterThan(1);
    for (const page of draft) expect(page).toContain('ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ');
    expect(draft.join('')).not.toContain('_______');
    expect(draft.join('')).toContain('Всего (предварительно)');
  });

  it('states the rounding rule of VAT-inclusive prices under a statement with VAT, and not without', async () => {
    const flat = (pdf: Buffer) => pdfText(pdf, { layout: false }).replace(/\s+/g, ' ');
    const withVat = flat(await renderPdf(document(3, 'final')));
    expect(withVat).toContain(
      'если цена тарифа включает НДС, цена без НДС = цена с НДС × 100 / (100 + ставка НДС), округлённая вниз до тиына',
    );
    expect(withVat).toContain('отдельной строкой «разница округления цены с НДС»');
    const noVat = application1Document(
      {
        partner: partner as never,
        statement: {
          status: 'final',
          number: '2026-0002',
          version: 1,
          reason: null,
          partnerId: 1,
          currency: 'KZT',
          period: { year: 2026, month: 10, from: '2026-10-01', to: '2026-10-31' },
          lines: [{ ...line(0), vatRate: 0, vatMinor: 0 }],
          subtotalMinor: 10_000,
          vatMinor: 0,
          totalMinor: 10_000,
          totalInWords: 'сумма прописью',
          issuedAt: null,
        },
      },
      provider,
      '2026-11-23 14:05',
      ru,
    );
    expect(flat(await renderPdf(noVat))).not.toContain('Правило округления');
  });
});
