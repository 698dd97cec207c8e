import { withNamespaces } from '../../lib/i18n';

export const servicesPages = {
  servicesList: withNamespaces('services', () => import('./pages/ServicesListPage')),
  serviceForm: withNamespaces('services', () => import('./pages/ServiceFormPage')),
  partnerServices: withNamespaces('services', () => import('./pages/PartnerServicesPage')),
  documentation: withNamespaces('services', () => import('./pages/DocumentationPage')),
  editService: withNamespaces('services', () => import('./pages/ServiceEditPage')),
  addService: withNamespaces('services', () => import('./pages/ServiceEditPage')),
};
