/** The month-end forecast: its refusal and the words of its basis. */
export const forecast = {
  monthAhead: 'Әлі басталмаған айдың болжамы жоқ',
  basisMonth: 'осы айдың 1–{{to}} күндері',
  basisNoMonth: 'осы айдың әлі бірде-бір толық күні жоқ',
  basisBefore: 'одан бұрынғы {{count}} күн',
  basisWeekly: 'жұмыс және демалыс күндерінің айырмасы',
  basisTrend: 'үрдіс',
  basisNone: 'пайдалану деректері жоқ',
  basisOver: 'ай аяқталды: қорытынды нақты',
};
