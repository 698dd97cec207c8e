/**
 * The formula guard, the one rule for every CSV the cabinet writes (OWASP's advice on CSV
 * injection): an apostrophe before a formula character that starts the text or follows a break,
 * a place where some reader starts a new cell or line (either delimiter, a tab, a line break). A
 * spreadsheet shows the text as it is; a reader that splits the line on another delimiter (a
 * tab-separated read too), or ignores the quotes, finds no cell that starts with a formula.
 * Exports built by the database apply the same rule in SQL (usage/export), from the two character
 * sets below; their path loads this module alone, without the CSV writer.
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
