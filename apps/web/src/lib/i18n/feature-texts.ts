import i18next from 'i18next';
import { isLanguage, type Language } from './languages';

type TextsModule<T> = () => Promise<{ default: T }>;

/** One chunk per language; en and kk must have the shape of ru. */
export type TextsLoaders<T extends object> = {
  ru: TextsModule<T>;
  en: TextsModule<NoInfer<T>>;
  kk: TextsModule<NoInfer<T>>;
};

/** A feature's texts, kept under one top-level key (`documents.*`) and loaded with its screens. */
export interface FeatureTexts {
  readonly key: string;
  /** Adds the texts of this language to i18next (once; a failed chunk is fetched again). */
  readonly load: (language: Language) => Promise<void>;
}

/** Every text set a screen has asked for: a language switch loads them all for the new language. */
const wanted = new Set<FeatureTexts>();
let switchingTo: Language | undefined;

export function featureTexts<T extends object>(
  key: string,
  loaders: TextsLoaders<T>,
): FeatureTexts {
  const chunks = new Map<Language, Promise<{ default: T }>>();
  const fetchChunk = (language: Language) => {
    let chunk = chunks.get(language);
    if (!chunk) {
      chunk = loaders[language]();
      chunk.catch(() => chunks.delete(language));
      chunks.set(language, chunk);
    }
    return chunk;
  };
  const load = async (language: Language) => {
    const { default: texts } = await fetchChunk(language);
    // Checked every time: a new i18next.init (as in tests) starts from an empty store.
    if (!i18next.getResource(language, 'translation', key)) {
      i18next.addResourceBundle(language, 'translation', { [key]: texts }, true, true);
    }
  };
  return { key, load };
}

// Bundles added before i18next.init would be dropped by it, so loading waits for it.
const initialized = () =>
  i18next.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          i18next.off('initialized', done);
          resolve();
        };
        i18next.on('initialized', done);
      });

/** Loads the texts in the current language (and in the one being switched to, if any). */
export async function ensureTexts(...sets: FeatureTexts[]): Promise<void> {
  const fresh = sets.filter((texts) => !wanted.has(texts));
  for (const texts of fresh) wanted.add(texts);
  try {
    await initialized();
    const languages = new Set([i18next.language, switchingTo].filter(isLanguage));
    await Promise.all(sets.flatMap((texts) => [...languages].map((l) => texts.load(l))));
  } catch (error) {
    for (const texts of fresh) wanted.delete(texts); // the screen did not open after all
    throw error;
  }
}

/**
 * Wraps a page or component loader so that it resolves only once the texts are there: no screen
 * renders a raw key.
 */
export const withTexts =
  <M>(texts: FeatureTexts | readonly FeatureTexts[], load: () => Promise<M>) =>
  async (): Promise<M> => {
    const sets: readonly FeatureTexts[] = 'key' in texts ? [texts] : texts;
    const [module] = await Promise.all([load(), ensureTexts(...sets)]);
    return module;
  };

/**
 * Runs a language switch: `prepare` (the shared texts) and every text set asked for so far load in
 * the new language, then `apply` switches.
 */
export async function switchTexts(
  language: Language,
  prepare: () => Promise<void>,
  apply: () => Promise<void>,
): Promise<void> {
  switchingTo = language;
  try {
    await Promise.all([prepare(), ...[...wanted].map((texts) => texts.load(language))]);
    await apply();
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
}
