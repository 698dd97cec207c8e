import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

/** Service screens arrive in a later release; their routes exist already. */
export const servicesPages = {
  servicesList: loadComingSoonPage,
  serviceForm: loadComingSoonPage,
  partnerServices: loadComingSoonPage,
  documentation: loadComingSoonPage,
  editService: loadComingSoonPage,
  addService: loadComingSoonPage,
};
