import { lazyPages } from '../../lib/i18n';

/** «Вебхуки» (/webhooks): endpoints and their delivery log, loaded with their route. */
export const webhooksPages = lazyPages('webhooks', import.meta.glob('./pages/*.tsx'), [
  'WebhooksPage',
]);
