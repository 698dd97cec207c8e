import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDocument } from '../../src/core/csv.js';

describe('a small CSV document', () => {
  it('starts with the BOM and the header, one LF-ended line a row, `;` between cells', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, undefined],
        ],
      ),
    ).toBe('\uFEFFa;b\n1;x\n;\n');
  });

  it('quotes a cell holding either delimiter, a quote or a line break', () => {
    const csv = csvDocument(
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

  it('defuses a formula at the start of text and after either delimiter or a break', () => {
    const csv = csvDocument(['text'], [['=1+1'], ['@SUM(A1)'], ['ok;=cmd()'], ['x,-2'], ['a\n+b']]);
    expect(parse(csv, { delimiter: ';', bom: true }).slice(1)).toEqual([
      ["'=1+1"],
      ["'@SUM(A1)"],
      ["ok;'=cmd()"],
      ["x,'-2"],
      ["a\n'+b"],
    ]);
  });

  it('writes numbers as they are, a negative one too', () => {
    expect(csvDocument(['n'], [[-5], [0.5]])).toBe('\uFEFFn\n-5\n0.5\n');
  });
});
