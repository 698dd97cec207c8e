import { withNamespaces } from '../../lib/i18n';

/** The month-end forecast card, for the homes and the reports list (through lib/slots). */
export const loadForecastCard = withNamespaces(
  'forecast',
  () => import('./components/ForecastCard'),
);
