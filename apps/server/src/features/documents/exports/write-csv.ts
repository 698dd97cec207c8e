import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportPiece } from './export-types.js';
import { BOM, type CsvFormat } from './csv-format.js';
import { WrittenMemory } from '../../../core/storage/written-memory.js';

/** What is written at once, at least: smaller pieces are gathered to this size. */
const WRITE_BYTES = 128 * 1024;

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
    // Small pieces are written together, a file write each eighth of a megabyte instead of one a
    // piece; the pieces of PostgreSQL's COPY (gathered by CopyRowsOut) and SQLite's batches are
    // as large already and go as they are, not copied into a larger one.
    let held: Buffer[] = [];
    let size = 0;
    const hold = (data: Buffer) => {
      held.push(data);
      size += data.length;
    };
    if (first) hold(Buffer.from(BOM + format.header));
    for await (const piece of pieces) {
      if (piece.data.length > 0)
        hold(typeof piece.data === 'string' ? Buffer.from(piece.data) : piece.data);
      if (size >= WRITE_BYTES) {
        yield held.length === 1 ? held[0]! : Buffer.concat(held, size);
        memory.written(size);
        held = [];
        size = 0;
      }
      written += piece.rows;
      await onPiece?.(written);
    }
    if (held.length > 0) yield Buffer.concat(held, size);
  }, out);
  return written;
}
