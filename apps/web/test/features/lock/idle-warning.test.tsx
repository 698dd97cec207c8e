import { act, render, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@cabinet/contract';
import { SessionLock } from '../../../src/features/lock/components/SessionLock';
import { writeToken } from '../../../src/lib/cookies';
import { resetHttp } from '../../../src/lib/http';
import { authStore, initialAuthState } from '../../../src/lib/session';

const MINUTE = 60_000;
const user: CurrentUser = {
  id: 1,
  login: 'partner',
  email: 'partner@kazdata.kz',
  name: 'Партнёр',
  surname: '',
  description: '',
  groups: ['Partner'],
  roles: [],
  permissions: [],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('a minute before the idle lock', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const touches = () => fetchMock.mock.calls.filter(([url]) => url === '/api/user').length;
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  beforeEach(() => {
    vi.useFakeTimers();
    createMocks();
    authStore.setState({ ...initialAuthState(), user }, true);
    writeToken('7|secret');
    fetchMock = vi.fn(async () => json({ success: true, data: user }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('warns with the seconds left, and «Остаться в системе» keeps the session', async () => {
    render(<SessionLock />);
    await pass(7.5 * MINUTE);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    await pass(0.6 * MINUTE);
    const warning = screen.getByRole('dialog', { name: 'Сеанс скоро завершится' });
    expect(warning.textContent).toMatch(/Через \d+ с экран заблокируется/);
    const before = touches();
    act(() => screen.getByRole('button', { name: 'Остаться в системе' }).click());
    await pass(2000);
    expect(touches()).toBe(before + 1);
    await pass(2000);
    expect(screen.queryByRole('dialog', { name: 'Сеанс скоро завершится' })).toBeNull();
    // The lock does not come at the ninth minute: the session was kept.
    await pass(1.5 * MINUTE);
    expect(screen.queryByTestId('session-lock')).toBeNull();
  });
});
