import type { DashboardTexts } from './ru';

const kk: DashboardTexts = {
  refresh: 'Жаңарту',
  today: 'Бүгін',
  thisMonth: 'Ай басынан бері',
  revenue: 'Айдағы түсім',
  spend: 'Айдағы шығыстар',
  errors: 'Айдағы қателер',
  errorRate: 'қателер үлесі {{rate}}',
  packages: 'Пакеттер қалдығы',
  packagesOf: '{{quota}} ішінен, ашық пакеттер: {{count}}',
  noPackages: 'ашық пакеттер жоқ',
  asOf: '{{day}} күнгі, провайдер уақытымен',
  successful: 'Сәтті',
  failed: 'Қателер',
  last30: 'Соңғы 30 күн',
  topServices: 'Осы айдағы көшбасшы сервистер',
  topAccounts: {
    partner: 'Осы айдағы көшбасшы серіктестер',
    user: 'Осы айдағы көшбасшы пайдаланушылар',
  },
  byAccount: { partner: 'Серіктестер бойынша', user: 'Пайдаланушылар бойынша' },
  noUsage: 'Бұл кезеңде сұраулар жоқ',
  chartSummary: '{{title}}: барлығы {{total}} сұрау, оның {{failed}} қатемен',
  dayTooltip: '{{day}}: {{requests}} сұрау, {{failed}} қатемен',
  charts: {
    period: 'Кезең',
    days: '{{count}} күн',
    byDay: 'Күндер бойынша',
    byService: 'Сервистер бойынша',
    byHour: 'Тәулік сағаттары бойынша',
    byHourNote: 'Соңғы {{count}} күн ({{from}} бастап), провайдер уақыты',
    errorRates: 'Қателер үлесі',
  },
  calendar: {
    intro:
      'Айда не болады: тарифтер, пакеттер мен қосылымдар аяқталады, құжаттар жасалады, айлар жабылады.',
    previous: 'Алдыңғы ай',
    next: 'Келесі ай',
    thisMonth: 'Ағымдағы ай',
    empty: 'Бұл айда ештеңе аяқталмайды',
    kinds: {
      tariffEnds: 'Тариф аяқталады',
      packageEnds: 'Пакет аяқталады',
      assignmentEnds: 'Қосылым аяқталады',
      closingDue: 'Айды жабу уақыты',
      monthClosed: 'Ай жабылды',
      documents: 'Құжаттар',
    },
    documentsTitle: '{{month}} үшін: {{count}}',
    closedTitle: '{{month}}, құжаттар: {{count}}',
    dueTitle: '{{month}} әлі жабылмаған',
    list: 'Айдың оқиғалары',
  },
};

export default kk;
