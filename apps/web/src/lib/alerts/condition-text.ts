import type { AlertCondition, Notification } from '@cabinet/contract';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney, formatNumber, localeOf, numberFormat } from '../format';

type Scope = Pick<Notification['alert'], 'partner' | 'user' | 'service'>;

const K = 'alertTexts';

/** A rule's condition in words: «Пакет: осталось меньше 10%», «Spend this month: above $500.00». */
export function conditionText(condition: AlertCondition, t: TFunction, language: string): string {
  switch (condition.kind) {
    case 'packageRemaining':
      return condition.unit === 'percent'
        ? t(`${K}.condition.packagePercent`, { value: formatNumber(condition.below, language) })
        : t(`${K}.condition.packageRequests`, {
            count: condition.below,
            value: formatCount(condition.below, language),
          });
    case 'spend':
      return t(`${K}.condition.spend`, {
        amount: formatMoney(condition.aboveMinor, condition.currency, language),
      });
    case 'errorRate':
      return `${t(`${K}.condition.errorRate`, {
        value: formatNumber(condition.abovePercent, language),
      })}, ${t(`${K}.minRequests`, {
        count: condition.minRequests,
        value: formatCount(condition.minRequests, language),
      })}`;
    case 'quiet':
      return t(`${K}.condition.quiet`, {
        count: condition.hours,
        value: formatCount(condition.hours, language),
      });
    case 'projectedSpend':
      return t(`${K}.condition.projectedSpend`, {
        amount: formatMoney(condition.aboveMinor, 'KZT', language),
      });
    case 'packageRunsOut':
      return t(`${K}.condition.packageRunsOut`);
  }
}

/**
 * A value a rule saw, in its condition's unit: requests or percent left, money spent or projected,
 * the error percentage, hours without requests, the day a package is projected to run out.
 */
export function alertValueText(
  condition: AlertCondition,
  value: number,
  t: TFunction,
  language: string,
): string {
  const whole = Math.round(value);
  const percent = () =>
    t(`${K}.value.percent`, {
      value: numberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value),
    });
  switch (condition.kind) {
    case 'packageRemaining':
      return condition.unit === 'percent'
        ? percent()
        : t(`${K}.value.requests`, { count: whole, value: formatCount(whole, language) });
    case 'spend':
      return formatMoney(whole, condition.currency, language);
    case 'errorRate':
      return percent();
    case 'quiet':
      return t(`${K}.value.hours`, { count: whole, value: formatCount(whole, language) });
    case 'projectedSpend':
      return formatMoney(whole, 'KZT', language);
    case 'packageRunsOut':
      // The day of the month it is projected to run out; none (0) once it no longer is.
      return whole > 0 ? t(`${K}.value.runsOutDay`, { value: whole }) : t(`${K}.value.noRunOut`);
  }
}

/** Whose usage a rule watches: the partner, one of its users, one service or all of them. */
export function alertScopeText(scope: Scope, t: TFunction): string {
  return [
    scope.partner.name || scope.partner.login,
    scope.user ? `${scope.user.login}` : undefined,
    scope.service ? scope.service.name : t(`${K}.allServices`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A rule's state in words: «Сработало», «Resolved», «Қалыпты». */
export const alertStateText = (state: 'ok' | 'triggered' | 'resolved', t: TFunction) =>
  t(`${K}.state.${state}`);

/** A notification's heading and its line: what fired or cleared, for whom, the value seen. */
export function notificationText(
  notification: Pick<Notification, 'type' | 'alert'>,
  t: TFunction,
  language: string,
): { title: string; text: string; scope: string } {
  const { alert } = notification;
  return {
    title: t(`${K}.notification.${notification.type.replace('.', '-')}`),
    text: `${conditionText(alert.condition, t, language)} (${t(`${K}.seen`, {
      value: alertValueText(alert.condition, alert.value, t, language),
    })})`,
    scope: alertScopeText(alert, t),
  };
}
