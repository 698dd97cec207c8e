/**
 * The seeded roles, rule groups and rules (apps/server/src/seed/access-defaults.ts), by key and
 * slug. Russian is what the seed stores; a seeded text nobody has edited is shown in the
 * caller's language (features/access-control/localize.ts).
 */
export const accessDefaults = {
  roles: {
    Admin: { name: 'Администратор', description: 'Сотрудник провайдера: управляет всем' },
    Partner: { name: 'Партнёр', description: 'Основная учётная запись компании-партнёра' },
    client: { name: 'Пользователь партнёра', description: 'Видит свои отчёты, реестр и документы' },
    Integrator: {
      name: 'Интегратор',
      description: 'Техническая учётная запись: передаёт записи о запросах',
    },
    ProviderIntegrator: {
      name: 'Интегратор провайдера',
      description: 'Техническая учётная запись провайдера: передаёт записи за любых пользователей',
    },
  },
  groups: {
    partners: { name: 'Партнёры' },
    users: { name: 'Пользователи' },
    services: { name: 'Сервисы' },
    tariffs: { name: 'Тарифы' },
    reports: { name: 'Отчёты' },
    requests: { name: 'Запросы' },
    documents: { name: 'Документы' },
    'access-control': { name: 'Доступ' },
    mail: { name: 'Почта' },
    'package-requests': { name: 'Заявки на пакеты' },
    maintenance: { name: 'Обслуживание' },
    'api-keys': { name: 'Ключи API' },
    webhooks: { name: 'Вебхуки' },
    alerts: { name: 'Оповещения' },
    audit: { name: 'Журнал изменений' },
  },
  rules: {
    partners: {
      view: { name: 'Просмотр партнёров', description: 'Список партнёров и их карточки' },
      edit: {
        name: 'Управление партнёрами',
        description: 'Добавление, изменение и блокировка партнёров, их сервисы и точки',
      },
    },
    users: {
      view: { name: 'Просмотр пользователей', description: 'Пользователи партнёра и их роли' },
      edit: {
        name: 'Управление пользователями',
        description: 'Добавление и изменение пользователей, пароли, блокировка',
      },
    },
    services: {
      view: { name: 'Просмотр сервисов', description: 'Доступные сервисы и их документация' },
      edit: { name: 'Управление сервисами', description: 'Создание и изменение сервисов' },
    },
    tariff: {
      view: { name: 'Просмотр тарифов и пакетов', description: 'Тарифы, ступени цен и пакеты' },
      edit: {
        name: 'Управление тарифами и пакетами',
        description: 'Создание и изменение тарифов и пакетов',
      },
      simulate: {
        name: 'Симулятор тарифов',
        description: 'Пересчёт прошлых месяцев по черновику тарифа',
      },
    },
    reports: {
      view: { name: 'Просмотр отчётов', description: 'Отчёты по сервисам за месяц и по дням' },
    },
    requests: {
      view: { name: 'Просмотр реестра запросов', description: 'Каждый запрос с его данными' },
      ingest: {
        name: 'Передача записей о запросах',
        description: 'Запись запросов своих пользователей в реестр',
      },
      'ingest-all': {
        name: 'Передача записей за любых пользователей',
        description: 'Запись запросов любых пользователей: только интеграторы провайдера',
      },
      export: { name: 'Выгрузка реестра в CSV', description: 'Файлы CSV с запросами за период' },
    },
    documents: {
      view: { name: 'Просмотр документов', description: 'Свои отчёты, приложения и файлы' },
      edit: {
        name: 'Управление документами',
        description: 'Загрузка файлов и закрытие месяца',
      },
      all: { name: 'Документы всех партнёров', description: 'Документы любого партнёра' },
    },
    'access-control': {
      view: { name: 'Просмотр ролей и правил', description: 'Роли, правила и их группы' },
      edit: {
        name: 'Управление ролями и правилами',
        description: 'Создание и изменение ролей, правил и групп',
      },
    },
    outbox: {
      view: { name: 'Просмотр отправленных писем', description: 'Письма, отправленные кабинетом' },
    },
    'package-requests': {
      view: { name: 'Просмотр заявок на пакеты', description: 'Заявки и их решения' },
      create: { name: 'Подача заявок на пакеты', description: 'Заявка на пакет запросов' },
      decide: {
        name: 'Решения по заявкам на пакеты',
        description: 'Одобрение и отклонение заявок',
      },
    },
    maintenance: {
      edit: {
        name: 'Режим обслуживания',
        description: 'Включение и выключение режима обслуживания',
      },
    },
    'api-keys': {
      manage: {
        name: 'Выпуск и отзыв ключей API',
        description: 'Ключи для систем партнёров и интеграторов',
      },
    },
    alerts: {
      manage: {
        name: 'Управление оповещениями',
        description:
          'Правила оповещений о расходе пакетов, расходах, ошибках и тишине и их история',
      },
    },
    webhooks: {
      manage: {
        name: 'Управление вебхуками',
        description: 'Адреса, на которые кабинет отправляет события, и журнал доставок',
      },
    },
    audit: {
      view: {
        name: 'Просмотр журнала изменений',
        description: 'Кто, когда и что изменил: администратор — всё, партнёр — своё',
      },
    },
  },
};
