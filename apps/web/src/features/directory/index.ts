import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('directory', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

/** The people pages of the template routes: each loaded with its route. */
export const directoryPages = {
  directory: withTexts(texts, () => import('./pages/DirectoryPage')),
  contact: withTexts(texts, () => import('./pages/ContactPage')),
  treeTable: withTexts(texts, () => import('./pages/TreeTablePage')),
};
