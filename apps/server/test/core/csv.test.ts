import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvLimits } from '../../src/core/csv.js';

const UNLIMITED: CsvLimits = { maxRows: Infinity, maxBytes: Infinity };

async function* inBatches(rows: unknown[][], size: number) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The whole CSV of `rows`, read in batches of two. */
const csvDocument = (header: string[], rows: unknown[][], limits = UNLIMITED) =>
  buffer(csvStream(header, inBatches(rows, 2), limits)).then(String);

describe('a small CSV document', async () => {
  it('starts with the BOM and the header, one LF-ended line a row, `;` between cells', async () => {
    expect(
      await csvDocument(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, undefined],
        ],
      ),
    ).toBe('\uFEFFa;b\n1;x\n;\n');
  });

  it('quotes a cell holding either delimiter, a quote or a line break', async () => {
    const csv = await csvDocument(
      ['text'],
      [['a;b'], ['a,b'], ['say "hi"'], ['two\nlines'], ['cr\rhere']],
    );
    expect(csv.split('\n').slice(1, 4)).toEqual(['"a;b"', '"a,b"', '"say ""hi"""']);
    expect(parse(csv, { delimiter: ';', bom: true }).slice(1)).toEqual([
      ['a;b'],
      ['a,b'],
      ['say "hi"'],
      ['two\nlines'],
      ['cr\rhere'],
    ]);
  });

  it('defuses a formula at the start of text and after either delimiter or a break', async () => {
    const csv = await csvDocument(
      ['text'],
      [['=1+1'], ['@SUM(A1)'], ['ok;=cmd()'], ['x,-2'], ['a\n+b']],
    );
    expect(parse(csv, { delimiter: ';', bom: true }).slice(1)).toEqual([
      ["'=1+1"],
      ["'@SUM(A1)"],
      ["ok;'=cmd()"],
      ["x,'-2"],
      ["a\n'+b"],
    ]);
  });

  it('writes numbers as they are, a negative one too', async () => {
    expect(await csvDocument(['n'], [[-5], [0.5]])).toBe('\uFEFFn\n-5\n0.5\n');
  });

  it('ends at the last whole row within the limits of rows and of bytes', async () => {
    const rows = Array.from({ length: 7 }, (_, n) => [n, 'x'.repeat(10)]);
    const byRows = await csvDocument(['n', 't'], rows, { maxRows: 3, maxBytes: Infinity });
    expect(parse(byRows, { delimiter: ';', bom: true })).toHaveLength(4);
    // BOM (3 bytes) and header (4), then 13 bytes a row: 40 bytes hold two rows, not three.
    const byBytes = await csvDocument(['n', 't'], rows, { maxRows: Infinity, maxBytes: 45 });
    expect(Buffer.byteLength(byBytes)).toBe(33);
    expect(parse(byBytes, { delimiter: ';', bom: true }).slice(1)).toEqual([
      ['0', 'x'.repeat(10)],
      ['1', 'x'.repeat(10)],
    ]);
  });

  it('escapes a quote-filled cell in time linear in its length', async () => {
    const quotes = '"'.repeat(40_000);
    const started = performance.now();
    const csv = await csvDocument(
      ['q'],
      Array.from({ length: 100 }, () => [quotes]),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    const lines = csv.split('\n');
    expect(lines).toHaveLength(102);
    expect(lines[100]).toBe(`"${'""'.repeat(40_000)}"`);
  });
});
