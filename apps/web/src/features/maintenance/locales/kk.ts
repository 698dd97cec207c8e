import type { MaintenanceMessages } from './ru';

const maintenance: MaintenanceMessages = {
  title: 'Техникалық жұмыстар',
  since: '{{time}} бастап',
  retrying: 'Бет жұмыстардың аяқталғанын өзі тексереді.',
  off: 'Кабинет қалыпты режимде жұмыс істейді.',
  back: 'Кабинетке оралу',
  contacts: 'Шұғыл сұрақтар: {{phone}}, {{email}}',
  switchTitle: 'Қызмет көрсету режимі',
  switchText:
    'Режим қосулы тұрғанда әкімшілерден басқалардың бәрі осы бетті көреді, ал API 503 деп жауап береді.',
  enabled: 'Қызмет көрсету режимін қосу',
  note: 'Пайдаланушыларға хабарлама',
  noteHint: 'Бос болса — стандартты мәтін',
  apply: 'Қолдану',
};

export default maintenance;
