/** Texts of the month-end forecast card (Russian, the source). */
const ru = {
  title: 'Прогноз до конца месяца',
  spend: 'Расходы к концу месяца',
  titleEverybody: 'Прогноз по всем партнёрам до конца месяца',
  revenue: 'Выручка к концу месяца',
  requests: 'Запросы к концу месяца',
  range: 'вероятно от {{low}} до {{high}} (80 %)',
  soFar: 'уже: {{value}}',
  basis: 'Основа: {{text}}',
  runsOut: 'Пакет № {{id}} закончится примерно {{day}}',
  actual: 'Фактически',
  projected: 'Прогноз',
  chartSummary: 'Запросы по дням: фактически {{soFar}}, прогноз на месяц {{expected}}',
  noUsage: 'Данных для прогноза пока нет',
  services: 'По сервисам',
};

export default ru;
export type ForecastTexts = typeof ru;
