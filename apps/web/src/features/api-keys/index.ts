import { withNamespaces } from '../../lib/i18n';

/** «Ключи API» (/api-keys): keys for machines, loaded with their route. */
export const apiKeysPages = {
  apiKeys: withNamespaces('api-keys', () => import('./pages/ApiKeysPage')),
};
