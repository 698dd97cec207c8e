import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('styleGuide', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** The living style guide's two pages (/CardHeader, /Footer), each loaded with its route. */
export const styleGuidePages = {
  cardHeader: withTexts(texts, () => import('./pages/CardHeaderPage')),
  footer: withTexts(texts, () => import('./pages/FooterPage')),
};
