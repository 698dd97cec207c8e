import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportPiece } from '../../usage/index.js';
import { BOM, type CsvFormat } from './csv-format.js';
import { WrittenMemory } from './written-memory.js';

/**
 * Writes the pieces of an export into `out` (the first part of a file with the byte-order mark
 * and the header), waiting whenever the destination is full: memory holds one piece whatever the
 * size of the export. `onPiece` hears the running count of rows. Ends `out`. Through `pipeline`,
 * so that a destination failing at any moment (a read-only or full disk, even before its first
 * write) fails the export and stops reading the register, rather than leaving it waiting.
 */
export async function writeCsv(
  pieces: AsyncIterable<ExportPiece>,
  format: CsvFormat,
  first: boolean,
  out: Writable,
  onPiece?: (written: number) => Promise<void> | void,
): Promise<number> {
  let written = 0;
  const memory = new WrittenMemory();
  await pipeline(async function* () {
    if (first) yield BOM + format.header;
    for await (const piece of pieces) {
      if (piece.data.length > 0) yield piece.data;
      memory.written(piece.data.length);
      written += piece.rows;
      await onPiece?.(written);
    }
  }, out);
  return written;
}
