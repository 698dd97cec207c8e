import { withNamespaces } from '../../lib/i18n';

/** A tariff's prices by volume, for other features; loaded on demand (see partners/index.ts). */
export const loadTiersView = withNamespaces('tariffs', () => import('./components/TiersView'));

export const tariffsPages = {
  tariffList: withNamespaces('tariffs', () => import('./pages/TariffListPage')),
  editTariff: withNamespaces('tariffs', () => import('./pages/TariffEditPage')),
  addTariff: withNamespaces('tariffs', () => import('./pages/TariffEditPage')),
  tariffPackages: withNamespaces('tariffs', () => import('./pages/TariffPackagesPage')),
  simulator: withNamespaces('tariffs', () => import('./pages/TariffSimulatorPage')),
  userServices: withNamespaces('tariffs', () => import('./pages/UserServicesPage')),
};
