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
export type { Language } from './i18n';
export { COMMON_NAMESPACE, loadNamespaces, withNamespaces } from './namespaces';
export { lazyPages, type PageLoader } from './lazy-pages';
