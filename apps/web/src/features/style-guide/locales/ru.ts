/** Texts of the living style guide (/CardHeader, /Footer), Russian, the source. */
const ru = {
  intro: 'Общие компоненты дизайн-системы кабинета (src/lib/ui и соседи) с настоящим содержимым.',
  tabs: { headers: 'Заголовки и карточки', footers: 'Подвалы, состояния и отклики' },
  pageHeaderNote:
    'Заголовок этой страницы — PageHeader: h1, строка под ним и действия (на телефоне — под заголовком).',
  permissions: '{{count}} разрешений',
  card: 'Карточка с заголовком',
  cardNote: 'Paper с заголовком h2 — так устроены разделы дашборда и карточки людей.',
  roles: 'Роли',
  palette: 'Цвета темы',
  spacing: 'Отступы (спецификация, раздел 9)',
  typography: 'Шрифты',
  sample: 'Кабинет провайдера данных',
  states: 'Состояния списков',
  statesNote:
    'QueryState: загрузка, ошибка с повтором, пусто и нет доступа — одинаково во всех списках.',
  loading: 'Загрузка',
  failed: 'Ошибка',
  empty: 'Пусто',
  noAccess: 'Нет доступа',
  sampleError: 'сервер не ответил (пример)',
  feedback: 'Уведомления и подтверждения',
  feedbackNote: 'notify() с типами из спецификации; диалог подтверждения; меню строки таблицы.',
  notifyText: 'Пример уведомления: {{type}}',
  confirm: 'Открыть подтверждение',
  confirmTitle: 'Выйти из кабинета?',
  confirmText: 'Это пример диалога подтверждения: кнопка ниже ничего не меняет.',
  confirmAction: 'Понятно',
  rowMenu: 'Меню строки',
  formats: 'Числа, деньги и даты в языке пользователя',
  count: 'Число',
  money: 'Сумма',
  day: 'День',
  moment: 'Момент',
  footer: 'Подвал страницы',
  footerNote: 'Ссылки публичных страниц, как в подвале страницы входа.',
};

export default ru;
export type StyleGuideTexts = typeof ru;
