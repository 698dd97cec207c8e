/** Excel reads a CSV as UTF-8 when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** A cell quoted as RFC 4180 asks; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole small CSV (`;`, the BOM, a header line): the lists' downloads that are not jobs. */
export function csvDocument(header: readonly string[], rows: readonly unknown[][]): string {
  const lines = rows.map((row) => row.map(csvCell).join(';'));
  return CSV_BOM + [header.map(csvCell).join(';'), ...lines].join('\n') + '\n';
}
