import { withNamespaces } from '../../lib/i18n';

export const partnersPages = {
  partners: withNamespaces('partners', () => import('./pages/PartnersPage')),
  partnerUsers: withNamespaces('partners', () => import('./pages/PartnerUsersPage')),
  editPartner: withNamespaces('partners', () => import('./pages/EditPartnerPage')),
  addPartner: withNamespaces('partners', () => import('./pages/AddPartnerPage')),
  addPartnerUser: withNamespaces('partners', () => import('./pages/AddPartnerUserPage')),
  editPartnerUser: withNamespaces('partners', () => import('./pages/EditPartnerUserPage')),
  changeUserPassword: withNamespaces('partners', () => import('./pages/ChangeUserPasswordPage')),
};
