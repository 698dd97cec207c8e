import type { DirectoryTexts } from './ru';

const kk: DirectoryTexts = {
  intro: 'Кабинет адамдары және олармен байланысу жолы. Телефон — компанияның телефоны.',
  search: 'Аты, логин, e-mail, компания немесе телефон',
  empty: 'Ешкім табылмады',
  person: 'Адам',
  company: 'Компания',
  staff: 'Провайдер қызметкері',
  phone: 'Телефон',
  email: 'E-mail',
  roles: 'Рөлдер',
  blocked: 'Бұғатталған',
  // The name starts with what the link shows (WCAG 2.5.3, label in name).
  writeTo: '{{email}}: {{name}} жазу',
  callTo: '{{phone}}: {{company}} қоңырау шалу',
  card: {
    choose: 'Анықтамалықтан адамды таңдаңыз.',
    toDirectory: 'Анықтамалыққа',
    login: 'Логин',
    lastLogin: 'Соңғы кіру',
    never: 'Әлі кірмеген',
    since: 'Кабинетте',
    address: 'Компания мекенжайы',
    city: 'Қала',
    about: 'Адам туралы',
    companyEmail: 'Компания e-mail',
  },
  groups: { Admin: 'Әкімші', Partner: 'Серіктес', client: 'Пайдаланушы', Integrator: 'Интегратор' },
  tree: {
    intro: 'Рөлдер, ереже топтары және ережелер: әр рөл нені рұқсат етеді.',
    expandAll: 'Барлығын ашу',
    collapseAll: 'Барлығын жабу',
    role: 'Рөл',
    rules: 'Ережелер',
    users: 'Пайдаланушылар',
    rulesCount: 'Ережелер: {{count}}',
    empty: 'Рөлдер әлі жоқ',
    noRules: 'Ережелер жоқ',
    keyboardHint:
      'Жоғары және төмен көрсеткілер — жолдар бойынша, оңға және солға — ашу және жабу.',
  },
};

export default kk;
