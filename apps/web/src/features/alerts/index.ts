import { lazyPages } from '../../lib/i18n';

/** «Оповещения» (/alerts): usage alert rules, their state and history, loaded with their route. */
export const alertsPages = lazyPages('alerts', import.meta.glob('./pages/*.tsx'), ['AlertsPage']);
