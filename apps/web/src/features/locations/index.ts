import { withNamespaces } from '../../lib/i18n';

/** The map pages of the template routes: each loaded with its route. */
export const locationsPages = {
  map: withNamespaces('locations', () => import('./pages/MapPage')),
  mapMarker: withNamespaces('locations', () => import('./pages/MapMarkerPage')),
  streetView: withNamespaces('locations', () => import('./pages/StreetViewPage')),
};
