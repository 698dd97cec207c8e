import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('lock', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** The lock overlay of the signed-in layout, loaded with it rather than with the login route. */
export const loadSessionLock = withTexts(texts, () => import('./components/SessionLock'));

export const lockPages = {
  lock: withTexts(texts, () => import('./pages/LockPage')),
  lock2: withTexts(texts, () => import('./pages/Lock2Page')),
};
