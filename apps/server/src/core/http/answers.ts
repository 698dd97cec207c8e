import { pageMeta } from '@cabinet/contract';
import { notFound } from './errors.js';

/** The body of a successful answer: `{ success: true, data }`, with `message` when given. */
export function ok<T>(data: T): { success: true; data: T };
export function ok<T>(data: T, message: string): { success: true; data: T; message: string };
export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message };
}

/** The answer of a route that loads one thing: it, or 404 with `message` when there is none. */
export function okFound<T>(data: T | null | undefined, message?: string) {
  if (data === null || data === undefined) throw notFound(message);
  return ok(data);
}

/** One page of a list: its rows and the page's `meta` (the query's paging and the total). */
export const okPage = <T>(rows: T[], query: Parameters<typeof pageMeta>[0], total: number) => ({
  success: true as const,
  data: rows,
  meta: pageMeta(query, total),
});
