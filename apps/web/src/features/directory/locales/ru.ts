/** Texts of the directory, the contact card and the access tree (Russian, the source). */
const ru = {
  intro: 'Люди кабинета и как с ними связаться. Телефон — телефон компании.',
  search: 'Имя, логин, e-mail, компания или телефон',
  empty: 'Никого не нашлось',
  person: 'Человек',
  company: 'Компания',
  staff: 'Сотрудник провайдера',
  phone: 'Телефон',
  email: 'E-mail',
  roles: 'Роли',
  blocked: 'Заблокирован',
  // The name starts with what the link shows (WCAG 2.5.3, label in name).
  writeTo: '{{email}}: написать {{name}}',
  callTo: '{{phone}}: позвонить в {{company}}',
  card: {
    choose: 'Выберите человека в справочнике.',
    toDirectory: 'К справочнику',
    login: 'Логин',
    lastLogin: 'Последний вход',
    never: 'Ещё не входил',
    since: 'В кабинете с',
    address: 'Адрес компании',
    city: 'Город',
    about: 'О человеке',
    companyEmail: 'E-mail компании',
  },
  groups: {
    Admin: 'Администратор',
    Partner: 'Партнёр',
    client: 'Пользователь',
    Integrator: 'Интегратор',
  },
  tree: {
    intro: 'Роли, группы правил и правила: что разрешает каждая роль.',
    expandAll: 'Раскрыть всё',
    collapseAll: 'Свернуть всё',
    role: 'Роль',
    rules: 'Правила',
    users: 'Пользователей',
    rulesCount: 'Правил: {{count}}',
    empty: 'Ролей пока нет',
    noRules: 'Правил нет',
    keyboardHint: 'Стрелки вверх и вниз — по строкам, вправо и влево — раскрыть и свернуть.',
  },
};

export default ru;
export type DirectoryTexts = typeof ru;
