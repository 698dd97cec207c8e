import type { Notification } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../../../lib/alerts';
import { formatMoment } from '../../../lib/format';
import { VisuallyHidden } from '../../../lib/ui';

/** What a notification says: its heading (bold while unread), the condition, whose, when. */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language;
  const words = notificationText(notification, t, lang);
  const unread = notification.readAt === null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="div" sx={{ fontWeight: unread ? 700 : 400 }}>
        {words.title}
        {unread && <VisuallyHidden>{` (${t('unread')})`}</VisuallyHidden>}
      </Typography>
      <Typography variant="body2" component="div">
        {words.text}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {words.scope} · {formatMoment(notification.createdAt, lang)}
      </Typography>
    </Box>
  );
}
