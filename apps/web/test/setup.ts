import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../src/lib/i18n';
import { loadEveryNamespace, testTextsBackend } from './lib/namespace-locales';

beforeAll(async () => {
  await initI18n(testTextsBackend, 'ru');
  await loadEveryNamespace();
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
