import { withNamespaces } from '../../lib/i18n';

/** «Оповещения» (/alerts): usage alert rules, their state and history, loaded with their route. */
export const alertsPages = {
  alerts: withNamespaces('alerts', () => import('./pages/AlertsPage')),
};
