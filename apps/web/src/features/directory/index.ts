import { lazyPages } from '../../lib/i18n';

/** The people pages of the template routes: each loaded with its route. */
export const directoryPages = lazyPages('directory', import.meta.glob('./pages/*.tsx'), [
  'DirectoryPage',
  'ContactPage',
  'TreeTablePage',
]);
