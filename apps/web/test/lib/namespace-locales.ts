import resourcesToBackend from 'i18next-resources-to-backend';
import { COMMON_NAMESPACE, LANGUAGES, loadNamespaces, type Language } from '../../src/lib/i18n';

type Texts = Record<string, unknown>;

// The common texts (locales/<language>.ts) and every feature's namespace, named after its folder
// (features/<name>/locales/<language>.ts), as the app's translation step finds them.
const commonFiles = import.meta.glob<Texts>('../../src/locales/{ru,en,kk}.ts', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<Texts>('../../src/features/*/locales/{ru,en,kk}.ts', {
  eager: true,
  import: 'default',
});

/** Per language: the texts of each namespace (`common`, `documents`, `style-guide`…). */
export const namespaceLocales = Object.fromEntries(
  LANGUAGES.map((language) => [language, {} as Record<string, Texts>]),
) as Record<Language, Record<string, Texts>>;

for (const [path, texts] of Object.entries(commonFiles)) {
  const [, language] = /locales\/(\w+)\.ts$/.exec(path)!;
  namespaceLocales[language as Language][COMMON_NAMESPACE] = texts;
}
for (const [path, texts] of Object.entries(featureFiles)) {
  const [, folder, language] = /features\/([\w-]+)\/locales\/(\w+)\.ts$/.exec(path)!;
  namespaceLocales[language as Language][folder!] = texts;
}

export const featureNamespaces = Object.keys(namespaceLocales.ru).filter(
  (namespace) => namespace !== COMMON_NAMESPACE,
);

/** The texts from memory, for unit tests (copies: i18next may change what it is given). */
export const testTextsBackend = resourcesToBackend(async (language: string, namespace: string) =>
  structuredClone(namespaceLocales[language as Language]?.[namespace]),
);

/** What the screens get once their pages have loaded: for unit tests that render components directly. */
export const loadEveryNamespace = () => loadNamespaces(featureNamespaces);
