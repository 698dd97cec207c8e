import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  addressWithCity,
  formatDayTime,
  formatMoney,
  moneyInWords,
  monthNameRu,
  quoteRu,
} from '../../src/features/documents/paper/format-ru.js';
import { BOM, type CsvFormat } from '../../src/features/documents/exports/csv-format.js';
import { writeCsv } from '../../src/features/documents/exports/write-csv.js';
import type { ExportPiece } from '../../src/features/documents/exports/export-types.js';

describe('Russian document formats', () => {
  it('writes money with grouped thousands, a decimal comma and the tenge sign', () => {
    expect(formatMoney(123_456_789).replace(/\s/g, ' ')).toBe('1 234 567,89 ₸');
    expect(formatMoney(5).replace(/\s/g, ' ')).toBe('0,05 ₸');
  });

  it('spells amounts in words in Russian with tenge and tiyn', () => {
    expect(moneyInWords(1_432_090)).toBe('Четырнадцать тысяч триста двадцать тенге 90 тиынов');
    expect(moneyInWords(2_101)).toBe('Двадцать один тенге 01 тиын');
    expect(moneyInWords(200)).toBe('Два тенге 00 тиынов');
  });

  it('names months in Russian', () => {
    expect([1, 5, 10, 12].map(monthNameRu)).toEqual(['январь', 'май', 'октябрь', 'декабрь']);
  });

  it('quotes a name with «ёлочки», turning quotes inside it into „лапки“', () => {
    expect(quoteRu('Проверка контрагента')).toBe('«Проверка контрагента»');
    expect(quoteRu('ТОО «Дата Сервис»')).toBe('«ТОО „Дата Сервис“»');
    expect(quoteRu('АО "Kaspi Bank"')).toBe('«АО „Kaspi Bank“»');
    expect(quoteRu('«Проверка»')).toBe('«„Проверка“»');
    expect(quoteRu('ТОО «Дата Сервис»')).not.toMatch(/«[^»]*«/);
  });

  it('writes a time as DD.MM.YYYY HH:MM', () => {
    expect(formatDayTime('2026-11-23 14:05')).toBe('23.11.2026 14:05');
    expect(formatDayTime('2026-11-23 14:05:59')).toBe('23.11.2026 14:05');
    expect(formatDayTime('2026-01-02T09:30:00.000Z')).toBe('02.01.2026 09:30');
  });

  it('names the city once in an address', () => {
    expect(addressWithCity('Алматы', 'ул. Абая, 1')).toBe('Алматы, ул. Абая, 1');
    expect(addressWithCity('Алматы', 'г. Алматы, пр. Абая, 52, офис 314')).toBe(
      'г. Алматы, пр. Абая, 52, офис 314',
    );
    expect(addressWithCity('алматы', '050000, Г. АЛМАТЫ, ул. Абая, 1')).toBe(
      '050000, Г. АЛМАТЫ, ул. Абая, 1',
    );
    expect(addressWithCity('Семей', 'г. Семёй, ул. Абая, 1')).toBe('г. Семёй, ул. Абая, 1');
    // A longer word that starts with the city's name is not the city.
    expect(addressWithCity('Алматы', 'Алматинская обл., с. Талгар')).toBe(
      'Алматы, Алматинская обл., с. Талгар',
    );
    expect(addressWithCity('Усть-Каменогорск', 'г. Усть-Каменогорск, ул. Ленина, 2')).toBe(
      'г. Усть-Каменогорск, ул. Ленина, 2',
    );
    expect(addressWithCity('', 'ул. Абая, 1')).toBe('ул. Абая, 1');
    expect(addressWithCity(' Астана ', '')).toBe('Астана');
  });
});

describe('writing an export’s pieces', () => {
  const format = { header: 'id;subject\n' } as CsvFormat;
  const collect = async (pieces: ExportPiece[], first: boolean) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const rows = await writeCsv(
      (async function* () {
        yield* pieces;
      })(),
      format,
      first,
      out,
    );
    return { rows, text: Buffer.concat(chunks).toString('utf8') };
  };
  const line = (n: number) => `${n};${'Ж'.repeat(40)}\n`;
  // Pieces large and small, so that several are written together and the header joins the first.
  const pieces = [300_000, 5, 70_000, 200_000, 1].map((count, at) => ({
    data: Array.from({ length: Math.ceil(count / 100) }, (_, n) => line(at * 10_000 + n)).join(''),
    rows: Math.ceil(count / 100),
  }));

  it('writes the byte-order mark, the header and every byte of every piece, in order', async () => {
    const { rows, text } = await collect([...pieces, { data: '', rows: 0 }], true);
    expect(text).toBe(`${BOM}id;subject\n${pieces.map((piece) => piece.data).join('')}`);
    expect(rows).toBe(pieces.reduce((sum, piece) => sum + piece.rows, 0));
  });

  it('writes a later part without the header', async () => {
    const { text } = await collect(pieces, false);
    expect(text).toBe(pieces.map((piece) => piece.data).join(''));
  });
});
