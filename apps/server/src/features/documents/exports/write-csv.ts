import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ExportPiece } from '../../usage/index.js';
import { BOM, type CsvFormat } from './csv-format.js';

/**
 * Writes the pieces of an export into `out` (the first part of a file with the byte-order mark
 * and the header), waiting whenever the destination is full: memory holds one piece whatever the
 * size of the export. `onPiece` hears the running count of rows. Ends `out`.
 */
export async function writeCsv(
  pieces: AsyncIterable<ExportPiece>,
  format: CsvFormat,
  first: boolean,
  out: Writable,
  onPiece?: (written: number) => Promise<void> | void,
): Promise<number> {
  let written = 0;
  try {
    if (first) out.write(BOM + format.header);
    for await (const piece of pieces) {
      if (piece.data.length > 0 && !out.write(piece.data)) await once(out, 'drain');
      written += piece.rows;
      await onPiece?.(written);
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
  return written;
}
