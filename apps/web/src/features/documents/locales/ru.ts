/**
 * Texts of the documents screens and download buttons. The contract's `documents.*` messages come
 * first, under their own name; the screens' own texts follow.
 */
import * as messages from '@cabinet/contract/locales/ru';

const documents = {
  documents: messages.documents,
  kinds: {
    'service-report': 'Отчёт по сервису',
    application1: 'Приложение 1',
    export: 'Выгрузка CSV',
    upload: 'Загруженный файл',
  },
  fields: {
    kind: 'Тип',
    title: 'Название',
    period: 'Период',
    service: 'Сервис',
    size: 'Размер',
    createdAt: 'Создан',
    partner: 'Партнёр',
    user: 'Пользователь',
  },
  filter: {
    label: 'Период документов',
    month: 'Месяц',
    year: 'Год',
    all: 'Все',
  },
  list: {
    tableLabel: 'Документы, {{period}}',
    allPeriods: 'за всё время',
    empty: 'Документов пока нет',
    emptyPeriod: 'За этот период документов нет',
    download: 'Скачать',
    remove: 'Удалить',
    closing: 'при закрытии месяца',
  },
  remove: {
    title: 'Удалить документ?',
    text: '«{{title}}» будет удалён без возможности восстановления.',
    confirm: 'Удалить',
  },
  upload: {
    open: 'Загрузить документ',
    title: 'Загрузка документа',
    hint: 'Подписанный файл для партнёра за выбранный месяц, не больше {{megabytes}} МБ.',
    titleField: 'Название',
    file: 'Файл',
    choose: 'Выбрать файл',
    noFile: 'Файл не выбран',
    submit: 'Загрузить',
    progress: 'Загрузка: {{percent}}%',
  },
  application1: {
    button: 'Приложение 1, {{month}}',
    error: 'Ошибка: {{message}}',
  },
  report: {
    pdf: 'Скачать PDF',
  },
  saved: 'Файл «{{name}}» сохранён',
  export: {
    button: 'Экспорт CSV',
    title: 'Экспорт реестра в CSV',
    range: 'Запросы с {{from}} по {{to}}',
    starting: 'Запрашиваем файл…',
    attempt: 'Попытка {{attempt}} из {{attempts}}',
    progressLabel: 'Готовность файла',
    rows: 'Строк: {{count}}',
    failed: 'Файл не получен',
    retry: 'Запросить снова',
    cancel: 'Отменить',
    close: 'Закрыть',
    partsTitle: 'Скачать по частям',
    partsHint:
      'Большой период можно скачать частями по {{size}} строк: первая часть с заголовком, остальные дописываются к ней.',
    part: 'Часть {{part}}: строки {{from}}–{{to}}',
    downloadPart: 'Скачать часть {{part}}',
  },
  all: {
    tableLabel: 'Документы партнёров, {{month}}',
    empty: 'За {{month}} документов нет',
  },
  closing: {
    title: 'Закрытие месяца',
    hint: 'Формирует для каждого партнёра Приложение 1 и отчёты по сервисам за месяц.',
    close: 'Закрыть {{month}}',
    replaceTitle: 'Сформировать документы заново?',
    replaceConfirm: 'Сформировать заново',
    started: 'Закрытие месяца {{month}} началось',
    list: 'Закрытые месяцы',
    none: 'Закрытых месяцев пока нет',
    month: 'Месяц',
    status: 'Состояние',
    documents: 'Документов',
    closedAt: 'Когда',
    closedBy: 'Кто',
    states: { running: 'Идёт', done: 'Готово', failed: 'Ошибка' },
  },
};

export default documents;
export type DocumentsMessages = typeof documents;
