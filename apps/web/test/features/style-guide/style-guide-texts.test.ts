import { describe, expect, it } from 'vitest';
import ru from '../../../src/features/style-guide/locales/ru';
import en from '../../../src/features/style-guide/locales/en';
import kk from '../../../src/features/style-guide/locales/kk';

/** Names a developer knows and a provider's staff do not. */
const CODE_NAMES = /src\/|QueryState|notify\(\)|PageHeader|\bPaper\b|\bh[1-6]\b|spec|специф/i;

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('the style guide pages (/CardHeader, /Footer)', () => {
  it.each([
    ['ru', ru],
    ['en', en],
    ['kk', kk],
  ])('speak to users in %s, without the code’s names', (_, locale) => {
    const named = texts(locale).filter((text) => CODE_NAMES.test(text));
    expect(named).toEqual([]);
  });
});
