/** The numbers a report shows, with the keys of their column labels (`columns.*`). */
export interface UsageCounts {
  requests: number;
  successful: number;
  failed: number;
  paid: number;
  covered: number;
  notBillable: number;
  amountMinor: number;
}

/** A service's month as its statement bills it: before VAT, VAT, and with VAT (`amountMinor`). */
export interface BilledCounts extends UsageCounts {
  netMinor: number;
  vatMinor: number;
}

export type Breakpoint = 'sm' | 'md' | 'lg';

export interface NumberColumn<K extends string> {
  key: K;
  /** Label key under `columns.`. */
  label: string;
  money?: boolean;
  hideBelow?: Breakpoint;
}

/**
 * The reports list: counts split as the statement splits them (paid, by the package, not billed)
 * and the statement's money.
 */
export const LIST_COLUMNS: NumberColumn<keyof BilledCounts>[] = [
  { key: 'requests', label: 'requests' },
  { key: 'paid', label: 'paid', hideBelow: 'sm' },
  { key: 'covered', label: 'covered', hideBelow: 'md' },
  { key: 'notBillable', label: 'notBillable', hideBelow: 'md' },
  // wide screens only: the cards above show them on any screen
  { key: 'netMinor', label: 'net', money: true, hideBelow: 'lg' },
  { key: 'vatMinor', label: 'vat', money: true, hideBelow: 'lg' },
  { key: 'amountMinor', label: 'withVat', money: true },
];

/** A service's days: outcomes, the same split, and the prices as the tariff charged them. */
export const DAILY_COLUMNS: NumberColumn<keyof UsageCounts>[] = [
  { key: 'requests', label: 'requests' },
  { key: 'successful', label: 'successful', hideBelow: 'lg' },
  { key: 'failed', label: 'failed', hideBelow: 'sm' },
  { key: 'paid', label: 'paid', hideBelow: 'sm' },
  { key: 'covered', label: 'covered', hideBelow: 'md' },
  { key: 'notBillable', label: 'notBillable', hideBelow: 'md' },
  { key: 'amountMinor', label: 'charged', money: true },
];
