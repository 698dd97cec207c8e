import { lazyPages } from '../../lib/i18n';

export const siteInfoPages = lazyPages('site-info', import.meta.glob('./pages/*.tsx'), [
  'ContactsPage',
  'TechnologyPage',
  'ProfileAliasPage',
]);
