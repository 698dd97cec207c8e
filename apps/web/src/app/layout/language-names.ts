import type { Language } from '../../lib/i18n';

/** Names of the languages in themselves, as the language switch shows them. */
export const NATIVE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  kk: 'Қазақша',
};
