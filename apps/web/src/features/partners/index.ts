import { lazyPages } from '../../lib/i18n';

export const partnersPages = lazyPages('partners', import.meta.glob('./pages/*.tsx'), [
  'PartnersPage',
  'PartnerUsersPage',
  'EditPartnerPage',
  'AddPartnerPage',
  'AddPartnerUserPage',
  'EditPartnerUserPage',
  'ChangeUserPasswordPage',
]);
