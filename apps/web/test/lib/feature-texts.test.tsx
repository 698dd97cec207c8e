import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  ensureTexts,
  featureTexts,
  i18n,
  initI18n,
  withTexts,
  type Language,
} from '../../src/lib/i18n';

/** The shared texts: one chunk per language, as the app's boot step loads them. */
const shared: Record<Language, { common: { close: string } }> = {
  ru: { common: { close: 'Закрыть' } },
  en: { common: { close: 'Close' } },
  kk: { common: { close: 'Жабу' } },
};

type Greeting = { hello: string; nested: { bye: string } };

/** A feature's texts in three chunks, each loader a spy; `key` keeps the tests apart. */
function declare(key: string) {
  const chunk = (hello: string, bye: string) =>
    vi.fn(async () => ({ default: { hello, nested: { bye } } as Greeting }));
  const loaders = {
    ru: chunk('Привет', 'Пока'),
    en: chunk('Hello', 'Bye'),
    kk: chunk('Сәлем', 'Сау бол'),
  };
  return { loaders, texts: featureTexts(key, loaders) };
}

function Page({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {t(`${prefix}.hello`)} / {t(`${prefix}.nested.bye`)}
    </p>
  );
}

const loadPage = () => Promise.resolve({ default: Page });

describe('feature texts', () => {
  beforeAll(async () => {
    await initI18n(async (language) => structuredClone(shared[language]), 'ru');
  });

  afterEach(async () => {
    await changeLanguage('ru');
  });

  it('are not loaded until a screen of the feature is', () => {
    const { loaders } = declare('idle');
    expect(loaders.ru).not.toHaveBeenCalled();
    expect(i18n.exists('idle.hello')).toBe(false);
  });

  it('are in place when the page loader resolves, so the page never shows a raw key', async () => {
    const { texts, loaders } = declare('first');
    const { default: Loaded } = await withTexts(texts, loadPage)();
    render(<Loaded prefix="first" />);
    expect(screen.getByText('Привет / Пока')).toBeTruthy();
    expect(loaders.ru).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('keep the shared texts: they are merged into the language, not put in its place', async () => {
    const { texts } = declare('merged');
    await ensureTexts(texts);
    expect(i18n.t('common.close')).toBe('Закрыть');
    expect(i18n.t('merged.hello')).toBe('Привет');
  });

  it('load each chunk once however many screens ask', async () => {
    const { texts, loaders } = declare('once');
    const first = withTexts(texts, loadPage);
    const second = withTexts([texts], loadPage);
    await Promise.all([first(), second(), ensureTexts(texts)]);
    await first();
    expect(loaders.ru).toHaveBeenCalledTimes(1);
  });

  it('load for the new language before the switch, for every feature opened so far', async () => {
    const opened = declare('opened');
    const unopened = declare('unopened');
    const { default: Loaded } = await withTexts(opened.texts, loadPage)();

    const switching = changeLanguage('en');
    expect(currentLanguage()).toBe('ru'); // no English screen before its texts are there
    await switching;

    expect(currentLanguage()).toBe('en');
    render(<Loaded prefix="opened" />);
    expect(screen.getByText('Hello / Bye')).toBeTruthy();
    expect(i18n.t('common.close')).toBe('Close');
    expect(opened.loaders.en).toHaveBeenCalledTimes(1);
    expect(unopened.loaders.en).not.toHaveBeenCalled();

    await changeLanguage('kk');
    expect(i18n.t('opened.nested.bye')).toBe('Сау бол');
    await changeLanguage('ru');
    expect(opened.loaders.ru).toHaveBeenCalledTimes(1); // Russian is still there
  });

  it('a screen opened during a switch gets the texts of both languages', async () => {
    const { texts, loaders } = declare('during');
    const switching = changeLanguage('en');
    const opening = ensureTexts(texts);
    await Promise.all([switching, opening]);
    expect(loaders.ru).toHaveBeenCalledTimes(1);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('during.hello')).toBe('Hello');
  });

  it('a chunk that failed to load is fetched again, and the page loader fails meanwhile', async () => {
    const { texts, loaders } = declare('flaky');
    loaders.ru.mockRejectedValueOnce(new Error('network'));
    await expect(withTexts(texts, loadPage)()).rejects.toThrow('network');
    // The failed screen did not open: switching language does not try its texts.
    await changeLanguage('en');
    expect(loaders.en).not.toHaveBeenCalled();
    await changeLanguage('ru');

    await withTexts(texts, loadPage)();
    expect(loaders.ru).toHaveBeenCalledTimes(2);
    expect(i18n.t('flaky.hello')).toBe('Привет');
  });
});
