import * as messages from '@cabinet/contract/locales/kk';
import type { PackageRequestsMessages } from './ru';

const packageRequests: PackageRequestsMessages = {
  packageRequests: messages.packageRequests,
  intro:
    'Алдын ала төленген сұраныстар пакетіне тапсырыс беріңіз. Картамен төлеу қажет емес: мақұлданғаннан кейін пакет айлық құжаттарға енеді.',
  adminIntro:
    'Серіктестердің алдын ала төленген пакеттерге өтінімдері: бағасын көрсетіп мақұлдаңыз (пакет құрылады) немесе себебін көрсетіп қабылдамаңыз.',
  form: {
    priceInvalid: 'Сома: үтірден кейін екі белгіден аспайды',
    title: 'Жаңа өтінім',
    user: 'Кім үшін',
    self: '{{name}} (сіз)',
    service: 'Сервис',
    noServices: 'Сізге бірде-бір сервис қосылмаған: әкімшіге хабарласыңыз.',
    quota: 'Сұраныстар саны',
    validFrom: 'Басталуы',
    validTo: 'Аяқталуы',
    comment: 'Түсініктеме',
    submit: 'Өтінім жіберу',
  },
  mine: 'Менің өтінімдерім',
  pending: 'Қаралудағы өтінімдер',
  all: 'Барлық өтінімдер',
  empty: 'Өтінімдер әзірге жоқ',
  noPending: 'Жаңа өтінімдер жоқ',
  status: {
    pending: 'Қаралуда',
    approved: 'Мақұлданды',
    rejected: 'Қабылданбады',
    cancelled: 'Кері қайтарылды',
  },
  columns: {
    created: 'Берілді',
    user: 'Пайдаланушы',
    service: 'Сервис',
    quota: 'Сұраныстар',
    period: 'Кезең',
    status: 'Мәртебе',
    price: 'Бағасы',
  },
  period: '{{from}} — {{to}}',
  note: 'Шешім: {{note}}',
  approve: 'Мақұлдау',
  reject: 'Қабылдамау',
  cancel: 'Кері қайтару',
  cancelConfirm: '«{{service}}» сервисіне {{quota}} сұраныс өтінімін кері қайтару керек пе?',
  approveTitle: 'Өтінімді мақұлдау',
  approveText:
    '{{user}}: «{{service}}» сервисіне {{quota}} сұраныс, {{period}}. Пакет осы бағамен құрылады.',
  price: 'Пакет бағасы',
  currency: 'Валюта',
  rejectTitle: 'Өтінімді қабылдамау',
  reason: 'Себебі',
  decisionNote: 'Шешімге түсініктеме',
};

export default packageRequests;
