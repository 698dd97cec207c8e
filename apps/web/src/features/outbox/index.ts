import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('outbox', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** The outbox page (/Mail), loaded with its route. */
export const outboxPages = {
  outbox: withTexts(texts, () => import('./pages/OutboxPage')),
};
