import { Permission, type DailyUsageRow } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { monthRange } from '../../lib/dates';
import { parseId, reportsPaths as paths } from '../../lib/paths';
import { usePermission } from '../../lib/session';
import { useDailyReport, useReportSubject } from './queries';
import { useReportCrumbs } from './report-crumbs';
import { useMirrorToState, useReportMonth } from './url-state';

/**
 * The daily report's data: whose and which service (from the address), the month, the report and
 * its subject, and the links into the register (a day's, a month's, and their failures).
 */
export function useDailyReportPage() {
  const { t } = useTranslation('usage');
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const [month, setMonth] = useReportMonth();
  const report = useDailyReport(userId, serviceId, month);
  const { subject, partnerId, members } = useReportSubject(report.data?.context);
  const canRegister = usePermission(Permission.requestsView);
  useMirrorToState({ userId: userId ?? null, serviceId: serviceId ?? null });
  useReportCrumbs(userId, subject, month);

  const registerOf = (range: { startDate: string; endDate: string; status?: 'error' }) =>
    paths.register(userId ?? 0, serviceId ?? 0, range);
  // A day's failures (the month's, on the totals line) open the register of just those.
  const failuresLink = (key: string, row?: DailyUsageRow) => {
    const failed = row ? row.failed : (report.data?.totals.failed ?? 0);
    if (!canRegister || key !== 'failed' || failed === 0) return undefined;
    const range = row ? { startDate: row.day, endDate: row.day } : monthRange(month);
    return { to: registerOf({ ...range, status: 'error' }), name: t('daily.failedRegister') };
  };
  const dayRegister = (day: string) =>
    canRegister ? registerOf({ startDate: day, endDate: day }) : undefined;

  return {
    userId,
    serviceId,
    month,
    setMonth,
    report,
    subject,
    partnerId,
    members,
    canRegister,
    registerOf,
    failuresLink,
    dayRegister,
  };
}
