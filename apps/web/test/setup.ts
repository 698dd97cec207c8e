import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../src/lib/i18n';
import ru from '../src/locales/ru';
import { addEveryFeatureTexts } from './lib/feature-locales';

beforeAll(async () => {
  await initI18n(async () => ru, 'ru');
  addEveryFeatureTexts('ru');
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
