import { createStore } from 'zustand/vanilla';
import { onSessionEnd } from '../../lib/session';

/** Spec section 3: what the report screens remember between visits. */
export interface ReportsState {
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

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function initialReportsState(now = new Date()): ReportsState {
  return {
    userId: null,
    serviceId: null,
    filterText: '',
    startDate: isoDate(new Date(now.getFullYear(), now.getMonth(), 1)),
    endDate: isoDate(now),
    month: now.getMonth() + 1,
    year: now.getFullYear(),
    requestId: null,
  };
}

export const reportsStore = createStore<ReportsState>(() => initialReportsState());

export function clearReportsState(): void {
  reportsStore.setState(initialReportsState(), true);
}

// Spec section 3: logout clears the reports state; any other end of a session does too.
onSessionEnd(clearReportsState);
