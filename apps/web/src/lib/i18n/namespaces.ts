import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { isLanguage, type Language } from './languages';

/** The shared texts (shell, errors, validation, month names…), loaded at start-up. */
export const COMMON_NAMESPACE = 'common';

/** Every namespace a screen has asked for: a language switch loads them all for the new language. */
const inUse = new Set<string>([COMMON_NAMESPACE]);
const loading = new Map<string, Promise<void>>();
let switchingTo: Language | undefined;

let backend: BackendModule | undefined;

/** Where namespaces come from (the backend i18next was started with). */
export function setTextsBackend(module: BackendModule): void {
  backend = module;
}

// Read from the backend here, not through i18next.loadNamespaces: i18next never asks again for a
// namespace that failed once, and a screen must be able to open on the next try.
const readTexts = (language: Language, namespace: string) =>
  new Promise<ResourceKey>((resolve, reject) => {
    if (!backend) throw new Error('i18next is not started');
    backend.read(language, namespace, (error, texts) => {
      if (error || !texts || typeof texts !== 'object')
        reject(error ?? new Error(`The texts "${namespace}" (${language}) did not load`));
      else resolve(texts);
    });
  });

/** Loads one namespace of one language, once at a time. */
function loadBundle(language: Language, namespace: string): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const id = `${language}/${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = readTexts(language, namespace).then((texts) => {
      i18next.addResourceBundle(language, namespace, texts);
    });
    loading.set(id, pending);
    const forget = () => loading.delete(id);
    pending.then(forget, forget);
  }
  return pending;
}

// Bundles loaded before i18next.init would be dropped by it, so loading waits for it.
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

/** Loads the namespaces in the current language (and in the one being switched to, if any). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const fresh = namespaces.filter((namespace) => !inUse.has(namespace));
  for (const namespace of fresh) inUse.add(namespace);
  try {
    await initialized();
    const languages = new Set([i18next.language, switchingTo].filter(isLanguage));
    await Promise.all(
      [...languages].flatMap((language) => namespaces.map((ns) => loadBundle(language, ns))),
    );
  } catch (error) {
    for (const namespace of fresh) inUse.delete(namespace); // the screen did not open after all
    throw error;
  }
}

/**
 * Wraps a page or component loader so that it resolves only once its namespaces are there: no
 * screen renders a raw key.
 */
export const withNamespaces =
  <M>(namespaces: string | readonly string[], load: () => Promise<M>) =>
  async (): Promise<M> => {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const [module] = await Promise.all([load(), loadNamespaces(list)]);
    return module;
  };

/** The namespaces loaded so far, the common one first. */
export const namespacesInUse = (): string[] => [...inUse];

/** Loads every namespace in use in the new language, then `apply` switches. */
export async function switchNamespaces(
  language: Language,
  apply: () => Promise<void>,
): Promise<void> {
  switchingTo = language;
  try {
    await Promise.all([...inUse].map((namespace) => loadBundle(language, namespace)));
    await apply();
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
}
