import { webhooks as messages } from '@cabinet/contract/locales/ru/webhooks';

/** Texts of «Вебхуки» (/webhooks), Russian, the source. */
const ru = {
  intro:
    'Кабинет сообщает вашим системам о событиях: закрытии месяца, готовых документах и выгрузках, исчерпанных пакетах. Каждое сообщение подписано по стандарту Standard Webhooks; неудавшиеся доставки повторяются не менее суток.',
  add: 'Добавить вебхук',
  edit: 'Изменить вебхук',
  saved: 'Вебхук сохранён',
  empty: 'Вебхуков пока нет',
  url: 'Адрес (URL)',
  urlHint: 'https://, адрес в интернете, а не во внутренней сети',
  description: 'Описание',
  descriptionHint: 'Для чего он: «ERP», «бухгалтерия»',
  events: 'События',
  eventNames: {
    'month-closed': 'Месяц закрыт',
    'document-final': 'Окончательный документ',
    'export-ready': 'Выгрузка готова',
    'package-exhausted': 'Пакет исчерпан',
    'alert-triggered': 'Оповещение сработало',
    'alert-resolved': 'Оповещение снято',
  },
  owner: 'Чей',
  ownerHint: 'Провайдер получает события всех партнёров',
  provider: 'Провайдер',
  status: 'Состояние',
  enabled: 'Включён',
  disabled: 'Выключен',
  paused: 'Приостановлен',
  pausedUntil:
    'Приёмник не отвечал вовремя несколько раз подряд: доставки ждут до {{time}}, затем одна попытка проверит его',
  secret: 'Секрет',
  rotatingUntil: 'прежний подписывает до {{time}}',
  created: 'Добавлен',
  actions: 'Действия',
  actionsLabel: 'Действия с вебхуком {{url}}',
  log: 'Журнал доставок',
  enable: 'Включить',
  disable: 'Выключить',
  rotate: 'Сменить секрет',
  remove: 'Удалить',
  removeTitle: 'Удалить вебхук?',
  removeText:
    'Вебхук {{url}} и журнал его доставок будут удалены. События на этот адрес больше не придут.',
  removed: 'Вебхук удалён',
  rotateTitle: 'Сменить секрет?',
  rotateText:
    'Новый секрет будет показан один раз. Прежний ещё сутки подписывает сообщения рядом с новым, чтобы вы успели обновить приёмник.',
  switchedOn: 'Вебхук включён',
  switchedOff: 'Вебхук выключен',
  cancel: 'Отмена',
  secretTitle: 'Секрет вебхука',
  secretWarning:
    'Скопируйте секрет сейчас и сохраните его в приёмнике: больше он показан не будет. Им проверяется подпись каждого сообщения.',
  copy: 'Скопировать секрет',
  verifyHint:
    'Проверка подписи: заголовки webhook-id, webhook-timestamp и webhook-signature, например Webhook(secret).verify(body, headers) из библиотеки standardwebhooks.',
  deliveriesTitle: 'Журнал доставок: {{url}}',
  noDeliveries: 'Доставок пока не было',
  time: 'Время',
  event: 'Событие',
  attempt: 'Попытка',
  answer: 'Ответ',
  duration: 'Длительность',
  durationMs: '{{ms}} мс',
  noAnswer: 'нет ответа',
  manual: 'вручную',
  deliveryStatus: { pending: 'Ожидает повтора', succeeded: 'Доставлено', failed: 'Не доставлено' },
  nextAttempt: 'Следующая попытка: {{time}}',
  resend: 'Повторить',
  resendLabel: 'Повторить доставку {{id}}',
  resent: 'Доставка отправлена повторно',
  close: 'Закрыть',
  webhooks: messages,
};

export default ru;
export type WebhooksTexts = typeof ru;
