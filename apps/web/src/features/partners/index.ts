export const partnersPages = {
  partners: () => import('./pages/PartnersPage'),
  partnerUsers: () => import('./pages/PartnerUsersPage'),
  editPartner: () => import('./pages/EditPartnerPage'),
  addPartner: () => import('./pages/AddPartnerPage'),
  addPartnerUser: () => import('./pages/AddPartnerUserPage'),
  editPartnerUser: () => import('./pages/EditPartnerUserPage'),
  changeUserPassword: () => import('./pages/ChangeUserPasswordPage'),
};
