import { MessageKey } from '@cabinet/contract';
import * as contractEn from '@cabinet/contract/locales/en';
import * as contractKk from '@cabinet/contract/locales/kk';
import * as contractRu from '@cabinet/contract/locales/ru';
import { describe, expect, it } from 'vitest';
import { featureNamespaces, namespaceLocales } from '../lib/namespace-locales';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const texts = namespaceLocales as unknown as Record<string, Record<string, Tree>>;
const contract = { ru: contractRu.ru, en: contractEn.en, kk: contractKk.kk } as unknown as Record<
  string,
  Tree
>;
const LANGUAGES = ['ru', 'en', 'kk'];
const NAMESPACES = Object.keys(namespaceLocales.ru);

// A feature's sources (not its texts), to check which namespaces it names.
const sources = import.meta.glob<string>(['../../src/features/**/*.{ts,tsx}', '!**/locales/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('translations', () => {
  it('has every contract key the screens meet, in every language', () => {
    const used = Object.values(MessageKey).filter((key) =>
      /^(errors|auth|accessControl|users|partners)\.|^validation\.(required|emailInvalid)$/.test(
        key,
      ),
    );
    for (const language of LANGUAGES) {
      const missing = used.filter(
        (key) => !NAMESPACES.some((ns) => typeof lookup(texts[language]![ns]!, key) === 'string'),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s: no client text replaces a text of the contract', (language) => {
    // A namespace keeps the contract's sections under their own names; its own keys must not
    // shadow one.
    for (const ns of NAMESPACES) {
      const replaced = leaves(contract[language]!).filter(([key, text]) => {
        const own = lookup(texts[language]![ns]!, key);
        return own !== undefined && own !== text;
      });
      expect(replaced, ns).toEqual([]);
    }
  });

  it.each(NAMESPACES)('%s: en and kk have the same keys as ru', (ns) => {
    const keys = (language: string) => leaves(texts[language]![ns]!).map(([key]) => key);
    expect(keys('ru')).not.toEqual([]);
    expect(keys('en')).toEqual(keys('ru'));
    expect(keys('kk')).toEqual(keys('ru'));
  });

  it('each feature reads its own namespace only (shared texts are in the common one)', () => {
    const foreign = Object.entries(sources).flatMap(([path, source]) => {
      const [, feature] = /features\/([\w-]+)\//.exec(path)!;
      const named = [...source.matchAll(/(?:useTranslation|withNamespaces)\(\s*'([\w-]+)'/g)];
      return named
        .map((match) => match[1])
        .filter((ns) => ns !== feature)
        .map((ns) => `${path}: ${ns}`);
    });
    expect(foreign).toEqual([]);
  });

  it('every literal text key a feature uses is in its namespace or the common one', () => {
    const missing = Object.entries(sources).flatMap(([path, source]) => {
      const [, feature] = /features\/([\w-]+)\//.exec(path)!;
      const own = texts.ru![feature!] as Tree | undefined;
      const common = texts.ru!.common as Tree;
      const keys = [...source.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g)].map((m) => m[1]!);
      // i18next's plural keys: `moved.requests` with a count is `moved.requests_one`, `_other`….
      const found = (tree: Tree, key: string) =>
        typeof lookup(tree, key) === 'string' || typeof lookup(tree, `${key}_other`) === 'string';
      return keys
        .filter((key) => !found(own ?? {}, key))
        .filter((key) => !found(common, key))
        .map((key) => `${path}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('every page a feature with texts exports waits for its namespace (no raw keys on screen)', () => {
    const bare = Object.entries(sources).flatMap(([path, source]) => {
      const [, feature] = /features\/([\w-]+)\/index\.ts$/.exec(path) ?? [];
      if (!feature || !featureNamespaces.includes(feature)) return [];
      const loaders = [
        ...source.matchAll(/(withNamespaces\(\s*'[\w-]+',\s*)?\(\) => import\('([^']+)'\)/g),
      ];
      return loaders.filter((match) => !match[1]).map((match) => `${feature}: ${match[2]}`);
    });
    expect(bare).toEqual([]);
  });

  it('every feature with texts has a namespace of its own', () => {
    expect(featureNamespaces).toEqual(
      expect.arrayContaining(['access-control', 'auth', 'partners', 'profile', 'documents']),
    );
  });
});
