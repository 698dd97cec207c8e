import { withNamespaces } from '../../lib/i18n';
export { partnersPaths } from './paths';

export const partnersPages = {
  partners: withNamespaces('partners', () => import('./pages/PartnersPage')),
  partnerUsers: withNamespaces('partners', () => import('./pages/PartnerUsersPage')),
  editPartner: withNamespaces('partners', () => import('./pages/EditPartnerPage')),
  addPartner: withNamespaces('partners', () => import('./pages/AddPartnerPage')),
  addPartnerUser: withNamespaces('partners', () => import('./pages/AddPartnerUserPage')),
  editPartnerUser: withNamespaces('partners', () => import('./pages/EditPartnerUserPage')),
  changeUserPassword: withNamespaces('partners', () => import('./pages/ChangeUserPasswordPage')),
};

/**
 * The tab bar of a partner's pages, for other features' partner screens. Loaded on demand: what
 * this file exports statically is part of every page's start-up.
 */
export const loadPartnerTabs = withNamespaces('partners', () => import('./components/PartnerTabs'));
