import { featureTexts, withTexts } from '../../lib/i18n';

/** The services screens' texts; other features' screens that show some of them load them too. */
export const servicesTexts = featureTexts('services', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

export const servicesPages = {
  servicesList: withTexts(servicesTexts, () => import('./pages/ServicesListPage')),
  serviceForm: withTexts(servicesTexts, () => import('./pages/ServiceFormPage')),
  partnerServices: withTexts(servicesTexts, () => import('./pages/PartnerServicesPage')),
  documentation: withTexts(servicesTexts, () => import('./pages/DocumentationPage')),
  editService: withTexts(servicesTexts, () => import('./pages/ServiceEditPage')),
  addService: withTexts(servicesTexts, () => import('./pages/ServiceEditPage')),
};
