import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../src/features/documents/pdf/layout.js';
import { application1Document } from '../../../src/features/documents/pdf/application1.js';
import { renderPdf } from '../../../src/features/documents/pdf/render.js';
import { paperIn } from '../../../src/features/documents/paper/paper.js';
import { pdfText } from '../../helpers/pdf-text.js';

/*
 * Application 1's table squeezes its columns to the page: the quantity's header stays whole
 * («Кол-во», never «Кол-» over «во») however wide the amounts beside it are.
 */

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

/** One line of a quantity and price that make the amounts as wide as a statement's get. */
function applicationWith(quantity: number, unitPriceMinor: number) {
  const amountMinor = quantity * unitPriceMinor;
  const vatMinor = Math.round(amountMinor * 0.12);
  const line = {
    serviceId: 1,
    serviceCode: 'check',
    serviceName: 'Проверка контрагента',
    kind: 'tier' as const,
    description: 'Проверка контрагента: запросы свыше 1 000 000 в месяц',
    quantity,
    unitPriceMinor,
    amountMinor,
    vatRate: 12,
    vatMinor,
    tierFrom: 1_000_001,
    tierTo: null,
    packageId: null,
    correctionOf: null,
  };
  return application1Document(
    {
      partner: partner as never,
      statement: {
        status: 'final',
        number: '2026-0001',
        version: 1,
        reason: null,
        partnerId: 1,
        currency: 'KZT',
        period: { year: 2026, month: 10, from: '2026-10-01', to: '2026-10-31' },
        lines: [line],
        subtotalMinor: amountMinor,
        vatMinor,
        totalMinor: amountMinor + vatMinor,
        totalInWords: 'сумма прописью',
        issuedAt: null,
      },
    },
    provider,
    '2026-11-23 14:05',
    paperIn('ru'),
  );
}

describe('Application 1’s table header', () => {
  it('keeps «Кол-во» on one line, from small amounts to the widest', async () => {
    for (const [quantity, price] of [
      [10, 1_000],
      [1_234_567, 1_234_567],
      [987_654_321, 99_999_999],
    ] as const) {
      const text = pdfText(await renderPdf(applicationWith(quantity, price)));
      expect(text, `${quantity} × ${price}`).toContain('Кол-во');
    }
  });
});
