import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

/** Partner screens arrive in a later release; their routes exist already. */
export const partnersPages = {
  partners: loadComingSoonPage,
  partnerUsers: loadComingSoonPage,
  editPartner: loadComingSoonPage,
  addPartner: loadComingSoonPage,
  addPartnerUser: loadComingSoonPage,
  editPartnerUser: loadComingSoonPage,
  changeUserPassword: loadComingSoonPage,
  userServices: loadComingSoonPage,
};
