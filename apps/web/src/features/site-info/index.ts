import { withNamespaces } from '../../lib/i18n';

export const siteInfoPages = {
  contacts: withNamespaces('site-info', () => import('./pages/ContactsPage')),
  technology: withNamespaces('site-info', () => import('./pages/TechnologyPage')),
  /** `/Profile`, the template's name of the profile page: the same page as `/profile`. */
  profileAlias: withNamespaces('site-info', () => import('./pages/ProfileAliasPage')),
};
