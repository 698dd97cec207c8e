export { partnersPaths } from './paths';

export const partnersPages = {
  partners: () => import('./pages/PartnersPage'),
  partnerUsers: () => import('./pages/PartnerUsersPage'),
  editPartner: () => import('./pages/EditPartnerPage'),
  addPartner: () => import('./pages/AddPartnerPage'),
  addPartnerUser: () => import('./pages/AddPartnerUserPage'),
  editPartnerUser: () => import('./pages/EditPartnerUserPage'),
  changeUserPassword: () => import('./pages/ChangeUserPasswordPage'),
};

/**
 * The tab bar of a partner's pages, for other features' partner screens. Loaded on demand: what
 * this file exports statically is part of every page's start-up.
 */
export const loadPartnerTabs = () => import('./components/PartnerTabs');
