import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  storedLanguage,
  type Language,
} from './languages';
import { NESTED_QUOTES, nestedQuotes } from './nested-quotes';
import { COMMON_NAMESPACE, namespacesInUse, setTextsBackend, switchNamespaces } from './namespaces';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  storedLanguage,
  type Language,
} from './languages';

function remember(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = language;
}

/**
 * Starts i18next with the remembered language (Russian by default) and the common namespace;
 * `backend` fetches a namespace's texts of a language (each its own chunk). A key missing from a
 * screen's namespace is looked up in the common one (`t('common.save')` works everywhere).
 */
export async function initI18n(backend: BackendModule, language = storedLanguage()): Promise<void> {
  setTextsBackend(backend);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .use(nestedQuotes)
    .init({
      postProcess: [NESTED_QUOTES],
      lng: language,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      fallbackLng: false,
      // A raw key on screen is a fault: logged as an error (the browser tests fail on any).
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) => {
        console.error(`No text "${key}" in the namespace "${namespace}"`);
      },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      showSupportNotice: false,
    });
  if (!i18next.hasResourceBundle(language, COMMON_NAMESPACE))
    throw new Error(`The common texts (${language}) did not load`);
  remember(language);
}

/** Switches once the new language's texts are there: every namespace loaded so far. */
export async function changeLanguage(language: Language): Promise<void> {
  await switchNamespaces(language, async () => {
    await i18next.changeLanguage(language);
  });
  remember(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Translates a message key carried by a schema or the server (`partners.taxIdInvalid`); any other
 * text stays as it is. A namespace that shows contract messages keeps each contract section under
 * its own name, so the key is the same in whichever namespace holds it.
 */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const ns = namespacesInUse();
  return i18next.exists(message, { ns }) ? i18next.t(message, { ns }) : message;
}

export { i18next as i18n };
