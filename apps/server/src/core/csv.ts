import { stringify } from 'csv-stringify/sync';
import { guardText } from './csv-guard.js';

/**
 * A whole small CSV (`;`, Excel's BOM, a header line, LF line ends): the lists' downloads that are
 * not jobs. Text is guarded and quoted when it holds either delimiter, a quote or a line break;
 * numbers are written as they are.
 */
export function csvDocument(header: readonly string[], rows: readonly unknown[][]): string {
  return stringify([header, ...rows] as unknown[][], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'unix',
    quoted_match: /[,;"\r\n]/,
    cast: {
      string: guardText,
      boolean: String,
      date: (value) => value.toISOString(),
    },
  });
}
