export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  initI18n,
  changeLanguage,
  currentLanguage,
  storedLanguage,
  isLanguage,
  translateMessage,
  i18n,
} from './i18n';
export type { Language, MessagesLoader } from './i18n';
export { featureTexts, withTexts, ensureTexts } from './feature-texts';
export type { FeatureTexts, TextsLoaders } from './feature-texts';
