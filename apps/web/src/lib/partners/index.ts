export { PartnerTabs } from './PartnerTabs';
export { partnerUsersApi } from './api';
export { partnerUserKeys, usePartnerUser, usePartnerUsers } from './queries';
export { type PartnerLink, type PartnerSection, usePartnerLinks } from './partnerLinks';
