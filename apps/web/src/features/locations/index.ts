import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('locations', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** The map pages of the template routes: each loaded with its route. */
export const locationsPages = {
  map: withTexts(texts, () => import('./pages/MapPage')),
  mapMarker: withTexts(texts, () => import('./pages/MapMarkerPage')),
  streetView: withTexts(texts, () => import('./pages/StreetViewPage')),
};
