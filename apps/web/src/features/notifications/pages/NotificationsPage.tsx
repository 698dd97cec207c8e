import { Permission, type Notification } from '@cabinet/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoment, withZone } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { actionsColumn, ListPage, useTableQuery, type Column } from '../../../lib/table';
import { useUrlState } from '../../../lib/url-state';
import { notificationsApi } from '../api';
import { useNotifications } from '../queries';
import { NotificationText } from '../components/NotificationText';
import { useNotificationsLive, useUnreadChanged } from '../use-notifications-live';
import { notificationText } from '../../../lib/alerts';
import { usePermission } from '../../../lib/session';
import { NotificationLinks } from '../components/NotificationLinks';

const SORTABLE = ['createdAt'] as const;

/** «Уведомления»: the caller's notifications, newest first, paged, unread only on request. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language;
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'createdAt', descending: true });
  const [params, change] = useUrlState();
  const unreadOnly = params.get('unread') === 'true';
  const apiQuery = { page: query.page, rowsPerPage: query.rowsPerPage, unread: unreadOnly };
  const list = useNotifications(apiQuery);
  useNotificationsLive();
  const unreadChanged = useUnreadChanged();
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSuccess: unreadChanged });
  const markAll = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: (unread) => {
      notify({ type: 'positive', message: t('markedAllRead') });
      unreadChanged(unread);
    },
  });
  const unread = list.data?.unread ?? 0;
  const seesRules = usePermission(Permission.alertsManage);

  const columns: Column<Notification, (typeof SORTABLE)[number]>[] = [
    {
      id: 'time',
      label: withZone(t('time'), lang),
      render: (n) => formatMoment(n.createdAt, lang),
      hideBelow: 'sm',
      sx: { whiteSpace: 'nowrap', verticalAlign: 'top' },
    },
    {
      id: 'what',
      label: t('what'),
      render: (n) => (
        <>
          <NotificationText notification={n} />
          <NotificationLinks notification={n} withRule={seesRules} />
        </>
      ),
    },
    actionsColumn(t('read'), (n) =>
      n.readAt === null ? (
        <Button
          size="small"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(n.id)}
          aria-label={t('markReadLabel', {
            title: notificationText(n, t, lang).title,
            time: formatMoment(n.createdAt, lang),
          })}
        >
          {t('markRead')}
        </Button>
      ) : null,
    ),
  ];

  return (
    <ListPage
      title={t('routes.notificationsPage', { ns: 'common' })}
      subtitle={
        <>
          {t('intro')} {list.data && t('unreadTotal', { count: unread })}
        </>
      }
      actions={
        <Button
          variant="outlined"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      }
      filters={
        <FormControlLabel
          label={t('onlyUnread')}
          control={
            <Switch
              checked={unreadOnly}
              onChange={(event) =>
                change({ unread: event.target.checked ? 'true' : null, page: null })
              }
            />
          }
        />
      }
      label={t('title')}
      columns={columns}
      result={list}
      query={query}
      update={update}
      rowProps={(n) => ({
        'data-notification-id': String(n.id),
        'data-unread': n.readAt === null ? 'true' : undefined,
      })}
      empty={unreadOnly ? t('emptyUnread') : t('empty')}
    />
  );
}
