import { fireEvent, renderHook } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../src/lib/cookies';
import { http, resetHttp } from '../../src/lib/http';
import { authStore, initialAuthState } from '../../src/lib/session';
import { useIdleSession } from '../../src/lib/session/use-idle-session';
import { adminUser } from './signed-in';

const MINUTE = 60_000;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const user = adminUser({ email: 'admin@kazdata.kz', name: 'Admin' });

describe('the idle watcher: touches while active, locks one minute before the token dies', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const touches = () => fetchMock.mock.calls.filter(([url]) => url === '/api/user').length;
  /** Minutes pass; promises (the touch's answer) settle as they would. */
  const pass = (minutes: number) => vi.advanceTimersByTimeAsync(minutes * MINUTE);
  const act = () => fireEvent.keyDown(document);

  function watch() {
    const onIdle = vi.fn();
    const view = renderHook(() => useIdleSession({ onIdle, idleMinutes: 10 }));
    return { onIdle, ...view };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    createMocks(); // the watcher's timers are taken from the (now fake) globals
    authStore.setState(initialAuthState(), true);
    writeToken('7|secret');
    fetchMock = vi.fn(async (url: string) =>
      json(url === '/api/user' ? { success: true, data: user } : { success: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('locks after 9 of 10 minutes with no activity and no call, touching nothing', async () => {
    const { onIdle } = watch();
    await pass(9 - 1 / MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await pass(1 / MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(touches()).toBe(0);
  });

  it('each successful call (the server slides the expiry) starts the count again', async () => {
    const { onIdle } = watch();
    await pass(8);
    await http.get('/api/partners');
    await pass(8);
    await http.get('/api/partners');
    await pass(9 - 1 / MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await pass(1 / MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('a steadily active user is touched every 4 minutes and never locked', async () => {
    const { onIdle } = watch();
    for (let minute = 0.5; minute <= 12; minute += 0.5) {
      await pass(0.5);
      act();
    }
    await pass(0);
    expect(touches()).toBe(3); // at 4, 8 and 12 minutes
    await pass(9 - 1 / MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await pass(1 / MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('activity soon after a renewal and then quiet gets a touch before the token dies', async () => {
    const { onIdle } = watch();
    await pass(2);
    act();
    await pass(5 - 1 / MINUTE);
    expect(touches()).toBe(0);
    await pass(1 / MINUTE); // 7 minutes: three before the token would die
    expect(touches()).toBe(1);
    await pass(9 - 1 / MINUTE); // counted from the touch's answer
    expect(onIdle).not.toHaveBeenCalled();
    await pass(1 / MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(touches()).toBe(1);
  });

  it('while locked, calls and activity do not unlock; resume does', async () => {
    const { onIdle, result } = watch();
    await pass(9);
    expect(onIdle).toHaveBeenCalledOnce();
    await http.get('/api/partners');
    act();
    await pass(30);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(touches()).toBe(0);
    writeToken('8|fresh');
    result.current.resume();
    await pass(9);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('stops watching when unmounted (the signed-in layout is left)', async () => {
    const { onIdle, unmount } = watch();
    unmount();
    await pass(5);
    act();
    await pass(60);
    expect(onIdle).not.toHaveBeenCalled();
    expect(touches()).toBe(0);
  });
});
