import { lazyPages } from '../../lib/i18n';

export const packageRequestsPages = lazyPages(
  'package-requests',
  import.meta.glob('./pages/*.tsx'),
  ['CheckoutPage'],
);
