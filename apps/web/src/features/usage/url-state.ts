import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RegisterOutcome } from '@cabinet/contract';
import { outcomeParam } from '../../lib/register/OutcomeToggle';
import { useStore } from 'zustand';
import type { MonthRef } from '../../lib/dates';
import { monthParams, useUrlState } from '../../lib/url-state';
import { usageStore, type UsageState } from './usage-store';

/** The reports state of spec section 3, read in a component. */
export const useUsageState = <T>(select: (state: UsageState) => T): T =>
  useStore(usageStore, select);

/** Keeps the reports state in step with what a screen shows. */
export function useMirrorToState(changes: Partial<UsageState>): void {
  const key = JSON.stringify(changes);
  useEffect(() => {
    usageStore.setState(JSON.parse(key) as Partial<UsageState>);
  }, [key]);
}

/**
 * The month a report shows: `?month=&year=` in the address, else the month of the reports state
 * (the current one by default), which is then written into the address so that reload and a shared
 * link show the same month. Choosing another month is a history entry and goes back to page 1.
 */
export function useReportMonth(): [MonthRef, (next: MonthRef) => void] {
  const [params, change] = useUrlState();
  const rememberedMonth = useUsageState((s) => s.month);
  const rememberedYear = useUsageState((s) => s.year);
  const fromAddress = monthParams(params);
  const month = fromAddress ?? { year: rememberedYear, month: rememberedMonth };
  const missing = fromAddress === undefined;

  useEffect(() => {
    if (missing)
      change({ month: String(rememberedMonth), year: String(rememberedYear) }, { replace: true });
  }, [missing, rememberedMonth, rememberedYear, change]);

  useMirrorToState({ month: month.month, year: month.year });

  const setMonth = useCallback(
    (ref: MonthRef) => change({ month: String(ref.month), year: String(ref.year), page: null }),
    [change],
  );
  return [month, setMonth];
}

/**
 * The register's period, outcome and open request in the address:
 * `?startDate=&endDate=&status=&request=`. An
 * address without dates takes those of the reports state (the first of the month to today by
 * default) and writes them in. Editing a date replaces the history entry; opening a request adds
 * one, so that Back closes it.
 */
export function useRegisterParams() {
  const [params, change] = useUrlState();
  const location = useLocation();
  const navigate = useNavigate();
  const rememberedStart = useUsageState((s) => s.startDate);
  const rememberedEnd = useUsageState((s) => s.endDate);
  const rawStart = params.get('startDate');
  const rawEnd = params.get('endDate');
  const startDate = rawStart ?? rememberedStart;
  const endDate = rawEnd ?? rememberedEnd;
  const requestId = params.get('request')?.slice(0, 100) || undefined;
  const missing = rawStart === null || rawEnd === null;

  useEffect(() => {
    if (missing)
      change(
        (current) => ({
          startDate: current.get('startDate') ?? rememberedStart,
          endDate: current.get('endDate') ?? rememberedEnd,
        }),
        { replace: true },
      );
  }, [missing, rememberedStart, rememberedEnd, change]);

  const setRange = useCallback(
    (range: { startDate?: string; endDate?: string }, options: { replace?: boolean } = {}) =>
      change({ ...range, page: null }, { replace: options.replace ?? true }),
    [change],
  );

  const openRequest = useCallback(
    (id: string) => change({ request: id }, { state: { requestOpened: true } }),
    [change],
  );

  const openedHere = (location.state as { requestOpened?: boolean } | null)?.requestOpened === true;
  const closeRequest = useCallback(() => {
    // Opened from the table: Back is the same as closing. Opened by a link or reload: drop it.
    if (openedHere) {
      void navigate(-1);
      return;
    }
    change({ request: null }, { replace: true });
  }, [openedHere, navigate, change]);

  const status = outcomeParam(params.get('status'));
  const setStatus = useCallback(
    (next: RegisterOutcome | undefined) => change({ status: next ?? null, page: null }),
    [change],
  );

  return { startDate, endDate, status, setStatus, requestId, setRange, openRequest, closeRequest };
}
