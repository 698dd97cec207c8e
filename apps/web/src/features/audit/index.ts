import { withNamespaces } from '../../lib/i18n';

/** «Журнал изменений» (/audit): who changed what, loaded with its route. */
export const auditPages = {
  audit: withNamespaces('audit', () => import('./pages/AuditPage')),
};
