import i18next, { type TFunction } from 'i18next';
import { en } from './locales/en.js';
import { kk } from './locales/kk.js';
import { ru } from './locales/ru.js';

export const LANGUAGES = ['ru', 'en', 'kk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { ru: { translation: ru }, en: { translation: en }, kk: { translation: kk } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export type Translate = TFunction;

export function translator(language: Language): Translate {
  return i18n.getFixedT(language);
}

/** Whether a string is one of our message keys rather than text. */
export function isMessageKey(text: string): boolean {
  return i18n.exists(text);
}
