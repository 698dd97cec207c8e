/**
 * Texts of the services screens. The contract's `services.*` messages come first, under their own
 * name; the screens' own texts follow.
 */
import * as messages from '@cabinet/contract/locales/ru';

const services = {
  services: messages.services,
  add: 'Новый сервис',
  search: 'Код, название или описание',
  empty: 'Сервисов пока нет',
  tariffs: 'Тарифы',
  openDocs: 'Документация',
  openForm: 'Открыть форму',
  noDocs: 'Документация пока не написана.',
  editSubtitle: 'Сервис {{code}}',
  codeHint: 'Латиница, цифры, «-» и «_»; используется в адресе вызова',
  upstreamHint:
    'http(s)://… или builtin:имя; пусто — сервис не вызывается; *** — сохранённые учётные данные остаются',
  billableOutcomesHint:
    'Правило применяется к запросам, записанным после сохранения; прошлые запросы сохраняют свою цену',
  docsHint: 'Markdown: заголовки #, списки, таблицы, `код`. HTML не поддерживается.',
  docsText: 'Текст',
  preview: 'Предпросмотр',
  previewEmpty: 'Здесь появится документация в том виде, в каком её увидят пользователи.',
  status: {
    active: 'Работает',
    disabled: 'Отключён',
  },
  sections: {
    card: 'Сервис',
    form: 'Форма запроса',
    documentation: 'Документация',
  },
  fields: {
    name: 'Название',
    code: 'Код',
    description: 'Краткое описание',
    status: 'Состояние',
    upstreamUrl: 'Адрес сервиса',
    billableOutcomes: 'Какие запросы оплачиваются',
    documentation: 'Документация (Markdown)',
    formFields: 'Поля формы',
    createdAt: 'Создан',
  },
  formEditor: {
    intro:
      'Поля, которые пользователь заполняет, чтобы вызвать сервис из кабинета. Обе стороны проверяют их по этим правилам.',
    empty: 'Полей нет: сервис нельзя вызвать из кабинета.',
    field: 'Поле {{number}}',
    add: 'Добавить поле',
    up: 'Выше',
    down: 'Ниже',
    upField: 'Поле {{number}}: выше',
    downField: 'Поле {{number}}: ниже',
    removeField: 'Удалить поле {{number}}',
    name: 'Имя поля',
    nameHint: 'Например, bin или month',
    label: 'Подпись',
    type: 'Тип',
    pattern: 'Шаблон (регулярное выражение)',
    patternHint: 'Необязательно, например ^\\d{12}$',
    required: 'Обязательное',
    types: {
      text: 'Текст',
      number: 'Число',
      date: 'Дата',
      email: 'E-mail',
    },
  },
  available: {
    intro: 'Сервисы, подключённые вам: цены, остаток пакета, документация и форма запроса',
    empty: 'Вам пока не подключён ни один сервис. Обратитесь к менеджеру провайдера.',
    tariff: 'Тариф',
    noTariff: 'Тариф не назначен',
    package: 'Пакет запросов',
    noPackage: 'Пакета нет: запросы оплачиваются по тарифу',
    remaining: 'В пакете осталось {{remaining}} из {{quota}} запросов',
    used: 'Использовано {{used}}',
    packages: 'Пакеты подробно',
  },
  call: {
    formLabel: 'Запрос к сервису «{{name}}»',
    submit: 'Отправить запрос',
    sending: 'Отправка…',
    noFields: 'У сервиса нет полей: запрос отправится без данных.',
    tariff: 'Тариф «{{name}}»',
    result: 'Ответ сервиса',
    success: 'Успешно',
    error: 'Ошибка',
    covered: 'Покрыт пакетом',
    price: 'Стоимость: {{price}}',
    duration: '{{ms}} мс',
    durationBelowMs: 'менее 1 мс',
    requestId: 'Номер запроса',
    response: 'Ответ в формате JSON',
    records: 'Записи ответа',
    yes: 'да',
    no: 'нет',
  },
};

export default services;
export type ServicesTexts = typeof services;
