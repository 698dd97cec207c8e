// The package's CommonJS build offers `convert` on its default export only.
import numberToWords from 'number-to-words-ru';

/** Minor units → «Одна тысяча двести тридцать четыре тенге 56 тиынов» (тенге is masculine). */
export const moneyInWordsRu = (minor: number) =>
  numberToWords.convert((minor / 100).toFixed(2), {
    currency: {
      currencyNameCases: ['тенге', 'тенге', 'тенге'],
      fractionalPartNameCases: ['тиын', 'тиына', 'тиынов'],
      currencyNounGender: { integer: 0, fractionalPart: 0 },
      fractionalPartMinLength: 2,
    },
  });

const SCALES = [1e12, 1e9, 1e6, 1e3] as const;

/** Whole numbers in words, by groups of three: `below1000` names each group, `scale` its power. */
function spell(
  value: number,
  below1000: (n: number) => string,
  scale: Record<(typeof SCALES)[number], string>,
  zero: string,
): string {
  if (value === 0) return zero;
  const words: string[] = [];
  let rest = value;
  for (const power of SCALES) {
    const group = Math.floor(rest / power);
    if (group > 0) words.push(`${below1000(group)} ${scale[power]}`);
    rest %= power;
  }
  if (rest > 0) words.push(below1000(rest));
  return words.join(' ');
}

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const split = (minor: number) => [Math.floor(minor / 100), String(minor % 100).padStart(2, '0')];

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens =
    rest < 20
      ? EN_ONES[rest]!
      : `${EN_TENS[Math.floor(rest / 10)]!}${rest % 10 ? `-${EN_ONES[rest % 10]!}` : ''}`;
  return [hundreds ? `${EN_ONES[hundreds]!} hundred` : '', tens].filter(Boolean).join(' ');
}

/** Minor units → «One thousand two hundred thirty-four tenge 56 tiyn». */
export function moneyInWordsEn(minor: number): string {
  const [whole, tiyn] = split(minor);
  const words = spell(
    whole as number,
    englishBelow1000,
    { 1e12: 'trillion', 1e9: 'billion', 1e6: 'million', 1e3: 'thousand' },
    'zero',
  );
  return `${capital(words)} tenge ${tiyn as string} tiyn`;
}

const KK_ONES = ['', 'бір', 'екі', 'үш', 'төрт', 'бес', 'алты', 'жеті', 'сегіз', 'тоғыз'];
const KK_TENS = ['', 'он', 'жиырма', 'отыз', 'қырық', 'елу', 'алпыс', 'жетпіс', 'сексен', 'тоқсан'];

function kazakhBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [
    hundreds ? `${KK_ONES[hundreds]!} жүз` : '',
    KK_TENS[Math.floor((n % 100) / 10)]!,
    KK_ONES[n % 10]!,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Minor units → «Бір мың екі жүз отыз төрт теңге 56 тиын» (as Kazakh documents write sums). */
export function moneyInWordsKk(minor: number): string {
  const [whole, tiyn] = split(minor);
  const words = spell(
    whole as number,
    kazakhBelow1000,
    { 1e12: 'триллион', 1e9: 'миллиард', 1e6: 'миллион', 1e3: 'мың' },
    'нөл',
  );
  return `${capital(words)} теңге ${tiyn as string} тиын`;
}
