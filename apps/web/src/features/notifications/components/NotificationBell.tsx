import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsPaths } from '../../../lib/paths';
import { QueryState } from '../../../lib/ui';
import { notificationsApi } from '../api';
import { useLatestNotifications } from '../queries';
import { useNotificationsLive, useUnreadChanged } from '../use-notifications-live';
import { notificationTargets } from '../targets';
import { NotificationText } from './NotificationText';

const LATEST = 5;

/**
 * The header's bell: the unread count (live over the user's own channel), and a panel with the
 * latest notifications (each a link to its report), «Прочитать все» and a link to all of them.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const latest = useLatestNotifications(LATEST);
  useNotificationsLive();
  const unreadChanged = useUnreadChanged();
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSuccess: unreadChanged });
  const markAll = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: unreadChanged,
  });
  const unread = latest.data?.unread ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('bellLabel', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(380px, calc(100vw - 32px))' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button
            size="small"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Box>
        <Divider />
        <QueryState query={latest} isEmpty={(page) => page.data.length === 0} empty={t('empty')}>
          {(page) => (
            <List dense disablePadding aria-label={t('latest')}>
              {page.data.map((notification) => (
                <ListItem
                  key={notification.id}
                  disablePadding
                  data-notification-id={notification.id}
                >
                  {/* A notification opens the report it is about, and counts as read. */}
                  <ListItemButton
                    component={Link}
                    to={notificationTargets(notification).report}
                    selected={notification.readAt === null}
                    onClick={() => {
                      if (notification.readAt === null) markRead.mutate(notification.id);
                      close();
                    }}
                    sx={{ alignItems: 'flex-start', py: 1 }}
                  >
                    <NotificationText notification={notification} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <Button component={Link} to={notificationsPaths.list} onClick={close} size="small">
            {t('all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
