import type { Page } from 'playwright-core';

/**
 * A call of the API with the page's own session, as the cabinet's client makes it: the token
 * cookie as a bearer and the XSRF pair (renewed first for a call that changes something).
 */
export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const cookie = (name: string) =>
        decodeURIComponent(new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
      if (method !== 'GET') await fetch('/api/sanctum/csrf-cookie');
      const res = await fetch(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Accept: 'application/json',
          Authorization: `Bearer ${cookie('token')}`,
          'X-XSRF-TOKEN': cookie('XSRF-TOKEN'),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { method, path, body },
  );

/** The signed-in user's id, as `/api/user` answers it. */
export const idOf = async (page: Page) => {
  const answer = JSON.parse((await api(page, 'GET', '/api/user')).body) as {
    id?: number;
    data?: { id: number };
  };
  return answer.data?.id ?? answer.id!;
};
