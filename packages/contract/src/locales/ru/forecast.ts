/** The month-end forecast: its refusal and the words of its basis. */
export const forecast = {
  monthAhead: 'Прогноза нет для месяца, который ещё не начался',
  basisMonth: 'дни 1–{{to}} этого месяца',
  basisNoMonth: 'ни одного полного дня этого месяца',
  basisBefore: '{{count}} дн. до него',
  basisWeekly: 'разница будней и выходных',
  basisTrend: 'тренд',
  basisNone: 'нет данных об использовании',
  basisOver: 'месяц завершён: итог фактический',
};
