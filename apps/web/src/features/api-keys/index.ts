import { lazyPages } from '../../lib/i18n';

/** «Ключи API» (/api-keys): keys for machines, loaded with their route. */
export const apiKeysPages = lazyPages('api-keys', import.meta.glob('./pages/*.tsx'), [
  'ApiKeysPage',
]);
