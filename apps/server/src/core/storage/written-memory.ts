/** Collected when `node --expose-gc` runs the server (`npm start`); absent under tsx and tests. */
const collect = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;

/** A young-generation collection costs about a millisecond: once per this much written. */
const EVERY_BYTES = 4 * 1024 * 1024;

/**
 * Frees the memory of pieces of a large file once they are written (an export's lines going to
 * disk, a stored file going to a client). Each piece is garbage once written, but V8 frees a
 * Buffer's memory outside the heap only at a collection, which streaming, making few JavaScript
 * objects, hardly causes: the pieces piled up to 70 MB (bench/documents.bench.ts). A
 * young-generation collection every few megabytes frees them while they are still young.
 */
export class WrittenMemory {
  private bytes = 0;

  written(bytes: number): void {
    if (!collect) return;
    this.bytes += bytes;
    if (this.bytes < EVERY_BYTES) return;
    this.bytes = 0;
    collect({ type: 'minor' });
  }
}
