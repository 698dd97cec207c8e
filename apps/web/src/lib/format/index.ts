export {
  currencySymbol,
  formatMoney,
  localeOf,
  minorToDecimal,
  minorToInput,
  parseMoney,
} from './money';
export { dayBefore, formatDay, formatMoment, todayIso } from './dates';
export { formatCount } from './numbers';
