import { lazyPages, withNamespaces } from '../../lib/i18n';

/** A tariff's prices by volume, for other features; loaded on demand (see partners/index.ts). */
export const loadTiersView = withNamespaces('tariffs', () => import('./components/TiersView'));

export const tariffsPages = lazyPages('tariffs', import.meta.glob('./pages/*.tsx'), [
  'TariffListPage',
  'TariffEditPage',
  'TariffPackagesPage',
  'TariffSimulatorPage',
  'UserServicesPage',
]);
