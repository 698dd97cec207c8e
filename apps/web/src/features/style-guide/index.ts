import { withNamespaces } from '../../lib/i18n';

/** The living style guide's two pages (/CardHeader, /Footer), each loaded with its route. */
export const styleGuidePages = {
  cardHeader: withNamespaces('style-guide', () => import('./pages/CardHeaderPage')),
  footer: withNamespaces('style-guide', () => import('./pages/FooterPage')),
};
