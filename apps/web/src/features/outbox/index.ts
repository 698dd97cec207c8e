import { withNamespaces } from '../../lib/i18n';

/** The outbox page (/Mail), loaded with its route. */
export const outboxPages = {
  outbox: withNamespaces('outbox', () => import('./pages/OutboxPage')),
};
