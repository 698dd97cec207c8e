export { tariffsPaths } from './paths';
/** A tariff's prices by volume, for other features; loaded on demand (see partners/index.ts). */
export const loadTiersView = () => import('./components/TiersView');

export const tariffsPages = {
  tariffList: () => import('./pages/TariffListPage'),
  editTariff: () => import('./pages/TariffEditPage'),
  addTariff: () => import('./pages/TariffEditPage'),
  tariffPackages: () => import('./pages/TariffPackagesPage'),
  userServices: () => import('./pages/UserServicesPage'),
};
