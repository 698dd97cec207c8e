import type { DocumentLanguage } from '@cabinet/contract';
import { translator, type Language } from '../../../core/i18n/i18n.js';
import { quoteRu } from './format-ru.js';
import { moneyInWordsEn, moneyInWordsKk, moneyInWordsRu } from './words.js';

type Vars = Record<string, unknown>;

/**
 * What a made document is written in: its words (the contract's `paperwork` texts), and numbers,
 * money and dates as its language writes them. `each` and `say` give one text per language of
 * the document, joined: Kazakh then Russian in the bilingual form (`ru-kk`), one text otherwise.
 */
export interface Paper {
  language: DocumentLanguage;
  /** One text per language of the document (each made by `text` in that language), joined. */
  each(text: (paper: Paper) => string, joiner?: string): string;
  /** A `paperwork.*` text; `vars` may depend on the language (a month's name…). */
  say(key: string, vars?: Vars | ((paper: Paper) => Vars), joiner?: string): string;
  count(value: number): string;
  /** Minor units → «1 234,56 ₸» (ru, kk), «₸1,234.56» (en). */
  money(minor: number): string;
  /** Minor units without the currency: «1 234,56». */
  amount(minor: number): string;
  /** A VAT rate in percent: «12», «12,5». */
  rate(value: number): string;
  /** `YYYY-MM-DD` → «DD.MM.YYYY» (ru, kk), «MM/DD/YYYY» (en). */
  day(day: string): string;
  month(month: number): string;
  /** «октябрь 2026 г.», «October 2026», «2026 жылғы қазан». */
  period(year: number, month: number): string;
  /** «октябрь 2026» and the like, for titles. */
  monthYear(year: number, month: number): string;
  inWords(minor: number): string;
  /** A name typed by staff, quoted as the language quotes. */
  quote(name: string): string;
}

const LOCALES: Record<Language, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-US' };
const IN_WORDS: Record<Language, (minor: number) => string> = {
  ru: moneyInWordsRu,
  kk: moneyInWordsKk,
  en: moneyInWordsEn,
};

function single(language: Language): Paper {
  const locale = LOCALES[language];
  const t = translator(language);
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const paper: Paper = {
    language,
    each: (text) => text(paper),
    say: (key, vars) =>
      t(`paperwork.${key}`, typeof vars === 'function' ? vars(paper) : (vars ?? {})),
    count: (value) => integer.format(value),
    money: (minor) => money.format(minor / 100),
    amount: (minor) => amount.format(minor / 100),
    rate: (value) => decimal.format(value),
    day: (day) =>
      language === 'en'
        ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`
        : `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    // Kazakh, like Russian, writes a month's name in lower case inside a sentence.
    month: (month) => {
      const name = monthName.format(new Date(Date.UTC(2000, month - 1, 1)));
      return language === 'en' ? name : name.toLocaleLowerCase(locale);
    },
    period: (year, month) => t('paperwork.period', { year, month: paper.month(month) }),
    monthYear: (year, month) => t('paperwork.monthYear', { year, month: paper.month(month) }),
    inWords: IN_WORDS[language],
    quote: (name) => (language === 'en' ? `“${name}”` : quoteRu(name)),
  };
  return paper;
}

const SINGLE: Record<Language, Paper> = { ru: single('ru'), kk: single('kk'), en: single('en') };

/** Kazakh, then Russian: each text once when both say the same (a number, a name). */
function bilingual(): Paper {
  const parts = [SINGLE.kk, SINGLE.ru];
  const each = (text: (paper: Paper) => string, joiner = ' / ') =>
    [...new Set(parts.map(text))].join(joiner);
  return {
    ...SINGLE.ru,
    language: 'ru-kk',
    each,
    say: (key, vars, joiner) => each((paper) => paper.say(key, vars), joiner),
    period: (year, month) => each((paper) => paper.period(year, month)),
    monthYear: (year, month) => each((paper) => paper.monthYear(year, month)),
    inWords: (minor) => each((paper) => paper.inWords(minor), ' / '),
  };
}

const BILINGUAL = bilingual();

export const paperIn = (language: DocumentLanguage): Paper =>
  language === 'ru-kk' ? BILINGUAL : SINGLE[language];

/**
 * Final documents are stored once, in Russian, the language of record: their fingerprint
 * (sha256) is of that file. Application 1 in another language is made on download from the
 * statement stored with it, so its numbers are the stored ones; a final service report, whose
 * days late records may still change, is only ever the stored file.
 */
export const RECORD_PAPER = SINGLE.ru;
