import { loadComingSoonPage } from '../../lib/ui/load-coming-soon';

/** Document screens arrive in a later release; their routes exist already. */
export const documentsPages = {
  partnerDocuments: loadComingSoonPage,
  allDocuments: loadComingSoonPage,
};
