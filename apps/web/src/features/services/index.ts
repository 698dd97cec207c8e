export { servicesPaths } from './paths';

export const servicesPages = {
  servicesList: () => import('./pages/ServicesListPage'),
  serviceForm: () => import('./pages/ServiceFormPage'),
  partnerServices: () => import('./pages/PartnerServicesPage'),
  documentation: () => import('./pages/DocumentationPage'),
  editService: () => import('./pages/ServiceEditPage'),
  addService: () => import('./pages/ServiceEditPage'),
};
