import { featureTexts, withTexts } from '../../lib/i18n';

export { checkMaintenance, watchMaintenance } from './watch';

const texts = featureTexts('maintenance', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const maintenancePages = {
  maintenance: withTexts(texts, () => import('./pages/MaintenancePage')),
};
