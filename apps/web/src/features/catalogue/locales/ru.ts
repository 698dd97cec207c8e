/** The service catalogue: library, price list, catalogue cards, offers and list. */
const catalogue = {
  search: 'Поиск сервиса',
  searchHint: 'по названию, коду или описанию',
  empty: 'Активных сервисов пока нет',
  nothingFound: 'Ничего не найдено по запросу «{{search}}»',
  found: 'Найдено: {{n}}',
  pages: 'Страницы каталога',
  library: {
    intro: 'Документация всех действующих сервисов провайдера.',
    services: 'Сервисы',
    choose: 'Выберите сервис слева, чтобы прочитать его документацию.',
    noDocs: 'Документация этого сервиса ещё не опубликована.',
  },
  prices: {
    title: 'Цена за запрос',
    none: 'Цена по договору',
    fromPrice: 'от {{price}}',
    yourTariff: 'Ваш тариф',
    noTariff: 'Сервис вам не подключён',
    validTo: 'действует до {{day}}',
  },
  pricing: {
    intro:
      'Опубликованные тарифы: цена одного запроса в зависимости от количества запросов за месяц.',
    empty: 'Опубликованных тарифов пока нет. Цены сообщаются по запросу.',
    manageTitle: 'Прайс-лист',
    manageIntro: 'Отмеченные тарифы видны всем на этой странице и в каталоге.',
    publish: 'Публиковать тариф «{{name}}»',
    published: 'Опубликован',
    saved: 'Прайс-лист сохранён',
    nothingToManage: 'Нет действующих тарифов',
    validity: 'С {{from}}',
    validityTo: 'С {{from}} по {{to}}',
  },
  cards: {
    intro: 'Все сервисы провайдера с ценами. Подключённые вам отмечены вашим тарифом.',
  },
  offers: {
    package: 'Пакет запросов',
    intro: 'Предоплаченные пакеты: запросы в пределах пакета не тарифицируются поштучно.',
    balance: 'Остаток пакетов: {{remaining}} из {{quota}}',
    noPackage: 'Пакетов нет',
    request: 'Заказать пакет',
    notConnected: 'Чтобы заказать пакет, сервис должен быть подключён',
  },
  list: {
    intro: 'Каталог списком: сортировка, поиск и размер страницы.',
    name: 'Сервис',
    code: 'Код',
    description: 'Описание',
    price: 'Цена от',
    yours: 'Ваш тариф',
  },
  actions: {
    docs: 'Документация',
    form: 'Открыть форму',
  },
};

export type CatalogueMessages = typeof catalogue;
export default catalogue;
