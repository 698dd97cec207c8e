import { lazyPages, withNamespaces } from '../../lib/i18n';

/** «Уведомления» (/notifications): every notification of the signed-in user, paged. */
export const notificationsPages = lazyPages('notifications', import.meta.glob('./pages/*.tsx'), [
  'NotificationsPage',
]);

/** The header's bell with its panel, loaded with its texts (the layout shows it). */
export const loadNotificationBell = withNamespaces(
  'notifications',
  () => import('./components/NotificationBell'),
);
