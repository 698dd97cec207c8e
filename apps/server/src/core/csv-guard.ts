/**
 * The formula guard, the one rule for every CSV the cabinet writes (OWASP's advice on CSV
 * injection): an apostrophe before a formula character (`=`, `+`, `-`, `@`, tab, return) that
 * starts the text or follows either delimiter or a line break. A spreadsheet shows the text as it
 * is; a reader that splits the line on the other delimiter, or ignores the quotes, finds no cell
 * that starts with a formula. Exports built by the database apply it in SQL (usage/export); their
 * path loads this module alone, without the CSV writer.
 */
export function guardText(text: string): string {
  return text.replace(/(?<=^|[,;\r\n])(?=[=+\-@\t\r])/g, "'");
}
