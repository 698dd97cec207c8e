import { lazyPages } from '../../lib/i18n';

export const servicesPages = lazyPages('services', import.meta.glob('./pages/*.tsx'), [
  'ServicesListPage',
  'ServiceFormPage',
  'PartnerServicesPage',
  'DocumentationPage',
  'ServiceEditPage',
]);
