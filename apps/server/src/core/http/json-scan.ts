const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const U = 0x75;
const ZERO = 0x30;

/** The keys secure-json-parse refuses (`__proto__`, and `constructor` holding a `prototype`). */
const PROTO = Buffer.from('__proto__"');
const CONSTRUCTOR = Buffer.from('constructor"');

/**
 * One pass over a JSON body's bytes as they arrive, across chunks: its nesting (`read` says whether
 * a chunk took it deeper than the limit), whether a string in it may name a key that prototype
 * poisoning uses (`mayPoison`), and whether one may hold a NUL (`mayHoldNul`: JSON can only spell
 * it `\u0000`). Hand-written for speed: the body is scanned once, while it arrives, and a body with
 * neither is parsed by `JSON.parse` alone and validated with no walk of its own.
 *
 * UTF-8 never uses these ASCII bytes inside a multi-byte character, so looking at bytes is exact;
 * malformed JSON is left to the parser. Inside a string, only a quote or a backslash stops the scan.
 * Both flags err on the safe side: a string that could decode to either name sets `mayPoison` (one
 * that starts with an escape, or is cut by a chunk's end before it is told apart), and so does a
 * `\u` cut by a chunk's end for `mayHoldNul`.
 */
export class JsonScan {
  private depth = 0;
  private inString = false;
  /** The chunk ended on a backslash inside a string: the next byte is escaped. */
  private escaped = false;
  mayPoison = false;
  mayHoldNul = false;

  constructor(private readonly maxDepth: number) {}

  /** False as soon as the body goes deeper than the limit. */
  read(chunk: Uint8Array): boolean {
    const max = this.maxDepth;
    const end = chunk.length;
    let { depth, inString } = this;
    let i = 0;
    if (this.escaped && end > 0) {
      this.escaped = false;
      if (chunk[0] === U && spellsNul(chunk, 1)) this.mayHoldNul = true;
      i = 1;
    }
    while (i < end) {
      if (inString) {
        let byte = chunk[i]!;
        while (byte !== QUOTE && byte !== BACKSLASH) {
          if (++i === end) break;
          byte = chunk[i]!;
        }
        if (i === end) break;
        if (byte === QUOTE) inString = false;
        else if (++i === end) {
          this.escaped = true;
          break;
        } else if (chunk[i] === U && !this.mayHoldNul && spellsNul(chunk, i + 1))
          this.mayHoldNul = true;
        i++;
        continue;
      }
      const byte = chunk[i++]!;
      if (byte === QUOTE) {
        inString = true;
        if (!this.mayPoison && maySpellProtoKey(chunk, i)) this.mayPoison = true;
      } else if (byte === 0x5b || byte === 0x7b) {
        if (++depth > max) return false;
      } else if (byte === 0x5d || byte === 0x7d) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    return true;
  }
}

/**
 * Whether the string whose text starts at `start` may decode to `__proto__` or `constructor`. Its
 * bytes are compared with the name's until they differ: an escape there could still spell it, any
 * other byte cannot. A string the chunk cuts before the answer may.
 */
function maySpellProtoKey(chunk: Uint8Array, start: number): boolean {
  if (start >= chunk.length) return true;
  const first = chunk[start];
  if (first === BACKSLASH) return true;
  const name = first === 0x5f ? PROTO : first === 0x63 ? CONSTRUCTOR : null;
  if (name === null) return false;
  for (let k = 1; k < name.length; k++) {
    if (start + k >= chunk.length) return true;
    const byte = chunk[start + k];
    if (byte !== name[k]) return byte === BACKSLASH;
  }
  return true;
}

/** Whether the four hex digits of a `\u` escape at `at` are `0000`, or are cut by the chunk's end. */
function spellsNul(chunk: Uint8Array, at: number): boolean {
  if (at + 4 > chunk.length) return true;
  return (
    chunk[at] === ZERO && chunk[at + 1] === ZERO && chunk[at + 2] === ZERO && chunk[at + 3] === ZERO
  );
}
