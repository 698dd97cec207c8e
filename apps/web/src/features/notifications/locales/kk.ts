import type { NotificationsTexts } from './ru';

const kk: NotificationsTexts = {
  title: 'Хабарламалар',
  bellLabel: 'Хабарламалар, оқылмағаны: {{count}}',
  markAllRead: 'Барлығын оқылды деп белгілеу',
  markRead: 'Оқылды деп белгілеу',
  markReadLabel: 'Оқылды деп белгілеу: {{title}}, {{time}}',
  markedAllRead: 'Барлық хабарлама оқылды',
  latest: 'Соңғы хабарламалар',
  all: 'Барлық хабарламалар',
  empty: 'Хабарлама жоқ',
  emptyUnread: 'Оқылмаған хабарлама жоқ',
  unread: 'оқылмаған',
  onlyUnread: 'Тек оқылмағандар',
  intro:
    'Пакет қалдығы, айлық шығын, қателер және тыныштық туралы ескертулер іске қосылған сәтте келеді.',
  time: 'Уақыт',
  what: 'Не болды',
  openReport: 'Есеп',
  openRule: 'Ескерту ережесі',
  read: 'Оқылды',
  unreadTotal: 'Оқылмағаны: {{count}}',
};

export default kk;
