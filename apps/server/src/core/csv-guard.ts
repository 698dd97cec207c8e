/**
 * The formula guard, the one rule for every CSV the cabinet writes (OWASP's advice on CSV
 * injection): an apostrophe before a formula character that starts the text or follows a break,
 * a place where some reader starts a new cell or line (either delimiter, a tab, a line break). A
 * spreadsheet shows the text as it is; a reader that splits the line on another delimiter (a
 * tab-separated read too), or ignores the quotes, finds no cell that starts with a formula.
 * Exports built by the database apply the guard as one pass over the CSV bytes the database wrote
 * (`guardCells`); their path loads this module alone, without the CSV writer.
 */

/**
 * What a spreadsheet would run as a formula at a cell's start: `=`, `+`, `@`, tab, return, `-`.
 * The `-` comes last so that the set reads as one bracket class in JavaScript, GLOB and SQL.
 */
export const FORMULA_CHARACTERS = '=+@\t\r-';
/** Where a reader may start a new cell or line inside a cell: `,` `;`, a tab, a line break. */
export const BREAK_CHARACTERS = ',;\t\r\n';

const GUARD = new RegExp(`(?<=^|[${BREAK_CHARACTERS}])(?=[${FORMULA_CHARACTERS}])`, 'g');

export function guardText(text: string): string {
  return text.replace(GUARD, "'");
}

const FORMULA_CODES = [...FORMULA_CHARACTERS].map((c) => c.charCodeAt(0));
const IS_BREAK = new Uint8Array(256);
for (const c of BREAK_CHARACTERS) IS_BREAK[c.charCodeAt(0)] = 1;
const APOSTROPHE = Buffer.from("'");

/**
 * The guard after a break, on bytes already written (UTF-8, whose multi-byte characters hold no
 * ASCII byte): an apostrophe before each formula character that follows a break. `before` is the
 * byte written just before `data` (0 at the start), so that pieces cut anywhere are guarded as one.
 * Each formula character is found by `indexOf` (memchr), a pass at memory speed; the buffer is
 * given back as it is when there is nothing to guard, as for nearly every piece.
 */
export function guardBreaks(data: Buffer, before = 0): Buffer {
  let found: number[] | undefined;
  for (const code of FORMULA_CODES)
    for (let at = data.indexOf(code); at !== -1; at = data.indexOf(code, at + 1))
      if (IS_BREAK[at === 0 ? before : data[at - 1]!] === 1) (found ??= []).push(at);
  return found ? withApostrophes(data, found) : data;
}

/** `data` with an apostrophe before each of the positions `found` (in any order). */
function withApostrophes(data: Buffer, found: number[]): Buffer {
  found.sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of found) {
    parts.push(data.subarray(from, at), APOSTROPHE);
    from = at;
  }
  parts.push(data.subarray(from));
  return Buffer.concat(parts, data.length + found.length);
}

const QUOTE = 0x22;
/** A break, or 0: the start of the bytes (a line's start, since a walk's bytes start a line). */
const IS_CELL_EDGE = new Uint8Array(IS_BREAK);
IS_CELL_EDGE[0] = 1;

/**
 * The whole guard on CSV bytes already written (cells of partner text quoted, every quote inside
 * them doubled, our unquoted cells holding no quote, lines ending in LF): `guardBreaks`, and an
 * apostrophe after the opening quote of a cell whose text starts with a formula character. An
 * opening quote is a quote after a break or the start: inside a quoted cell a quote is doubled,
 * so a quote followed by anything but a quote is an opening or a closing one, and a closing one
 * is followed by a delimiter or a line break, never by a formula character. `before` and
 * `beforeThat` are the two bytes written just before `data` (0 at the start).
 */
export function guardCells(data: Buffer, before = 0, beforeThat = 0): Buffer {
  const byteAt = (at: number) => (at >= 0 ? data[at]! : at === -1 ? before : beforeThat);
  let found: number[] | undefined;
  for (const code of FORMULA_CODES)
    for (let at = data.indexOf(code); at !== -1; at = data.indexOf(code, at + 1)) {
      const previous = byteAt(at - 1);
      if (IS_BREAK[previous] === 1 || (previous === QUOTE && IS_CELL_EDGE[byteAt(at - 2)] === 1))
        (found ??= []).push(at);
    }
  return found ? withApostrophes(data, found) : data;
}
