import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { switchTexts } from './feature-texts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'cabinet.language';

/** Loads the texts of one language (each language is its own chunk). */
export type MessagesLoader = (language: Language) => Promise<ResourceKey>;

let loadMessages: MessagesLoader | undefined;
/** Languages whose shared texts are in i18next (features add their own bundles to the same store). */
const loadedLanguages = new Set<Language>();

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = language;
}

/** Starts i18next with the remembered language (Russian by default). */
export async function initI18n(loader: MessagesLoader, language = storedLanguage()): Promise<void> {
  loadMessages = loader;
  const resources: Resource = { [language]: { translation: await loader(language) } };
  await i18next.use(initReactI18next).init({
    lng: language,
    resources,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false,
  });
  loadedLanguages.clear();
  loadedLanguages.add(language);
  remember(language);
}

/** Switches once the new language's texts are there: the shared ones and every feature's loaded so far. */
export async function changeLanguage(language: Language): Promise<void> {
  const loadShared = async () => {
    if (loadedLanguages.has(language) || !loadMessages) return;
    // Never over a feature's texts (loaded alongside), whatever the shared chunk holds.
    i18next.addResourceBundle(language, 'translation', await loadMessages(language), true, false);
    loadedLanguages.add(language);
  };
  await switchTexts(language, loadShared, async () => {
    await i18next.changeLanguage(language);
  });
  remember(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Translates a message key carried by a schema or the server; any other text stays as it is. */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  return i18next.exists(message) ? i18next.t(message) : message;
}

export { i18next as i18n };
