import type { CopiedRow } from './copy-out.js';

const QUOTE = 0x22;
const SPACE = 0x20;
/** " BC", which PostgreSQL writes after an era's time. */
const BC = Buffer.from(' BC');
const [, B, C] = BC;

/** Where the cell starting at `at` ends (its delimiter, or the row's line break). */
function cellEnd(data: Buffer, at: number, end: number, delimiter: number): number {
  if (data[at] === QUOTE) {
    let close = data.indexOf(QUOTE, at + 1);
    while (data[close + 1] === QUOTE) close = data.indexOf(QUOTE, close + 2);
    return close + 1;
  }
  const next = data.indexOf(delimiter, at);
  return next === -1 || next >= end ? end - 1 : next;
}

/**
 * Money from its minor units as `(units / 100) || point || lpad(units % 100, 2, '0')` wrote it
 * in SQL (integer division and remainder towards zero, lpad cutting to two characters), from
 * the digits, so that no amount is rounded through a double.
 */
export function moneyCell(minor: string, point: string): string {
  const negative = minor.startsWith('-');
  const digits = negative ? minor.slice(1) : minor;
  const whole = digits.length > 2 ? `${negative ? '-' : ''}${digits.slice(0, -2)}` : '0';
  const cents = Number(digits.slice(-2));
  const part = negative && cents !== 0 ? `-${cents}`.slice(0, 2) : String(cents).padStart(2, '0');
  return `${whole}${point}${part}`;
}

/**
 * The row writer for `CsvFormat.cells` on PostgreSQL: the time cell (index 1) comes as the
 * session's local `timestamptz` (`2026-09-01 05:00:02.592+05`) and is cut to the second; the money
 * cell (index 9) comes as minor units and is written as `moneyCell`, quoted when `quoteMoney`.
 * Every other byte is copied as COPY wrote it. The cells before the money are found one by one:
 * the partner's (0 and 7) are quoted or empty, a quote inside them doubled.
 */
export function copiedRow(delimiter: ';' | ',', point: string, quoteMoney: boolean): CopiedRow {
  const mark = delimiter.charCodeAt(0);
  return (data, start, end, out) => {
    const timeStart = cellEnd(data, start, end, mark) + 1;
    const timeEnd = cellEnd(data, timeStart, end, mark);
    let moneyStart = timeEnd + 1;
    for (let cell = 2; cell <= 8; cell += 1) moneyStart = cellEnd(data, moneyStart, end, mark) + 1;
    const moneyEnd = cellEnd(data, moneyStart, end, mark);
    out.copyBytes(data, start, timeStart);
    const space = data.indexOf(SPACE, timeStart);
    if (space === -1 || space >= timeEnd) out.copyBytes(data, timeStart, timeEnd);
    else {
      out.copyBytes(data, timeStart, Math.min(space + 9, timeEnd));
      if (data[timeEnd - 1] === C && data[timeEnd - 2] === B && data[timeEnd - 3] === SPACE)
        out.copyBytes(BC, 0, 3);
    }
    out.copyBytes(data, timeEnd, moneyStart);
    const money = moneyCell(data.toString('latin1', moneyStart, moneyEnd), point);
    out.writeAscii(quoteMoney ? `"${money}"` : money);
    out.copyBytes(data, moneyEnd, end);
  };
}
