import { createStore } from 'zustand/vanilla';
import { firstDayOf, monthOf, todayIso } from '../../lib/dates';
import { onSessionEnd } from '../../lib/session';

/** Spec section 3: what the usage screens (the reports) remember between visits. */
export interface UsageState {
  userId: number | null;
  serviceId: number | null;
  filterText: string;
  /** ISO dates (yyyy-mm-dd); by default the first of the current month to today. */
  startDate: string;
  endDate: string;
  month: number;
  year: number;
  requestId: string | null;
}

export function initialUsageState(now = new Date()): UsageState {
  const today = todayIso(now);
  const { year, month } = monthOf(today);
  return {
    userId: null,
    serviceId: null,
    filterText: '',
    startDate: firstDayOf({ year, month }),
    endDate: today,
    month,
    year,
    requestId: null,
  };
}

export const usageStore = createStore<UsageState>(() => initialUsageState());

export function clearUsageState(): void {
  usageStore.setState(initialUsageState(), true);
}

// Spec section 3: logout clears the usage screens' state; any other end of a session does too.
onSessionEnd(clearUsageState);
