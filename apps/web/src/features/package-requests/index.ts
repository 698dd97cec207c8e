import { featureTexts, withTexts } from '../../lib/i18n';
import { tariffsTexts } from '../tariffs';

const texts = featureTexts('packageRequests', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const packageRequestsPages = {
  // The price form and decision dialogs reuse the tariff texts (currency, price message).
  checkout: withTexts([texts, tariffsTexts], () => import('./pages/CheckoutPage')),
};
