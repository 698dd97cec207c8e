import { lazyPages } from '../../lib/i18n';

/** «Журнал изменений» (/audit): who changed what, loaded with its route. */
export const auditPages = lazyPages('audit', import.meta.glob('./pages/*.tsx'), ['AuditPage']);
