import { lazyPages } from '../../lib/i18n';

/** The map pages of the template routes: each loaded with its route. */
export const locationsPages = lazyPages('locations', import.meta.glob('./pages/*.tsx'), [
  'MapPage',
  'MapMarkerPage',
  'StreetViewPage',
]);
