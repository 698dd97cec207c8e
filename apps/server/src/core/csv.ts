import { stringify } from 'csv-stringify/sync';

/**
 * The formula guard, the one rule for every CSV the cabinet writes (OWASP's advice on CSV
 * injection): an apostrophe before a formula character (`=`, `+`, `-`, `@`, tab, return) that
 * starts the text or follows either delimiter or a line break. A spreadsheet shows the text as it
 * is; a reader that splits the line on the other delimiter, or ignores the quotes, finds no cell
 * that starts with a formula. Exports built by the database apply it in SQL (usage/export).
 */
export function guardText(text: string): string {
  return text.replace(/(?<=^|[,;\r\n])(?=[=+\-@\t\r])/g, "'");
}

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
