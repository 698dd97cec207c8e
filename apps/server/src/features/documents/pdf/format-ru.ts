// The package's CommonJS build offers `convert` on its default export only.
import numberToWords from 'number-to-words-ru';

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

/** Minor units → «Одна тысяча двести тридцать четыре тенге 56 тиынов» (тенге is masculine). */
export const moneyInWords = (minor: number) =>
  numberToWords.convert((minor / 100).toFixed(2), {
    currency: {
      currencyNameCases: ['тенге', 'тенге', 'тенге'],
      fractionalPartNameCases: ['тиын', 'тиына', 'тиынов'],
      currencyNounGender: { integer: 0, fractionalPart: 0 },
      fractionalPartMinLength: 2,
    },
  });

/** Splits a VAT-inclusive or VAT-exclusive amount into net, VAT and gross (all in minor units). */
export function splitVat(amountMinor: number, vatIncluded: boolean, ratePercent: number) {
  if (vatIncluded) {
    const vat = Math.round((amountMinor * ratePercent) / (100 + ratePercent));
    return { net: amountMinor - vat, vat, gross: amountMinor };
  }
  const vat = Math.round((amountMinor * ratePercent) / 100);
  return { net: amountMinor, vat, gross: amountMinor + vat };
}
