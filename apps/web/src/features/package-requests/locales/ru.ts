/**
 * Checkout: requests for prepaid packages, and the admins' decisions. The contract's
 * `packageRequests.*` messages come first, under their own name (the form shows `quotaPositive`
 * before sending).
 */
import * as messages from '@cabinet/contract/locales/ru';

const packageRequests = {
  packageRequests: messages.packageRequests,
  intro:
    'Закажите предоплаченный пакет запросов. Оплата картой не нужна: после одобрения пакет войдёт в документы за месяц.',
  adminIntro:
    'Заявки партнёров на предоплаченные пакеты: одобрите с ценой (пакет будет создан) или отклоните с причиной.',
  form: {
    priceInvalid: 'Сумма: не больше двух знаков после запятой',
    title: 'Новая заявка',
    user: 'Для кого',
    self: '{{name}} (вы)',
    service: 'Сервис',
    noServices: 'Вам не подключён ни один сервис: обратитесь к администратору.',
    quota: 'Количество запросов',
    validFrom: 'Действует с',
    validTo: 'Действует по',
    comment: 'Комментарий',
    submit: 'Отправить заявку',
  },
  mine: 'Мои заявки',
  pending: 'Заявки на рассмотрении',
  all: 'Все заявки',
  empty: 'Заявок пока нет',
  noPending: 'Новых заявок нет',
  status: {
    pending: 'На рассмотрении',
    approved: 'Одобрена',
    rejected: 'Отклонена',
    cancelled: 'Отозвана',
  },
  columns: {
    created: 'Подана',
    user: 'Пользователь',
    service: 'Сервис',
    quota: 'Запросов',
    period: 'Период',
    status: 'Статус',
    price: 'Цена',
  },
  period: '{{from}} — {{to}}',
  note: 'Решение: {{note}}',
  approve: 'Одобрить',
  reject: 'Отклонить',
  cancel: 'Отозвать',
  cancelConfirm: 'Отозвать заявку на {{quota}} запросов к «{{service}}»?',
  approveTitle: 'Одобрить заявку',
  approveText:
    '{{user}}: {{quota}} запросов к «{{service}}», {{period}}. Пакет будет создан с этой ценой.',
  price: 'Цена пакета',
  currency: 'Валюта',
  rejectTitle: 'Отклонить заявку',
  reason: 'Причина',
  decisionNote: 'Комментарий к решению',
};

export type PackageRequestsMessages = typeof packageRequests;
export default packageRequests;
