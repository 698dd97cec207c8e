import type { Content, CustomTableLayout, DynamicContent } from 'pdfmake/interfaces.js';

/** The provider's details, from the configuration. */
export interface Provider {
  name: string;
  bin: string;
  address: string;
  phone: string;
  email: string;
  bank: string;
  iban: string;
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

export const letterhead = (provider: Provider): Content => ({
  columns: [
    { text: provider.name, bold: true, fontSize: 11 },
    {
      text: [
        `БИН ${provider.bin}\n`,
        `${provider.address}\n`,
        `${provider.phone} · ${provider.email}`,
      ],
      alignment: 'right',
      fontSize: 8,
      color: '#555555',
    },
  ],
});

/** Page numbers and when the document was made. */
export const documentFooter =
  (madeAt: string): DynamicContent =>
  (page, pages) => ({
    columns: [
      { text: `Сформировано ${madeAt}`, fontSize: 7, color: '#777777' },
      { text: `Страница ${page} из ${pages}`, alignment: 'right', fontSize: 7, color: '#777777' },
    ],
    margin: [40, 10, 40, 0],
  });
