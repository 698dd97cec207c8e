import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { monthFromParams, type MonthRef } from './period';
import { reportsStore, type ReportsState } from './reports-store';

/** The reports state of spec section 3, read in a component. */
export const useReportsState = <T>(select: (state: ReportsState) => T): T =>
  useStore(reportsStore, select);

/** Keeps the reports state in step with what a screen shows. */
export function useMirrorToState(changes: Partial<ReportsState>): void {
  const key = JSON.stringify(changes);
  useEffect(() => {
    reportsStore.setState(JSON.parse(key) as Partial<ReportsState>);
  }, [key]);
}

/**
 * The month a report shows: `?month=&year=` in the address, else the month of the reports state
 * (the current one by default), which is then written into the address so that reload and a shared
 * link show the same month. Choosing another month is a history entry and goes back to page 1.
 */
export function useReportMonth(): [MonthRef, (next: MonthRef) => void] {
  const [params, setParams] = useSearchParams();
  const rememberedMonth = useReportsState((s) => s.month);
  const rememberedYear = useReportsState((s) => s.year);
  const fromAddress = monthFromParams(params);
  const month = fromAddress ?? { year: rememberedYear, month: rememberedMonth };
  const missing = fromAddress === undefined;

  useEffect(() => {
    if (!missing) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('month', String(rememberedMonth));
        next.set('year', String(rememberedYear));
        return next;
      },
      { replace: true },
    );
  }, [missing, rememberedMonth, rememberedYear, setParams]);

  useMirrorToState({ month: month.month, year: month.year });

  const setMonth = useCallback(
    (ref: MonthRef) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('month', String(ref.month));
        next.set('year', String(ref.year));
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [month, setMonth];
}

/**
 * The register's period and open request in the address: `?startDate=&endDate=&request=`. An
 * address without dates takes those of the reports state (the first of the month to today by
 * default) and writes them in. Editing a date replaces the history entry; opening a request adds
 * one, so that Back closes it.
 */
export function useRegisterParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rememberedStart = useReportsState((s) => s.startDate);
  const rememberedEnd = useReportsState((s) => s.endDate);
  const rawStart = params.get('startDate');
  const rawEnd = params.get('endDate');
  const startDate = rawStart ?? rememberedStart;
  const endDate = rawEnd ?? rememberedEnd;
  const requestId = params.get('request')?.slice(0, 100) || undefined;
  const missing = rawStart === null || rawEnd === null;

  useEffect(() => {
    if (!missing) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!next.has('startDate')) next.set('startDate', rememberedStart);
        if (!next.has('endDate')) next.set('endDate', rememberedEnd);
        return next;
      },
      { replace: true },
    );
  }, [missing, rememberedStart, rememberedEnd, setParams]);

  const setRange = useCallback(
    (range: { startDate?: string; endDate?: string }, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (range.startDate !== undefined) next.set('startDate', range.startDate);
          if (range.endDate !== undefined) next.set('endDate', range.endDate);
          next.delete('page');
          return next;
        },
        { replace: options.replace ?? true },
      ),
    [setParams],
  );

  const openRequest = useCallback(
    (id: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('request', id);
          return next;
        },
        { state: { requestOpened: true } },
      ),
    [setParams],
  );

  const openedHere = (location.state as { requestOpened?: boolean } | null)?.requestOpened === true;
  const closeRequest = useCallback(() => {
    // Opened from the table: Back is the same as closing. Opened by a link or reload: drop it.
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('request');
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setParams]);

  return { startDate, endDate, requestId, setRange, openRequest, closeRequest };
}
