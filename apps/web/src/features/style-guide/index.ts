import { lazyPages } from '../../lib/i18n';

/** The living style guide's two pages (/CardHeader, /Footer), each loaded with its route. */
export const styleGuidePages = lazyPages('style-guide', import.meta.glob('./pages/*.tsx'), [
  'CardHeaderPage',
  'FooterPage',
]);
