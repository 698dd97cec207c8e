import { render, screen } from '@testing-library/react';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useTranslation } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  i18n,
  initI18n,
  loadNamespaces,
  translateMessage,
  withNamespaces,
  type Language,
} from '../../src/lib/i18n';
import { loadEveryNamespace, namespaceLocales, testTextsBackend } from './namespace-locales';

type Greeting = { hello: string; nested: { bye: string } };

/** A namespace's texts in three chunks, each loader a spy; each test names its own namespace. */
const declared = new Map<string, Record<Language, ReturnType<typeof chunk>>>();
const chunk = (hello: string, bye: string) =>
  vi.fn(async (): Promise<Greeting> => ({ hello, nested: { bye } }));

function declare(namespace: string) {
  const loaders = {
    ru: chunk('Привет', 'Пока'),
    en: chunk('Hello', 'Bye'),
    kk: chunk('Сәлем', 'Сау бол'),
  };
  declared.set(namespace, loaders);
  return loaders;
}

// The app's texts as in the other tests, and the namespaces declared here.
const backend = resourcesToBackend((language: string, namespace: string) => {
  const loader = declared.get(namespace)?.[language as Language];
  return loader ? loader() : Promise.resolve(namespaceLocales[language as Language][namespace]);
});

function Page({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <p>
      {t('hello')} / {t('nested.bye')} / {t('common.close')}
    </p>
  );
}

const loadPage = () => Promise.resolve({ default: Page });

describe('namespaces', () => {
  beforeAll(async () => {
    await initI18n(backend, 'ru');
  });

  afterEach(async () => {
    await changeLanguage('ru');
  });

  afterAll(async () => {
    await initI18n(testTextsBackend, 'ru');
    await loadEveryNamespace();
  });

  it('are not loaded until a screen of the feature is', () => {
    const loaders = declare('idle');
    expect(loaders.ru).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('ru', 'idle')).toBe(false);
  });

  it('are in place when the page loader resolves, so the page never shows a raw key', async () => {
    const loaders = declare('first');
    const { default: Loaded } = await withNamespaces('first', loadPage)();
    render(<Loaded ns="first" />);
    expect(screen.getByText('Привет / Пока / Закрыть')).toBeTruthy();
    expect(loaders.ru).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('leave the common texts in place: a screen reads both', async () => {
    declare('merged');
    await loadNamespaces(['merged']);
    expect(i18n.t('common.close')).toBe('Закрыть');
    expect(i18n.t('hello', { ns: 'merged' })).toBe('Привет');
    expect(i18n.t('common.close', { ns: 'merged' })).toBe('Закрыть');
  });

  it('load each chunk once however many screens ask', async () => {
    const loaders = declare('once');
    const first = withNamespaces('once', loadPage);
    const second = withNamespaces(['once'], loadPage);
    await Promise.all([first(), second(), loadNamespaces(['once'])]);
    await first();
    expect(loaders.ru).toHaveBeenCalledTimes(1);
  });

  it('load for the new language before the switch, for every namespace in use', async () => {
    const opened = declare('opened');
    const unopened = declare('unopened');
    const { default: Loaded } = await withNamespaces('opened', loadPage)();

    const switching = changeLanguage('en');
    expect(currentLanguage()).toBe('ru'); // no English screen before its texts are there
    await switching;

    expect(currentLanguage()).toBe('en');
    render(<Loaded ns="opened" />);
    expect(screen.getByText('Hello / Bye / Close')).toBeTruthy();
    expect(opened.en).toHaveBeenCalledTimes(1);
    expect(unopened.en).not.toHaveBeenCalled();

    await changeLanguage('kk');
    expect(i18n.t('nested.bye', { ns: 'opened' })).toBe('Сау бол');
    await changeLanguage('ru');
    expect(opened.ru).toHaveBeenCalledTimes(1); // Russian is still there
  });

  it('a screen opened during a switch gets the texts of both languages', async () => {
    const loaders = declare('during');
    const switching = changeLanguage('en');
    const opening = loadNamespaces(['during']);
    await Promise.all([switching, opening]);
    expect(loaders.ru).toHaveBeenCalledTimes(1);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'during' })).toBe('Hello');
  });

  it('a chunk that failed to load is fetched again, and the page loader fails meanwhile', async () => {
    const loaders = declare('flaky');
    loaders.ru.mockRejectedValueOnce(new Error('network'));
    await expect(withNamespaces('flaky', loadPage)()).rejects.toThrow('network');
    // The failed screen did not open: switching language does not try its texts.
    await changeLanguage('en');
    expect(loaders.en).not.toHaveBeenCalled();
    await changeLanguage('ru');

    await withNamespaces('flaky', loadPage)();
    expect(loaders.ru).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello', { ns: 'flaky' })).toBe('Привет');
  });

  it('a message key of the contract is found in the namespace that shows it', async () => {
    await loadNamespaces(['documents']);
    expect(translateMessage('documents.exportFailed')).toBe('Ошибка создания файла');
    expect(translateMessage('errors.network')).toBe(
      'Сервер недоступен. Проверьте подключение и повторите.',
    );
    expect(translateMessage('Any other text')).toBe('Any other text');
  });

  it('a key without a text is logged as an error', async () => {
    declare('missing');
    await loadNamespaces(['missing']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('nope', { ns: 'missing' })).toBe('nope');
    expect(logged).toHaveBeenCalledWith('No text "nope" in the namespace "missing"');
    logged.mockRestore();
  });
});
