/** The maintenance page and its switch. */
const maintenance = {
  title: 'Технические работы',
  since: 'С {{time}}',
  retrying: 'Страница сама проверяет, не закончились ли работы.',
  off: 'Кабинет работает в обычном режиме.',
  back: 'Вернуться в кабинет',
  contacts: 'Срочные вопросы: {{phone}}, {{email}}',
  switchTitle: 'Режим обслуживания',
  switchText:
    'Пока режим включён, все, кроме администраторов, видят эту страницу, а API отвечает 503.',
  enabled: 'Включить режим обслуживания',
  note: 'Сообщение для пользователей',
  noteHint: 'Пусто — стандартный текст',
  apply: 'Применить',
};

export type MaintenanceMessages = typeof maintenance;
export default maintenance;
