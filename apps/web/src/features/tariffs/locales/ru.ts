/**
 * Texts of the tariff and package screens. The contract's `tariffs.*` messages come first, under
 * their own name; `packages` holds the package screens' texts.
 */
import * as messages from '@cabinet/contract/locales/ru';

const tariffs = {
  tariffs: messages.tariffs,
  add: 'Новый тариф',
  empty: 'Тарифов пока нет',
  allServices: 'Все сервисы',
  since: 'с {{from}}',
  openEnded: 'бессрочно',
  end: 'Завершить',
  endTitle: 'Завершить тариф?',
  endText:
    'Тариф «{{name}}» перестанет действовать после выбранного дня; подключения по нему закончатся тогда же. Прошлые запросы сохранят свою цену.',
  endDay: 'Последний день действия',
  removeTitle: 'Удалить тариф?',
  removeText: 'Тариф «{{name}}» никто не использует, он будет удалён.',
  packagesShort: 'Пакеты',
  packagesLink: 'Пакеты запросов',
  fields: {
    name: 'Тариф',
    service: 'Сервис',
    currency: 'Валюта',
    prices: 'Цены за запрос',
    validity: 'Действует',
    validFrom: 'Действует с',
    validTo: 'Действует по',
    vatIncluded: 'Цены включают НДС',
    vatRate: 'Ставка НДС',
  },
  state: {
    inUse: 'Используется',
    unused: 'Не используется',
    ended: 'Завершён',
    upcoming: 'Ещё не начался',
  },
  tiers: {
    range: '{{from}}–{{to}}',
    from: 'от {{from}}',
    any: 'любой объём',
    perRequest: 'цена за запрос по объёму за месяц',
  },
  vat: {
    included: 'НДС {{rate}}% включён',
    excluded: 'без НДС {{rate}}%',
  },
  form: {
    main: 'Тариф и срок действия',
    tiers: 'Ступени цены',
    vat: 'НДС',
    tiersIntro:
      'Запросы за месяц считаются нарастающим итогом: каждая ступень действует до своей границы включительно, последняя — без ограничения. Цены в валюте тарифа, до двух знаков после запятой.',
    tierTitle: 'Ступень {{number}}',
    fromRequest: 'с {{from}}-го запроса',
    upTo: 'До, запросов',
    upToOf: 'Граница ступени {{number}}',
    noLimit: 'и больше',
    price: 'Цена за запрос',
    priceOf: 'Цена ступени {{number}}',
    priceInvalid: 'Сумма: не больше двух знаков после запятой',
    addTier: 'Добавить ступень',
    removeTier: 'Удалить ступень',
    removeTierOf: 'Удалить ступень {{number}}',
    validToHint: 'Пусто — бессрочно',
    lockedHint:
      'Тариф используется: цены, валюту и НДС изменить нельзя. Можно переименовать его, изменить срок или завершить; для новых цен создайте новый тариф.',
  },
  assign: {
    open: 'Подключить сервис',
    title: 'Подключить сервис',
    switchTitle: 'Сменить тариф',
    switch: 'Сменить тариф',
    text: 'С выбранного дня запросы считаются по этому тарифу; прежнее подключение закончится накануне, прошлые запросы сохранят свою цену.',
    tariff: 'Тариф',
    from: 'Действует с',
    fromHint: 'Тариф должен действовать в этот день',
    noTariffs: 'У сервиса нет действующих тарифов',
    submit: 'Подключить',
    current: 'Подключённые сервисы',
    history: 'История',
    none: 'Сервисы не подключены',
    end: 'Отключить',
    endTitle: 'Отключить сервис?',
    endText: 'С выбранного дня «{{name}}» будет недоступен пользователю.',
    endFrom: 'Отключить с',
  },
  packages: {
    notFound: 'Пакет не найден',
    saved: 'Пакет сохранён',
    closed: 'Пакет закрыт',
    shrink: 'Пакет можно только продлить, не сократить',
    intro:
      'Пакет — предоплаченное число запросов на срок. Запросы в пределах пакета не оплачиваются по тарифу; сверх него — по тарифу.',
    empty: 'Пакетов нет',
    add: 'Добавить пакет',
    addText: 'Квота, цена пакета и срок действия.',
    quotaHint: 'Сколько запросов входит в пакет',
    extend: 'Продлить',
    extendText: 'Позже дата окончания, больше запросов или и то и другое.',
    close: 'Закрыть пакет',
    closeTitle: 'Закрыть пакет?',
    closeText:
      'Пакет {{period}} перестанет покрывать запросы; следующие запросы оплачиваются по тарифу.',
    ofQuota: 'из {{quota}}',
    usedShare: 'Использовано {{used}} из {{quota}}',
    fields: {
      period: 'Срок',
      quota: 'Квота',
      used: 'Использовано',
      remaining: 'Осталось',
      price: 'Цена пакета',
      newEnd: 'Действует по',
      addQuota: 'Добавить запросов',
    },
    status: {
      upcoming: 'Ещё не начался',
      active: 'Действует',
      exhausted: 'Исчерпан',
      expired: 'Истёк',
      closed: 'Закрыт',
    },
  },
};

export default tariffs;
export type TariffsTexts = typeof tariffs;
