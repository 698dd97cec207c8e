import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardBreaks, guardCells, guardText } from '../../src/core/csv-guard.js';

/**
 * Issue 43: the register export applies the guard's rule after a break as one pass over the bytes
 * the database wrote (`guardBreaks`), the first character's rule staying in SQL. Together they are
 * the rule every other CSV applies to a text (`guardText`), whatever pieces the bytes come in.
 */
const FORMULA_FIRST = /^[=+\-@\t\r]/;

/** The text's bytes cut at `cuts` (positions taken modulo its length), passed piece by piece. */
function passed(text: string, cuts: number[]): string {
  const bytes = Buffer.from(text);
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let before = 0;
  let from = 0;
  for (const to of [...at, bytes.length]) {
    const piece = bytes.subarray(from, to);
    out.push(guardBreaks(piece, before));
    if (piece.length > 0) before = piece[piece.length - 1]!;
    from = to;
  }
  return Buffer.concat(out).toString('utf8');
}

const firstRule = (text: string) => (FORMULA_FIRST.test(text) ? `'${text}` : text);

describe('the guard as a pass over written bytes', () => {
  it('puts the apostrophe before a formula character after any break', () => {
    expect(passed("x,=cmd|' /C calc'!A0;+1\n@SUM(A1)\r-2\t=3", [])).toBe(
      "x,'=cmd|' /C calc'!A0;'+1\n'@SUM(A1)\r'-2\t'=3",
    );
    expect(passed('z\t\t-2\t', [])).toBe("z\t'\t'-2\t");
    expect(passed('a-b, c;d', [])).toBe('a-b, c;d');
  });

  it('gives back the very buffer when there is nothing to guard', () => {
    const bytes = Buffer.from('"Ромашка";"{""a"":[1, -2]}"\n');
    expect(guardBreaks(bytes, 0x0a)).toBe(bytes);
  });

  it('equals guardText with the first character ruled apart, on any text cut anywhere', () => {
    const unit = fc.constantFrom(
      ...[',', ';', '"', "'", '\r', '\n', '\t', '=', '+', '-', '@', 'a', ' ', 'Ж', '€', '😀'],
    );
    const text = fc.oneof(
      fc.string({ unit, maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), (value, cuts) => {
        expect(firstRule(passed(value, cuts))).toBe(guardText(value));
      }),
      { numRuns: 5000, seed: 43 },
    );
  });

  it('guards CSV cells whole, opening quote included, on any cells cut anywhere', () => {
    const unit = fc.constantFrom(
      ...[',', ';', '"', "'", '\r', '\n', '\t', '=', '+', '-', '@', 'a', ' ', 'Ж', '😀'],
    );
    const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(';', ','),
        fc.array(fc.nat(), { maxLength: 6 }),
        (texts, delimiter, cuts) => {
          const line = (cell: (text: string) => string) =>
            `${texts.map((text) => (text === '' ? '' : quoted(cell(text)))).join(delimiter)};1\n`;
          const bytes = Buffer.from(line((text) => text).repeat(2));
          const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort(
            (a, b) => a - b,
          );
          const out: Buffer[] = [];
          let [before, beforeThat, from] = [0, 0, 0];
          for (const to of [...at, bytes.length]) {
            const piece = bytes.subarray(from, to);
            out.push(guardCells(piece, before, beforeThat));
            if (piece.length > 0) {
              beforeThat = piece.length > 1 ? piece[piece.length - 2]! : before;
              before = piece[piece.length - 1]!;
            }
            from = to;
          }
          expect(Buffer.concat(out).toString('utf8')).toBe(line(guardText).repeat(2));
        },
      ),
      { numRuns: 5000, seed: 43 },
    );
  });
});
