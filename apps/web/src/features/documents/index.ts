import { lazyPages, withNamespaces } from '../../lib/i18n';

export const documentsPages = lazyPages('documents', import.meta.glob('./pages/*.tsx'), [
  'DocumentsPage',
  'AllDocumentsPage',
]);

/**
 * The download buttons other features' pages show (CSV export of the register, a report's PDF,
 * Application 1). Loaded on demand: what this file exports statically is part of every page's
 * start-up.
 */
export const loadDownloadButtons = withNamespaces(
  'documents',
  () => import('./components/download-buttons'),
);
