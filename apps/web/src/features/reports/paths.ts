import type { MonthRef } from '../../lib/dates';

type Params = Record<string, string | number | undefined>;

const withQuery = (path: string, params: Params) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export interface RegisterLink {
  startDate?: string;
  endDate?: string;
  search?: string;
  request?: string;
}

export const reportsPaths = {
  /** reportsListPage: a user's services in a month. */
  list: (userId: number, month?: MonthRef) =>
    withQuery(`/admin/${userId}/reports`, { month: month?.month, year: month?.year }),
  /** reportsPage: one service by day of a month. */
  daily: (userId: number, serviceId: number, month?: MonthRef) =>
    withQuery(`/admin/${userId}/reports/${serviceId}/report`, {
      month: month?.month,
      year: month?.year,
    }),
  /** requestRegisterPage: one service's requests between two days. */
  register: (userId: number, serviceId: number, link: RegisterLink = {}) =>
    withQuery(`/admin/${userId}/reports/${serviceId}/register`, { ...link }),
};

/** A positive integer id from a route parameter, or undefined. */
export const parseId = (value: string | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};
