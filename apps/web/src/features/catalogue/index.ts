import { withNamespaces } from '../../lib/i18n';

export const cataloguePages = {
  library: withNamespaces('catalogue', () => import('./pages/LibraryPage')),
  pricing: withNamespaces('catalogue', () => import('./pages/PricingPage')),
  cards: withNamespaces('catalogue', () => import('./pages/CardsPage')),
  offers: withNamespaces('catalogue', () => import('./pages/EcommercePage')),
  list: withNamespaces('catalogue', () => import('./pages/PaginationPage')),
};
