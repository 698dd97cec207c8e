import { withNamespaces } from '../../lib/i18n';

/** The people pages of the template routes: each loaded with its route. */
export const directoryPages = {
  directory: withNamespaces('directory', () => import('./pages/DirectoryPage')),
  contact: withNamespaces('directory', () => import('./pages/ContactPage')),
  treeTable: withNamespaces('directory', () => import('./pages/TreeTablePage')),
};
