import { featureTexts, withTexts } from '../../lib/i18n';

const texts = featureTexts('siteInfo', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const siteInfoPages = {
  contacts: withTexts(texts, () => import('./pages/ContactsPage')),
  technology: withTexts(texts, () => import('./pages/TechnologyPage')),
  /** `/Profile`, the template's name of the profile page: the same page as `/profile`. */
  profileAlias: () => import('./pages/ProfileAliasPage'),
};
