const integer = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'KZT',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});
const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

/** 1234567 → «1 234 567» (Russian groups, a no-break space between them). */
export const formatCount = (value: number) => integer.format(value);

/** Minor units (tiyn) → «1 234,56 ₸». */
export const formatMoney = (minor: number) => money.format(minor / 100);

/** 1 → «январь». */
export const monthNameRu = (month: number) =>
  monthName.format(new Date(Date.UTC(2000, month - 1, 1)));

/** `YYYY-MM-DD` → «DD.MM.YYYY». */
export const formatDay = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** `YYYY-MM-DD HH:MM[:SS]` (or with a `T`) → «DD.MM.YYYY HH:MM», as the documents print a time. */
export function formatDayTime(time: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(time);
  return match ? `${formatDay(match[1]!)} ${match[2]!}` : time;
}

/**
 * Puts a name in Russian quotes: «…». Quotes inside it become the inner kind, „…“, so that a
 * company's name is never doubled up: ТОО «Дата Сервис» → «ТОО „Дата Сервис“».
 */
export function quoteRu(name: string): string {
  const inner = name
    .replace(/«/g, '„')
    .replace(/»/g, '“')
    // Straight quotes in pairs: the first of a pair opens, the second closes.
    .replace(/"([^"]*)"/g, '„$1“');
  return `«${inner}»`;
}

const cityKey = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** Whether `text` holds `word` as a whole word: «Алматы» is not in «Алматинская обл.». */
function namesWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isLetter(text[at - 1]) && !isLetter(text[at + word.length])) return true;
  }
  return false;
}

/**
 * A partner's city and legal address as one line, the city named once: «Алматы, ул. Абая, 1»,
 * but «г. Алматы, пр. Абая, 52» stays as it is (the address already names the city).
 */
export function addressWithCity(city: string, address: string): string {
  const [town, street] = [city.trim(), address.trim()];
  if (!town) return street;
  if (!street) return town;
  return namesWord(cityKey(street), cityKey(town)) ? street : `${town}, ${street}`;
}

export { moneyInWordsRu as moneyInWords } from './words.js';
