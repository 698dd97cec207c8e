import type { Locale } from 'date-fns';
import { enUS, kk, ru } from 'date-fns/locale';
import { kzKZ, ruRU, type PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { Language } from '../i18n';

/** What a day field says of a day it cannot take. */
export interface DayFieldTexts {
  invalid: string;
  notBefore: (day: string) => string;
  notAfter: (day: string) => string;
}

const textsOf = (locale: typeof ruRU): PickersInputLocaleText =>
  locale.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * What the date pickers speak in each language: date-fns' locale (the day's format, month names,
 * the week's first day) and MUI X's texts. `en` is American, as `lib/format` writes days in it.
 * MUI X's Kazakh leaves the sections' names (read out by screen readers) in English: filled here.
 * The field's own messages live here too, not in the common texts, so the login route loads none.
 */
export const PICKER_LOCALES: Record<
  Language,
  { locale: Locale; texts?: PickersInputLocaleText; says: DayFieldTexts }
> = {
  ru: {
    locale: ru,
    texts: textsOf(ruRU),
    says: {
      invalid: 'Проверьте дату: ДД.ММ.ГГГГ',
      notBefore: (day) => `Не раньше ${day}`,
      notAfter: (day) => `Не позже ${day}`,
    },
  },
  en: {
    locale: enUS,
    says: {
      invalid: 'Check the date: MM/DD/YYYY',
      notBefore: (day) => `Not before ${day}`,
      notAfter: (day) => `Not after ${day}`,
    },
  },
  kk: {
    locale: kk,
    says: {
      invalid: 'Күнді тексеріңіз: КК.АА.ЖЖЖЖ',
      notBefore: (day) => `${day} күнінен ерте емес`,
      notAfter: (day) => `${day} күнінен кеш емес`,
    },
    texts: {
      ...textsOf(kzKZ),
      year: 'Жыл',
      month: 'Ай',
      day: 'Күн',
      weekDay: 'Апта күні',
      empty: 'Бос',
      fieldClearLabel: 'Тазарту',
    },
  },
};
