export { dateOf, isIsoDay, isWeekend, todayIso } from './days';
export {
  compareMonths,
  currentMonth,
  daysOf,
  endOfMonthAhead,
  firstDayOf,
  lastDayOf,
  MAX_YEAR,
  MIN_YEAR,
  monthKey,
  monthOf,
  monthRange,
  shiftMonth,
  weeksOf,
  yearsToOffer,
  type MonthRef,
} from './months';
export { monthInText, monthLabel, monthName, weekdayName } from './names';
