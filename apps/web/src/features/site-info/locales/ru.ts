/** Contacts and the technology page (the public information pages). */
const siteInfo = {
  contacts: {
    intro: 'Как связаться с провайдером: договоры, подключение сервисов, поддержка.',
    company: 'Организация',
    bin: 'БИН',
    address: 'Адрес',
    phone: 'Телефон',
    email: 'E-mail',
    support: 'По вопросам доступа к кабинету пишите на e-mail поддержки, указав свой логин.',
  },
  technology: {
    intro: 'Как устроены сервисы провайдера: API, вход по токену и учёт запросов.',
    apiTitle: 'API',
    apiText:
      'Все вызовы идут по HTTPS на адрес кабинета, тела запросов и ответов в JSON. Полное описание всех операций: OpenAPI-документ {{openapi}} и интерактивный справочник {{docs}}.',
    authTitle: 'Аутентификация',
    authSteps: {
      csrf: 'GET {{path}} выдаёт cookie XSRF-TOKEN; каждый POST, PUT и DELETE повторяет её значение в заголовке X-XSRF-TOKEN.',
      token: 'POST {{path}} с логином и паролем возвращает токен вида «id|secret».',
      bearer:
        'Токен передаётся в заголовке Authorization: Bearer. Он перестаёт действовать после {{minutes}} минут бездействия, при выходе и смене пароля.',
    },
    integratorText:
      'Для систем, которые передают записи о запросах, провайдер заводит учётную запись группы Integrator: у неё есть право передачи записей и нет доступа к управлению.',
    usageTitle: 'Учёт запросов',
    usageText:
      'Каждая запись — один запрос пользователя к сервису. Записи принимаются пакетами до {{max}} штук через POST {{path}}; повтор записи с тем же requestId для того же пользователя не учитывается дважды, а ошибочные записи возвращаются с причинами, не мешая остальным.',
    fieldsTitle: 'Поля записи',
    field: 'Поле',
    type: 'Тип',
    required: 'Обязательно',
    limits: 'Ограничения',
    limit: {
      length: 'длина {{value}}',
      range: 'значение {{value}}',
      default: 'по умолчанию {{value}}',
    },
    yes: 'да',
    no: 'нет',
    exampleTitle: 'Пример пакета',
    answerTitle: 'Ответ',
    pricingText:
      'Запрос тарифицируется по тарифу, действующему в день запроса, с учётом объёма за месяц; сначала расходуются предоплаченные пакеты.',
    catalogueLink: 'Каталог сервисов и их документация',
    pricingLink: 'Цены',
  },
};

export type SiteInfoMessages = typeof siteInfo;
export default siteInfo;
