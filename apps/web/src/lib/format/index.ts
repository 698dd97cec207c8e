export {
  currencySymbol,
  formatMoney,
  localeOf,
  minorToDecimal,
  minorToInput,
  parseMoney,
} from './money';
export { formatDay, formatMoment } from './dates';
export { formatCount } from './numbers';
