import { pageMeta } from '@cabinet/contract';

/** The body of a successful answer: `{ success: true, data }`, with `message` when given. */
export function ok<T>(data: T): { success: true; data: T };
export function ok<T>(data: T, message: string): { success: true; data: T; message: string };
export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message };
}

/** One page of a list: its rows and the page's `meta` (the query's paging and the total). */
export const okPage = <T>(rows: T[], query: Parameters<typeof pageMeta>[0], total: number) => ({
  success: true as const,
  data: rows,
  meta: pageMeta(query, total),
});
