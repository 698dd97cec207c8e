import { withNamespaces } from '../../lib/i18n';

export const packageRequestsPages = {
  // The price form and decision dialogs reuse the tariff texts (currency, price message).
  checkout: withNamespaces('package-requests', () => import('./pages/CheckoutPage')),
};
