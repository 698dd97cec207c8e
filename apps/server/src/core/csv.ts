import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { guardText } from './csv-guard.js';

/** Excel's byte-order mark, so that it reads the file as UTF-8. */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[,;"\r\n]/;
/** What the stream is given at once. */
const CHUNK_BYTES = 64 * 1024;

/**
 * One cell: text guarded, and quoted when it holds either delimiter, a quote or a line break, in
 * one linear pass (a quote-filled cell costs what its length does); numbers as they are.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = guardText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvDelimiter = ';' | ',';

/**
 * A CSV's delimiter in the reader's language: English spreadsheets split on `,` and read a decimal
 * point; Russian and Kazakh Excel split on `;` (CSV_DELIMITER, `;` unless set) and read a decimal
 * comma. A file's money, if any, follows the delimiter's decimal mark.
 */
export const csvDelimiterFor = (language: string, configured: CsvDelimiter): CsvDelimiter =>
  language === 'en' ? ',' : configured;

/** One line: the cells between the delimiter, ended by LF. */
export const csvLine = (cells: readonly unknown[], delimiter: CsvDelimiter = ';'): string =>
  `${cells.map(csvCell).join(delimiter)}\n`;

/** How much one list CSV may hold: the file ends at the last whole row within both. */
export interface CsvLimits {
  maxRows: number;
  maxBytes: number;
}

/**
 * A list's CSV (`delimiter`, Excel's BOM, a header line, LF line ends) as a stream, written from rows
 * read a batch at a time: the next batch is read only when the client has taken the last, so
 * memory holds one batch whatever the size of the list, and the event loop is free between
 * batches. Stops at `limits` (and stops reading when the client goes away).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly unknown[][]>,
  limits: CsvLimits,
  delimiter: CsvDelimiter = ';',
): Readable {
  return Readable.from(csvChunks(header, batches, limits, delimiter), { objectMode: false });
}

async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly unknown[][]>,
  { maxRows, maxBytes }: CsvLimits,
  delimiter: CsvDelimiter,
): AsyncGenerator<Buffer> {
  const head = Buffer.from(BOM + csvLine(header, delimiter));
  let bytes = head.length;
  let rows = 0;
  yield head;
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const line = Buffer.from(csvLine(row, delimiter));
      if (rows === maxRows || bytes + line.length > maxBytes) {
        if (heldBytes > 0) yield Buffer.concat(held);
        return; // leaving the loop ends the reading of batches too
      }
      held.push(line);
      heldBytes += line.length;
      rows += 1;
      bytes += line.length;
      // Given to the stream a chunk at a time, each after a turn of the event loop: SQLite's
      // reads and a fast client's writes settle at once, and would otherwise never let the server
      // answer anybody else until the end of the file.
      if (heldBytes >= CHUNK_BYTES) {
        yield Buffer.concat(held);
        held = [];
        heldBytes = 0;
        await turn();
      }
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}
