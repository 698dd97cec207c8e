import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';

/**
 * Writes one row of a COPY's CSV (the bytes `data[start, end)`, its line break included) into
 * `out`, changed as the format wants.
 */
export interface CopiedRow {
  (data: Buffer, start: number, end: number, out: RowsOut): void;
}

/** Where `CopiedRow` writes: bytes copied from the COPY's, and ASCII text of its own. */
export interface RowsOut {
  copyBytes(data: Buffer, from: number, to: number): void;
  writeAscii(value: string): void;
}

/** What pg-copy-streams' reader holds besides its public members (version 7). */
interface CopyToInternals {
  _buffer: { push(data: Buffer): void };
  _detach(): void;
  _cleanup(): void;
}
type CopyToBase = new (text: string) => CopyToStreamQuery & CopyToInternals;
// The package exports a factory only; its class is the prototype's constructor.
const CopyToStream = Object.getPrototypeOf(copyTo('')).constructor as CopyToBase;

const COPY_DATA = 0x64;
const COPY_DONE = 0x63;
const ERROR_RESPONSE = 0x45;
const OUT_BYTES = 256 * 1024;

/**
 * COPY ... TO STDOUT as pg-copy-streams runs it, but read message by message: PostgreSQL sends
 * each row as one CopyData message, so each row's bytes are known without parsing the CSV, and
 * `row` rewrites it on its way (issue 43: the database's local time and money formatting cost its
 * backend a fifth more than the dump's; the backend is what the job waits for). Rows are gathered
 * into pieces of a quarter megabyte; `rows` counts those pushed so far. Other messages (notices,
 * parameter changes) are skipped; an error, or the end, hands what follows back to pg.
 */
export class CopyRowsOut extends CopyToStream implements RowsOut {
  rows = 0;
  private out = Buffer.allocUnsafe(OUT_BYTES);
  private used = 0;
  private leftover: Buffer | undefined;
  private ready: Buffer[] = [];

  constructor(
    text: string,
    private readonly row: CopiedRow,
  ) {
    super(text);
  }

  copyBytes(data: Buffer, from: number, to: number): void {
    this.room(to - from);
    this.used += data.copy(this.out, this.used, from, to);
  }

  writeAscii(value: string): void {
    this.room(value.length);
    this.used += this.out.write(value, this.used, 'latin1');
  }

  private room(bytes: number): void {
    if (this.used + bytes <= this.out.length) return;
    this.flush();
    if (bytes > this.out.length) this.out = Buffer.allocUnsafe(bytes);
  }

  /** The gathered rows handed on as they are, and a fresh buffer to gather into. */
  private flush(): void {
    if (this.used === 0) return;
    this.ready.push(this.out.subarray(0, this.used));
    this.out = Buffer.allocUnsafe(OUT_BYTES);
    this.used = 0;
  }

  /** pg-copy-streams' own parse replaced: called with each piece read from the connection. */
  _parse(chunk: Buffer): boolean {
    let data = chunk;
    let at = 0;
    let rows = 0;
    if (this.leftover) {
      const head = this.leftover;
      this.leftover = undefined;
      // The row the last piece cut is joined alone, not with the whole piece after it: joining
      // the pieces copied every byte read once more, and the memory outside V8's heap that the
      // copies took made it mark the heap a dozen times a second (issue 43, 5M rows).
      const missing = head.length >= 5 ? head.readUInt32BE(1) + 1 - head.length : Infinity;
      if (head[0] === COPY_DATA && missing <= chunk.length) {
        const message = Buffer.concat([head, chunk.subarray(0, missing)]);
        this.row(message, 5, message.length, this);
        rows += 1;
        at = missing;
      } else data = Buffer.concat([head, chunk]);
    }
    let ended = false;
    while (data.length - at >= 5) {
      const code = data[at]!;
      if (code === ERROR_RESPONSE) {
        ended = true;
        break;
      }
      const end = at + 1 + data.readUInt32BE(at + 1);
      if (end > data.length) break;
      if (code === COPY_DATA) {
        this.row(data, at + 5, end, this);
        rows += 1;
      }
      at = end;
      if (code === COPY_DONE) {
        ended = true;
        break;
      }
    }
    if (!ended && at < data.length) this.leftover = Buffer.from(data.subarray(at));
    if (ended || this.used >= OUT_BYTES / 2) this.flush();
    let drained = true;
    for (const piece of this.ready) drained = this.push(piece);
    this.ready = [];
    this.rows += rows;
    if (ended) {
      // As pg-copy-streams ends: pg reads what follows (the error, or the command's completion).
      if (at < data.length) this._buffer.push(data.subarray(at));
      const failed = data[at] === ERROR_RESPONSE;
      this._detach();
      if (!failed) {
        this.push(null);
        this._cleanup();
      }
    }
    return drained;
  }
}
