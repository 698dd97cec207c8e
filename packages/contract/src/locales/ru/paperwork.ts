/**
 * The words of what the server makes itself: statement lines, Application 1 and the per-service
 * report (PDF), the titles of made documents, sums in words. Data typed by staff (a service's or
 * a partner's name, a reissue's reason) is put into them as typed.
 */
export const paperwork = {
  line: {
    described: '{{service}}: {{what}}{{correction}}',
    tariff: 'запросы по тарифу',
    above: 'запросы свыше {{count}} в месяц',
    band: 'запросы с {{from}} по {{to}} в месяц',
    package: 'запросы по пакету № {{id}}',
    noTariff: 'запросы без тарифа',
    notBillable: 'запросы, не подлежащие оплате',
    rounding: 'разница округления цены с НДС',
    correction: ' (корректировка за {{period}}: поступили после закрытия месяца)',
  },
  period: '{{month}} {{year}} г.',
  monthYear: '{{month}} {{year}}',
  application1: {
    name: 'Приложение № 1',
    toContract: 'к договору {{contract}}',
    contract: '№ {{number}}',
    contractDated: '№ {{number}} от {{date}}',
    draftBanner: 'ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ',
    draftNotice:
      'Месяц не закрыт: суммы могут измениться до его закрытия. Документ не является основанием для оплаты.',
    draftHeader: 'ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ · месяц не закрыт',
    titleDraft: 'Предварительный расчёт стоимости услуг за {{period}}',
    titleFinal: 'Расчёт стоимости услуг № {{number}} за {{period}}',
    servicePeriod: 'Период оказания услуг: с {{from}} по {{to}}',
    version: 'Версия {{version}}: заменяет предыдущую',
    noServices: 'В этом месяце услуги не оказывались.',
    documentTitle: 'Приложение № 1: {{period}}',
    documentTitleNumbered: 'Приложение № 1 (расчёт {{number}}): {{period}}',
  },
  parties: {
    provider: 'Исполнитель',
    customer: 'Заказчик',
    bin: 'БИН {{value}}',
    bic: 'БИК {{value}}',
  },
  table: {
    number: '№',
    description: 'Наименование',
    quantity: 'Кол-во',
    unitPrice: 'Цена без НДС, ₸',
    amount: 'Сумма без НДС, ₸',
    vat: 'НДС, ₸',
    withVat: 'Сумма с НДС, ₸',
    vatRate: 'НДС {{rate}} %',
    noVat: 'без НДС',
    subtotal: 'Итого без НДС',
    vatTotal: 'НДС',
    totalDraft: 'Всего (предварительно)',
    totalDue: 'Всего к оплате',
  },
  roundingRule:
    'Правило округления: если цена тарифа включает НДС, цена без НДС = цена с НДС × 100 / (100 + ставка НДС), ' +
    'округлённая вниз до тиына; сумма без НДС = количество × цена без НДС; НДС = сумма без НДС × ставка, ' +
    'округлённый до тиына (половина тиына — вверх). Разница между оплатой по цене с НДС и суммой с НДС ' +
    'показана отдельной строкой «разница округления цены с НДС».',
  footer: {
    madeAt: 'Сформировано {{time}}',
    page: 'Страница {{page}} из {{pages}}',
  },
  report: {
    title: 'Отчёт об использовании сервиса {{service}} за {{period}}',
    client: 'Клиент: {{client}}',
    period: 'Период: с {{from}} по {{to}}',
    day: 'Дата',
    requests: 'Запросов',
    paid: 'Платных',
    covered: 'По пакету',
    notBillable: 'Не тарифицируется',
    amount: 'Сумма по тарифу',
    total: 'Итого',
    noRequests: 'В этом месяце запросов не было.',
    billing: 'Расчёт за месяц',
    nothingDue: 'В этом месяце к оплате ничего нет.',
    documentTitle: '{{service}}: {{period}}',
  },
};
