import type { NotificationsTexts } from './ru';

const en: NotificationsTexts = {
  title: 'Notifications',
  bellLabel: 'Notifications, unread: {{count}}',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  markReadLabel: 'Mark read: {{title}}, {{time}}',
  markedAllRead: 'All notifications are read',
  latest: 'Latest notifications',
  all: 'All notifications',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  unread: 'unread',
  onlyUnread: 'Unread only',
  intro:
    'Alerts about package balance, the month’s spend, errors and silence, as soon as they fire.',
  time: 'Time',
  what: 'What happened',
  openReport: 'Report',
  openRule: 'Alert rule',
  read: 'Read',
  unreadTotal: 'Unread: {{count}}',
};

export default en;
