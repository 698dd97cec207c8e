import { Permission, type CalendarEvent } from '@cabinet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentMonth, monthInText, monthKey, todayIso, type MonthRef } from '../../../lib/dates';
import { useAuth } from '../../../lib/session';
import { monthKeyParam, useUrlState } from '../../../lib/url-state';
import { dashboardApi } from '../api';
import { dashboardKeys } from '../queries';

/** The calendar's month (from the address, this month when absent), its events, and a step to another. */
export function useCalendar() {
  const [params, change] = useUrlState();
  const today = todayIso();
  const thisMonth = currentMonth(today);
  const current = monthKeyParam(params.get('month')) ?? thisMonth;
  const events = useQuery({
    queryKey: dashboardKeys.calendar(monthKey(current)),
    queryFn: () => dashboardApi.calendar(current.year, current.month),
    placeholderData: keepPreviousData,
  });
  const go = (month: MonthRef) =>
    change({ month: monthKey(month) === monthKey(thisMonth) ? null : monthKey(month) });
  return { today, thisMonth, current, events, go };
}

/** An event's words (a month's documents, closing, due) and the page it opens, if the user may. */
export function useEventText() {
  const { t, i18n } = useTranslation('dashboard');
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const monthName = (period: string) => {
    const month = monthKeyParam(period);
    return month ? monthInText(month, i18n.language) : period;
  };
  const titleOf = (event: CalendarEvent) => {
    const key = {
      documents: 'documentsTitle',
      monthClosed: 'closedTitle',
      closingDue: 'dueTitle',
    }[event.kind as string];
    if (!key) return event.title;
    return t(`calendar.${key}`, {
      month: monthName(event.title),
      count: event.count ?? 0,
    });
  };
  const linkOf = (event: CalendarEvent) => {
    const { tariffId, userId, serviceId } = event.ref;
    if (['documents', 'monthClosed', 'closingDue'].includes(event.kind))
      return permissions.includes(Permission.documentsView)
        ? event.kind === 'documents' && userId
          ? `/admin/${userId}/documents`
          : '/admin/all/documents'
        : undefined;
    if (event.kind === 'tariffEnds' && tariffId && permissions.includes(Permission.tariffEdit))
      return `/tariff/edit/${tariffId}`;
    if (event.kind === 'packageEnds' && userId && serviceId)
      return `/users/${userId}/tariff-packages/${serviceId}`;
    if (event.kind === 'assignmentEnds' && userId && permissions.includes(Permission.servicesEdit))
      return `/admin/${userId}/services`;
    return undefined;
  };
  return { titleOf, linkOf };
}
