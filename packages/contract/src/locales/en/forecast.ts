/** The month-end forecast: its refusal and the words of its basis. */
export const forecast = {
  monthAhead: 'A month that has not begun has no forecast',
  basisMonth: 'days 1–{{to}} of this month',
  basisNoMonth: 'no complete day of this month yet',
  basisBefore: '{{count}} days before it',
  basisWeekly: 'weekday/weekend pattern',
  basisTrend: 'trend',
  basisNone: 'no usage to go on',
  basisOver: 'the month is over: the totals are actual',
};
