import { vi } from 'vitest';
import type { CurrentUser } from '@cabinet/contract';
import { writeToken } from '../../src/lib/cookies';
import { resetHttp } from '../../src/lib/http';
import { authStore, initialAuthState } from '../../src/lib/session';

/** The provider's administrator the page tests sign in as; a test names the permissions. */
export const adminUser = (fields: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  login: 'admin',
  email: 'admin@example.kz',
  name: 'Админ',
  surname: '',
  description: '',
  groups: ['Admin'],
  roles: [],
  permissions: [],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
  ...fields,
});

/** Signs `user` in, as the session store holds it; `withCookie` writes the token cookie too. */
export function signIn(user: CurrentUser, { withCookie = false } = {}) {
  if (withCookie) writeToken('token');
  authStore.setState({
    authenticated: true,
    user,
    token: 'token',
    groups: user.groups,
    parentId: user.parentId,
  });
}

/** Undoes what a test set up: the fetch stub, the HTTP client's state and the session. */
export function signOut() {
  vi.unstubAllGlobals();
  resetHttp();
  authStore.setState(initialAuthState(), true);
}

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Stubs `fetch` with `answer`, given the called address (read against http://localhost) and its
 * options; the CSRF cookie's call is answered before, with 204.
 */
export function stubFetch(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
