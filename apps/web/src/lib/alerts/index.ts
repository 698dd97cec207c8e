export {
  alertScopeText,
  alertStateText,
  alertValueText,
  conditionText,
  notificationText,
} from './condition-text';
