export {
  currencySymbol,
  formatMoney,
  localeOf,
  minorToDecimal,
  minorToInput,
  parseMoney,
} from './money';
export { formatDay, formatMoment, formatMomentAs, formatMomentDay } from './dates';
export { dateTimeFormat, numberFormat } from './intl';
export { formatCount, formatNumber } from './numbers';
export { dayInZone, providerTimeZone, setProviderTimeZone, withZone, zoneLabel } from './time-zone';
