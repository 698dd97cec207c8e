import { withNamespaces } from '../../lib/i18n';

/** «Вебхуки» (/webhooks): endpoints and their delivery log, loaded with their route. */
export const webhooksPages = {
  webhooks: withNamespaces('webhooks', () => import('./pages/WebhooksPage')),
};
