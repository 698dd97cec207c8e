import i18next, { type TFunction } from 'i18next';
import { en } from '@cabinet/contract/locales/en';
import { kk } from '@cabinet/contract/locales/kk';
import { ru } from '@cabinet/contract/locales/ru';

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
