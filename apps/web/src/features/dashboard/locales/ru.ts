/** Texts of the dashboard, charts, all-partners register and calendar (Russian, the source). */
const ru = {
  refresh: 'Обновить',
  today: 'Сегодня',
  thisMonth: 'С начала месяца',
  revenue: 'Выручка за месяц',
  spend: 'Расходы за месяц',
  errors: 'Ошибки за месяц',
  errorRate: 'доля ошибок {{rate}}',
  packages: 'Остаток пакетов',
  packagesOf: 'из {{quota}}, открытых пакетов: {{count}}',
  noPackages: 'открытых пакетов нет',
  asOf: 'на {{day}}, по времени провайдера',
  successful: 'Успешные',
  failed: 'Ошибки',
  last30: 'Последние 30 дней',
  topServices: 'Лидеры среди сервисов в этом месяце',
  topAccounts: {
    partner: 'Лидеры среди партнёров в этом месяце',
    user: 'Лидеры среди пользователей в этом месяце',
  },
  byAccount: { partner: 'По партнёрам', user: 'По пользователям' },
  noUsage: 'Запросов за этот период нет',
  chartSummary: '{{title}}: всего {{total}} запросов, из них {{failed}} с ошибкой',
  dayTooltip: '{{day}}: {{requests}} запросов, {{failed}} с ошибкой',
  charts: {
    period: 'Период',
    days: '{{count}} дн.',
    byDay: 'По дням',
    byService: 'По сервисам',
    byHour: 'По часам суток',
    byHourNote: 'Последние {{count}} дн. (с {{from}}), время провайдера',
    errorRates: 'Доля ошибок',
  },
  calendar: {
    intro:
      'Что происходит в месяце: заканчиваются тарифы, пакеты и подключения, появляются документы, закрываются месяцы.',
    previous: 'Предыдущий месяц',
    next: 'Следующий месяц',
    thisMonth: 'Текущий месяц',
    empty: 'В этом месяце ничего не заканчивается',
    kinds: {
      tariffEnds: 'Тариф заканчивается',
      packageEnds: 'Пакет заканчивается',
      assignmentEnds: 'Подключение заканчивается',
      closingDue: 'Пора закрыть месяц',
      monthClosed: 'Месяц закрыт',
      documents: 'Документы',
    },
    documentsTitle: 'за {{month}}: {{count}} шт.',
    closedTitle: '{{month}}, документов: {{count}}',
    dueTitle: '{{month}} ещё не закрыт',
    list: 'События месяца',
  },
};

export default ru;
export type DashboardTexts = typeof ru;
