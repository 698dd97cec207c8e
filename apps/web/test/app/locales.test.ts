import { MessageKey } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en';
import kk from '../../src/locales/kk';
import ru from '../../src/locales/ru';
import { en as serverEn } from '../../../server/src/core/i18n/locales/en';
import { kk as serverKk } from '../../../server/src/core/i18n/locales/kk';
import { ru as serverRu } from '../../../server/src/core/i18n/locales/ru';
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
const server = { ru: serverRu, en: serverEn, kk: serverKk } as unknown as Record<string, Tree>;
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

  it.each(LANGUAGES)('%s: a message both sides have reads the same as the server’s', (language) => {
    // The server's answers carry their own text; the client needs the keys its schemas use.
    const shared = leaves(server[language]!).filter(
      ([key]) => typeof lookup(client[language]!, key) === 'string',
    );
    const differing = shared.filter(([key, text]) => lookup(client[language]!, key) !== text);
    expect(shared.length).toBeGreaterThan(50);
    expect(differing).toEqual([]);
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
