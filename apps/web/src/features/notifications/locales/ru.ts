const ru = {
  title: 'Уведомления',
  bellLabel: 'Уведомления, непрочитанных: {{count}}',
  markAllRead: 'Прочитать все',
  markRead: 'Пометить прочитанным',
  markReadLabel: 'Пометить прочитанным: {{title}}, {{time}}',
  markedAllRead: 'Все уведомления прочитаны',
  latest: 'Последние уведомления',
  all: 'Все уведомления',
  empty: 'Уведомлений нет',
  emptyUnread: 'Непрочитанных уведомлений нет',
  unread: 'не прочитано',
  onlyUnread: 'Только непрочитанные',
  intro:
    'Оповещения о расходе пакетов, сумме за месяц, ошибках и затишье, как только они срабатывают.',
  time: 'Время',
  what: 'Что произошло',
  openReport: 'Отчёт',
  openRule: 'Правило оповещения',
  read: 'Прочитано',
  unreadTotal: 'Непрочитанных: {{count}}',
};

export type NotificationsTexts = typeof ru;
export default ru;
