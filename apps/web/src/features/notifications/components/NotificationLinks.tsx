import type { Notification } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { RouterLink, VisuallyHidden } from '../../../lib/ui';
import { notificationTargets } from '../targets';

/**
 * Where a notification leads: its report, and its rule for those who manage rules. Each link's
 * name ends with the notification's time, so a screen reader's list of links tells rows apart.
 */
export function NotificationLinks({
  notification,
  withRule,
}: {
  notification: Notification;
  withRule: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const targets = notificationTargets(notification);
  const which = (
    <VisuallyHidden>{`, ${formatMoment(notification.createdAt, i18n.language)}`}</VisuallyHidden>
  );
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
      <RouterLink to={targets.report} variant="body2">
        {t('openReport')}
        {which}
      </RouterLink>
      {withRule && (
        <RouterLink to={targets.rule} variant="body2">
          {t('openRule')}
          {which}
        </RouterLink>
      )}
    </Stack>
  );
}
