import { MessageKey } from '@cabinet/contract';
import * as contractEn from '@cabinet/contract/locales/en';
import * as contractKk from '@cabinet/contract/locales/kk';
import * as contractRu from '@cabinet/contract/locales/ru';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en';
import kk from '../../src/locales/kk';
import ru from '../../src/locales/ru';
import { featureLocales } from '../lib/feature-locales';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

// The shared texts and every feature's own (loaded with its screens, under its key).
const client = {
  ru: { ...ru, ...featureLocales.ru },
  en: { ...en, ...featureLocales.en },
  kk: { ...kk, ...featureLocales.kk },
} as unknown as Record<string, Tree>;
const contract = { ru: contractRu.ru, en: contractEn.en, kk: contractKk.kk } as unknown as Record<
  string,
  Tree
>;
const LANGUAGES = ['ru', 'en', 'kk'];

describe('translations', () => {
  it('has every contract key the screens of this release meet, in every language', () => {
    const used = Object.values(MessageKey).filter((key) =>
      /^(errors|auth|accessControl)\.|^validation\.(required|emailInvalid)$/.test(key),
    );
    for (const language of LANGUAGES) {
      const missing = used.filter((key) => typeof lookup(client[language]!, key) !== 'string');
      expect(missing, language).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s: no client text replaces a text of the contract', (language) => {
    // The client's locales spread the contract's sections; a key of their own must not shadow one.
    const replaced = leaves(contract[language]!).filter(([key, text]) => {
      const own = lookup(client[language]!, key);
      return own !== undefined && own !== text;
    });
    expect(replaced).toEqual([]);
  });

  it.each(LANGUAGES)('%s: has the texts of the features that load their own', (language) => {
    const own = [
      'documents',
      'dashboard',
      'directory',
      'outbox',
      'locations',
      'styleGuide',
      'services',
      'tariffs',
      'catalogue',
      'packageRequests',
      'maintenance',
      'siteInfo',
      'lock',
      'reports',
    ];
    for (const key of own)
      expect(leaves(featureLocales[language as 'ru'][key] as Tree), key).not.toEqual([]);
  });

  it('en and kk have the same keys as ru', () => {
    const keys = (tree: Tree) => leaves(tree).map(([key]) => key);
    expect(keys(client.en!)).toEqual(keys(client.ru!));
    expect(keys(client.kk!)).toEqual(keys(client.ru!));
  });
});
