import { featureTexts, withTexts } from '../../lib/i18n';
import { servicesTexts } from '../services';

const texts = featureTexts('catalogue', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const cataloguePages = {
  library: withTexts(texts, () => import('./pages/LibraryPage')),
  pricing: withTexts(texts, () => import('./pages/PricingPage')),
  cards: withTexts(texts, () => import('./pages/CardsPage')),
  // The package balance there is titled with the services texts' own words.
  offers: withTexts([texts, servicesTexts], () => import('./pages/EcommercePage')),
  list: withTexts(texts, () => import('./pages/PaginationPage')),
};
