import type { Notification } from '@cabinet/contract';
import { dayInZone } from '../../lib/format';
import { monthOf } from '../../lib/dates';
import { alertsPaths, reportsPaths } from '../../lib/paths';

/**
 * Where a notification leads: the report it is about (the service's days, or the services of
 * whoever it watches, in the month it fired, in the provider's zone) and the rule that sent it.
 */
export function notificationTargets({
  alert,
  createdAt,
}: Pick<Notification, 'alert' | 'createdAt'>) {
  const userId = alert.user?.id ?? alert.partner.id;
  const month = monthOf(dayInZone(new Date(createdAt)));
  return {
    report: alert.service
      ? reportsPaths.daily(userId, alert.service.id, month)
      : reportsPaths.list(userId, month),
    rule: alertsPaths.rule(alert.ruleId),
  };
}
