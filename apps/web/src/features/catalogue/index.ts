import { lazyPages } from '../../lib/i18n';

export const cataloguePages = lazyPages('catalogue', import.meta.glob('./pages/*.tsx'), [
  'LibraryPage',
  'PricingPage',
  'CardsPage',
  'EcommercePage',
  'PaginationPage',
]);
