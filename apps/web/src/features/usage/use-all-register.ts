import type { RegisterOutcome } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { currentMonth, firstDayOf, todayIso } from '../../lib/dates';
import { dateRangeErrors } from '../../lib/forms/date-range';
import { isHttpError } from '../../lib/http';
import { outcomeParam } from '../../lib/register/OutcomeToggle';
import { toApiQuery, useTableQuery } from '../../lib/table';
import { dayParam, useUrlState } from '../../lib/url-state';
import { useRegisterAll, useServiceChoices } from './queries';

export const ALL_REGISTER_SORTABLE = ['requestedAt', 'durationMs', 'amount'] as const;
export type AllRegisterSortKey = (typeof ALL_REGISTER_SORTABLE)[number];
export type AllRegisterField = 'startDate' | 'endDate';

/**
 * The all-users register's data: its filters as the address keeps them (the period, the service,
 * the outcome, the search), the page asked with them, and what is wrong with the period.
 */
export function useAllRegister() {
  const { t } = useTranslation('usage');
  const table = useTableQuery(ALL_REGISTER_SORTABLE, { sortBy: 'requestedAt', descending: true });
  const { query } = table;
  const [params, change] = useUrlState();
  const today = todayIso();
  const startDate = dayParam(params.get('startDate')) ?? firstDayOf(currentMonth(today));
  const endDate = dayParam(params.get('endDate')) ?? today;
  const rangeErrors = dateRangeErrors({ startDate, endDate });
  const serviceId = params.get('serviceId') ?? '';
  const status = outcomeParam(params.get('status'));
  const setParam = (key: string, value: string) =>
    change({ [key]: value || null, page: null }, { replace: true });
  const setStatus = (next: RegisterOutcome | undefined) =>
    change({ status: next ?? null, page: null });

  const apiQuery = {
    ...toApiQuery(query),
    search: undefined,
    filterInput: query.search.trim() || undefined,
    startDate,
    endDate,
    serviceId: serviceId || undefined,
    status,
  };
  const register = useRegisterAll(apiQuery, !rangeErrors);
  const services = useServiceChoices();
  const invalid =
    isHttpError(register.error) && register.error.status === 422 ? register.error : undefined;
  // The contract's range rule is checked here first; the server's answer covers the rest.
  const fieldError = (field: AllRegisterField): string | undefined => {
    const key = rangeErrors?.[field];
    return key ? t(key) : invalid?.fieldErrors[field]?.[0];
  };
  const rangeKey = rangeErrors && (rangeErrors.startDate ?? rangeErrors.endDate);
  return {
    ...table,
    register,
    services: services.data ?? [],
    filters: { startDate, endDate, serviceId, status },
    setParam,
    setStatus,
    fieldError,
    problem: rangeKey ? t(rangeKey) : invalid?.message,
  };
}
