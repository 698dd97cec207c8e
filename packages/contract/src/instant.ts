const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const digitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
};
const numberAt = (text: string, at: number, length: number) => {
  let value = 0;
  for (let i = at; i < at + length; i += 1) value = value * 10 + digitAt(text, i);
  return value;
};

/**
 * The instant of an ISO-8601 time, as `Date.parse` reads it. A time in the form integrators send
 * and the register keeps (`2025-03-01T10:15:00.000Z`, UTC, milliseconds) is read from its digits,
 * a fraction of `Date.parse`'s cost; any other form (or a day that no month has, or a year before
 * 100, which `Date.UTC` reads as 19xx) is left to `Date.parse`.
 */
export function instantOf(text: string): number {
  if (
    text.length !== 24 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':' ||
    text[19] !== '.' ||
    text[23] !== 'Z'
  )
    return Date.parse(text);
  const year = numberAt(text, 0, 4);
  const month = numberAt(text, 5, 2);
  const day = numberAt(text, 8, 2);
  const hour = numberAt(text, 11, 2);
  const minute = numberAt(text, 14, 2);
  const second = numberAt(text, 17, 2);
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  if (
    !(
      year >= 100 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= DAYS_IN_MONTH[month - 1]! + leap
    ) ||
    !(hour <= 23 && minute <= 59 && second <= 59)
  )
    return Date.parse(text);
  return Date.UTC(year, month - 1, day, hour, minute, second, numberAt(text, 20, 3));
}
