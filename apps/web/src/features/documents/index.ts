import { withNamespaces } from '../../lib/i18n';

export const documentsPages = {
  partnerDocuments: withNamespaces('documents', () => import('./pages/DocumentsPage')),
  allDocuments: withNamespaces('documents', () => import('./pages/AllDocumentsPage')),
};

/**
 * The download buttons other features' pages show (CSV export of the register, a report's PDF,
 * Application 1). Loaded on demand: what this file exports statically is part of every page's
 * start-up.
 */
export const loadDownloadButtons = withNamespaces(
  'documents',
  () => import('./components/download-buttons'),
);
