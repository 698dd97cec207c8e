import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentMonth, isIsoDay, MIN_YEAR, monthOf } from '../../lib/dates';
import { formatDay } from '../../lib/format';
import { dateRangeErrors } from '../../lib/forms/date-range';
import { parseId } from '../../lib/paths';
import { useTableQuery } from '../../lib/table';
import { REGISTER_SORTABLE } from './components/register/columns';
import { useRegister, useReportSubject } from './queries';
import { useReportCrumbs } from './report-crumbs';
import { useMirrorToState, useRegisterParams } from './url-state';

/**
 * The register page's data: whose register and which service (from the address), its filters
 * and the request open (in the address too), the page asked, whose it is, and the period shown.
 */
export function useRegisterPage() {
  const { i18n } = useTranslation('usage');
  const lang = i18n.language;
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const { query, update } = useTableQuery(REGISTER_SORTABLE, {
    sortBy: 'requestedAt',
    descending: true,
  });
  const { startDate, endDate, status, setStatus, requestId, setRange, openRequest, closeRequest } =
    useRegisterParams();
  const problem = dateRangeErrors({ startDate, endDate });
  const filter = query.search.trim();
  const register = useRegister(
    userId,
    serviceId,
    {
      page: query.page,
      rowsPerPage: query.rowsPerPage,
      sortBy: query.sortBy,
      descending: query.descending,
      startDate,
      endDate,
      filterInput: filter || undefined,
      status,
    },
    !problem,
  );
  const context = register.data?.context;
  const { subject, partnerId, members } = useReportSubject(context);
  // A partner's register mixes its users' requests: name them.
  const logins = new Map<number, string>(members.map((member) => [member.id, member.login]));
  if (subject) logins.set(subject.id, subject.login);
  const showsUser = subject?.group === 'Partner';
  const userLabel = showsUser ? (id: number) => logins.get(id) : undefined;
  useMirrorToState({
    userId: userId ?? null,
    serviceId: serviceId ?? null,
    filterText: query.search,
    startDate,
    endDate,
    requestId: requestId ?? null,
  });

  const service = context?.service;
  const month =
    isIsoDay(startDate) && monthOf(startDate).year >= MIN_YEAR
      ? monthOf(startDate)
      : currentMonth();
  useReportCrumbs(userId, subject, month, service);

  const period =
    isIsoDay(startDate) && isIsoDay(endDate)
      ? startDate === endDate
        ? formatDay(startDate, lang)
        : `${formatDay(startDate, lang)} – ${formatDay(endDate, lang)}`
      : '';

  return {
    userId,
    serviceId,
    query,
    update,
    startDate,
    endDate,
    status,
    setStatus,
    requestId,
    setRange,
    openRequest,
    closeRequest,
    problem,
    filter,
    register,
    subject,
    partnerId,
    members,
    userLabel,
    service,
    month,
    period,
  };
}
