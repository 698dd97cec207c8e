import { i18n, LANGUAGES, type Language } from '../../src/lib/i18n';

type Texts = Record<string, unknown>;

// Every feature's texts file (features/<name>/locales/<language>.ts), as the feature declares them
// with `featureTexts('<camelCaseName>', …)`.
const files = import.meta.glob<Texts>('../../src/features/*/locales/{ru,en,kk}.ts', {
  eager: true,
  import: 'default',
});

const keyOf = (folder: string) =>
  folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Per language: each feature's texts under its key (`documents`, `styleGuide`…). */
export const featureLocales = Object.fromEntries(
  LANGUAGES.map((language) => [language, {} as Record<string, Texts>]),
) as Record<Language, Record<string, Texts>>;

for (const [path, texts] of Object.entries(files)) {
  const [, folder, language] = /features\/([\w-]+)\/locales\/(\w+)\.ts$/.exec(path)!;
  featureLocales[language as Language][keyOf(folder!)] = texts;
}

/** What the screens get once their pages have loaded: for unit tests that render components directly. */
export function addEveryFeatureTexts(language: Language): void {
  i18n.addResourceBundle(language, 'translation', featureLocales[language], true, true);
}
