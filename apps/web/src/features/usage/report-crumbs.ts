import type { MonthRef } from '../../lib/dates';
import { usePageCrumbs } from '../../lib/page-crumbs';
import { reportsPaths as paths } from '../../lib/paths';
import { fullName } from './components/Subject';
import type { ReportSubject } from './queries';

/**
 * The breadcrumbs of a service's pages: whose reports they are (a link to that list) and, on the
 * register, the service (a link to its days).
 */
export function useReportCrumbs(
  userId: number | undefined,
  subject: ReportSubject | undefined,
  month: MonthRef,
  service?: { id: number; name: string },
): void {
  const crumbs =
    userId === undefined || !subject
      ? []
      : [
          { label: fullName(subject) || subject.login, to: paths.list(userId, month) },
          ...(service ? [{ label: service.name, to: paths.daily(userId, service.id, month) }] : []),
        ];
  usePageCrumbs(crumbs);
}
