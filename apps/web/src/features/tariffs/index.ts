import { featureTexts, withTexts } from '../../lib/i18n';

/** The tariff and package screens' texts; other features' screens that show some of them load them too. */
export const tariffsTexts = featureTexts('tariffs', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** A tariff's prices by volume, for other features; loaded on demand (see partners/index.ts). */
export const loadTiersView = withTexts(tariffsTexts, () => import('./components/TiersView'));

export const tariffsPages = {
  tariffList: withTexts(tariffsTexts, () => import('./pages/TariffListPage')),
  editTariff: withTexts(tariffsTexts, () => import('./pages/TariffEditPage')),
  addTariff: withTexts(tariffsTexts, () => import('./pages/TariffEditPage')),
  tariffPackages: withTexts(tariffsTexts, () => import('./pages/TariffPackagesPage')),
  userServices: withTexts(tariffsTexts, () => import('./pages/UserServicesPage')),
};
