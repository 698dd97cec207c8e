import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calendar } from '../../../src/core/calendar.js';
import { translator } from '../../../src/core/i18n/i18n.js';
import { guardText } from '../../../src/core/csv-guard.js';
import {
  CsvFormat,
  ourCell,
  partnerCell,
} from '../../../src/features/documents/exports/csv-format.js';
import { exportRows } from '../../../src/features/documents/exports/register-walk.js';
import {
  createService,
  download,
  exportUrl,
  insertRequests,
  type RegisterText,
} from '../../helpers/export-world.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/**
 * Issue 15: a partner's text is data whichever delimiter the reader splits the file on. A cell
 * holding either delimiter, a quote or a line break is quoted; a formula character at its start
 * or after a delimiter or line break inside it gets the guard's apostrophe; a NUL never ends it.
 */
const DELIMITERS = [';', ','] as const;
const FORMULA_FIRST = /^[=+\-@\t\r]/;
const INJECTIONS = [
  "x,=cmd|' /C calc'!A0,",
  "x;=cmd|' /C calc'!A0;",
  'before\nline=1+1\r\n@SUM(A1)',
  '=HYPERLINK("http://evil")',
  'a,"b";c',
  // Issue 39: a tab-separated read starts a cell after each tab.
  "a\t=cmd|' /C calc'!A0",
  'x\t+1',
  'y\t@SUM(1)',
  'z\t\t-2\t',
];
/** A NUL inside the text, and before a formula: PostgreSQL's text cannot hold them at all. */
const WITH_NUL = ["before\u0000,=cmd|' /C calc'!A0,after", '\u0000=1+1'];

const dropNul = (text: string) => text.replaceAll('\u0000', '');
const csvOf = (body: string, delimiter: string) =>
  parse(body.replace(/^\uFEFF/, ''), { delimiter }) as string[][];
/** Every piece a reader could start a cell or line with: split on either delimiter, tabs, breaks. */
const piecesOf = (text: string) => text.split(/[,;\t\r\n]/);

describe.each(DELIMITERS)('an export written with %j', (delimiter) => {
  let t: TestApp;
  let session: Session;
  let partnerId: number;
  let serviceId: number;
  let texts: RegisterText[];

  beforeAll(async () => {
    t = await startTestApp({ CSV_DELIMITER: delimiter });
    ({
      user: { id: partnerId },
      session,
    } = await t.signedIn('Partner'));
    serviceId = await createService(t, 'cells');
    const hostile = [...INJECTIONS, ...(t.dialect === 'sqlite' ? WITH_NUL : [])];
    texts = hostile.map((text, n) => ({
      requestId: `cell-${n}`,
      subject: text,
      requestPayload: text,
      responsePayload: `{"n":${n}}`,
    }));
    await insertRequests(t, partnerId, serviceId, '2026-10-05', texts);
  });
  afterAll(() => t?.close());

  it('reads back every partner text, guarded, with its own delimiter', async () => {
    const res = await download(
      session,
      exportUrl(partnerId, serviceId, '2026-10-05', '2026-10-05'),
    );
    expect(res.statusCode).toBe(200);
    const [, ...rows] = csvOf(res.body, delimiter);
    expect(rows.map((row) => [row[0], row[7], row[11]])).toEqual(
      texts.map((text) => [
        text.requestId,
        guardText(dropNul(text.subject)),
        guardText(dropNul(text.requestPayload)),
      ]),
    );
  });

  it('starts no cell with a formula when read with the other delimiter or without quotes', async () => {
    const res = await download(
      session,
      exportUrl(partnerId, serviceId, '2026-10-05', '2026-10-05'),
    );
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text).not.toContain('\u0000');
    const formulas = piecesOf(text).filter((piece) => FORMULA_FIRST.test(piece));
    expect(formulas).toEqual([]);
    // A reader that honours the quotes but splits on the other delimiter sees whole quoted cells.
    const other = delimiter === ';' ? ',' : ';';
    const lenient = parse(text, {
      delimiter: other,
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][];
    expect(lenient.flat().filter((cell) => FORMULA_FIRST.test(cell))).toEqual([]);
    // A tab-separated read, with the quotes honoured and without them.
    const tabbed = parse(text, { delimiter: '\t', relax_quotes: true, relax_column_count: true });
    expect((tabbed as string[][]).flat().filter((cell) => FORMULA_FIRST.test(cell))).toEqual([]);
    const bare = text.split('\n').flatMap((line) => line.split('\t'));
    expect(bare.filter((cell) => FORMULA_FIRST.test(cell))).toEqual([]);
  });

  it('writes any text so that it parses back, through the database itself', async () => {
    const alphabet = fc.constantFrom(
      ...(t.dialect === 'sqlite' ? ['\u0000'] : []),
      ...[',', ';', '"', "'", '\r', '\n', '\t', '=', '+', '-', '@', 'a', ' ', 'Ж'],
    );
    const calendar = new Calendar(t.config.TIMEZONE);
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: alphabet, maxLength: 12 }), { minLength: 1, maxLength: 15 }),
        async (values) => {
          day += 1;
          const date = `2026-09-${String(day).padStart(2, '0')}`;
          await insertRequests(
            t,
            partnerId,
            serviceId,
            date,
            values.map((value, n) => ({
              requestId: `p-${day}-${n}`,
              subject: value,
              requestPayload: '',
              responsePayload: value,
            })),
          );
          const format = new CsvFormat({
            delimiter,
            timeZone: t.config.TIMEZONE,
            t: translator('en'),
            names: { logins: new Map(), serviceCode: 'cells' },
          });
          const range = { userIds: [partnerId], serviceId, startDate: date, endDate: date };
          const parts: Buffer[] = [];
          for await (const piece of exportRows(t.database, calendar, range, format))
            parts.push(Buffer.from(piece.data));
          const body = Buffer.concat(parts).toString('utf8');
          const rows = csvOf(body, delimiter);
          expect(rows.map((row) => row[7])).toEqual(values.map((v) => guardText(dropNul(v))));
          expect(rows.map((row) => row[12])).toEqual(values.map((v) => guardText(dropNul(v))));
          expect(piecesOf(body).filter((piece) => FORMULA_FIRST.test(piece))).toEqual([]);
        },
      ),
      { numRuns: 25, seed: 15 },
    );
  });
});

describe('the CSV cell rules', () => {
  it('quotes our text holding either delimiter, a quote or a line break, whatever the file uses', () => {
    expect(ourCell('Сумма, KZT')).toBe('"Сумма, KZT"');
    expect(ourCell('a;b')).toBe('"a;b"');
    expect(ourCell('say "hi"')).toBe('"say ""hi"""');
    expect(ourCell('two\nlines')).toBe('"two\nlines"');
    expect(ourCell('plain')).toBe('plain');
  });

  it('any text, as our cell or a partner’s, parses back with either delimiter', () => {
    const text = fc.string({ unit: 'binary', maxLength: 30 });
    fc.assert(
      fc.property(text, fc.constantFrom(...DELIMITERS), (value, delimiter) => {
        const read = (cell: string) => csvOf(`${cell}\n`, delimiter)[0]![0];
        // An empty line is one empty cell to csv-parse, as to a spreadsheet.
        expect(read(ourCell(value)) ?? '').toBe(value);
        const partner = read(partnerCell(value)) ?? '';
        expect(partner).toBe(guardText(dropNul(value)));
        // The guard only adds apostrophes, each before a formula character after a break.
        expect(partner.replace(/(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r])/g, '')).toBe(
          dropNul(value).replace(/(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r])/g, ''),
        );
        expect(piecesOf(partner).filter((piece) => FORMULA_FIRST.test(piece))).toEqual([]);
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});
