import type { CurrentUser } from '@cabinet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authStore,
  ensureSession,
  initialAuthState,
  logOut,
  loginAddress,
  safeReturnPath,
  sessionExpired,
  startSession,
} from '../../../src/lib/session';
import { usageStore, initialUsageState } from '../../../src/features/usage/usage-store';
import { readToken, writeToken } from '../../../src/lib/cookies';
import { HttpError, resetHttp } from '../../../src/lib/http';
import { setNavigator } from '../../../src/lib/navigation';
import { dismissAll, notifyStore } from '../../../src/lib/notify';
import { queryClient } from '../../../src/lib/query-client';

const user: CurrentUser = {
  id: 3,
  login: 'partner',
  email: 'partner@kazdata.kz',
  name: 'КазДата',
  surname: '',
  description: '',
  groups: ['Partner'],
  roles: [{ id: 2, key: 'Partner', name: 'Партнёр' }],
  permissions: ['partners.view', 'reports.view'],
  parentId: 1,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('auth state transitions', () => {
  const navigate = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    authStore.setState(initialAuthState(), true);
    setNavigator(navigate);
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/user') return json(200, { success: true, data: user });
      if (url === '/api/logout')
        return json(200, { success: true, message: 'Вы вышли из системы' });
      return json(404, { success: false, message: 'Not found', errors: {} });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    resetHttp();
    dismissAll();
  });

  it('starts not authenticated, with the current month and year', () => {
    const now = new Date(2025, 2, 15);
    expect(initialAuthState(now)).toEqual({
      authenticated: false,
      user: null,
      token: null,
      groups: [],
      roles: [],
      parentId: null,
      currentMonth: 3,
      currentYear: 2025,
    });
  });

  it('a successful user fetch authenticates with user, token, groups, roles and parentId', async () => {
    writeToken('5|abc');
    await expect(ensureSession()).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({
      authenticated: true,
      user,
      token: '5|abc',
      groups: ['Partner'],
      roles: user.roles,
      parentId: 1,
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer 5|abc');
  });

  it('an authenticated session with the same token is not fetched again', async () => {
    writeToken('5|abc');
    await ensureSession();
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a missing token clears the session without asking the server', async () => {
    authStore.setState({ authenticated: true, user, token: '5|abc' });
    await expect(ensureSession()).resolves.toBe(false);
    expect(authStore.getState().authenticated).toBe(false);
    expect(authStore.getState().user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed user fetch clears the state and removes the token cookie', async () => {
    writeToken('5|expired');
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, message: 'Не авторизован.', errors: {} }),
    );
    await expect(ensureSession()).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({ authenticated: false, user: null, token: null });
    expect(readToken()).toBeUndefined();
  });

  it('a user answer of another shape than the contract is not taken for a session', async () => {
    writeToken('5|current');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...user, id: 'three' } }));
    await expect(ensureSession()).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({ authenticated: false, user: null });
  });

  it('logout refuses a malformed answer but signs out locally all the same', async () => {
    writeToken('5|current');
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/logout'
        ? json(200, { success: true, message: 404 })
        : json(200, { success: true, data: user }),
    );
    await ensureSession();
    await logOut();
    expect(readToken()).toBeUndefined();
    // The client's own words, not the malformed answer's.
    expect(notifyStore.getState().items.at(-1)?.message).toBe('Вы вышли из системы');
  });

  it('login keeps the token and goes to the main route', async () => {
    await startSession('9|new', user);
    expect(readToken()).toBe('9|new');
    expect(authStore.getState()).toMatchObject({ authenticated: true, token: '9|new' });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('login comes back to the address first asked for, never to another site', async () => {
    await startSession('9|new', user, '/admin/roles?x=1');
    expect(navigate).toHaveBeenLastCalledWith('/admin/roles?x=1', { replace: true });
    await startSession('9|new', user, '//evil.example/');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    expect(safeReturnPath('https://evil.example')).toBe('/');
  });

  it('login without the user in the answer fetches it', async () => {
    await startSession('9|new');
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything());
    expect(authStore.getState().user).toEqual(user);
  });

  it('logout revokes the token, clears state, token and reports state, and goes to login', async () => {
    writeToken('5|abc');
    await ensureSession();
    usageStore.setState({ userId: 3, serviceId: 7, filterText: '7701', requestId: 'r-1' });
    queryClient.setQueryData(['private'], { secret: true });

    await logOut();

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.anything());
    expect(authStore.getState()).toMatchObject({ authenticated: false, user: null, token: null });
    expect(readToken()).toBeUndefined();
    expect(usageStore.getState()).toEqual(initialUsageState());
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(notifyStore.getState().items[0]?.message).toBe('Вы вышли из системы');
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    writeToken('5|abc');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await logOut();
    expect(readToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a 401 from any call ends the session and goes to login, remembering the address', () => {
    window.history.replaceState(null, '', '/admin/roles');
    writeToken('5|abc');
    authStore.setState({ authenticated: true, user, token: '5|abc' });
    usageStore.setState({ userId: 3, serviceId: 7 });
    sessionExpired(new HttpError(401, 'Не авторизован.'));
    expect(authStore.getState().authenticated).toBe(false);
    expect(readToken()).toBeUndefined();
    // the next person to sign in here must not inherit this user's report choices
    expect(usageStore.getState()).toEqual(initialUsageState());
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Froles', { replace: true });
    expect(notifyStore.getState().items[0]).toMatchObject({ type: 'warning' });
  });

  it('of several 401s at once, only the first tells the user', () => {
    window.history.replaceState(null, '', '/admin/rules');
    authStore.setState({ authenticated: true, user, token: '5|abc' });
    sessionExpired(new HttpError(401, 'Не авторизован.'));
    window.history.replaceState(null, '', '/admin/roles');
    sessionExpired(new HttpError(401, 'Не авторизован.'));
    expect(notifyStore.getState().items).toHaveLength(1);
    expect(notifyStore.getState().items[0]?.count).toBe(1);
  });

  it('a 419 shows the server message', () => {
    window.history.replaceState(null, '', '/profile');
    sessionExpired(new HttpError(419, 'CSRF-токен не совпадает.'));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile', { replace: true });
    expect(notifyStore.getState().items[0]?.message).toBe('CSRF-токен не совпадает.');
  });

  it('the login address keeps the way back, except to login or main', () => {
    expect(loginAddress('/admin/roles')).toBe('/login?redirect=%2Fadmin%2Froles');
    expect(loginAddress('/')).toBe('/login');
    expect(loginAddress('/login?redirect=x')).toBe('/login');
    expect(loginAddress()).toBe('/login');
  });
});
