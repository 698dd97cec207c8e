import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleLock } from '../../src/features/lock/idle-lock';

const MINUTE = 60_000;

function setUp() {
  const onLock = vi.fn();
  const onQuietActivity = vi.fn();
  const lock = createIdleLock({
    idleMs: 10 * MINUTE,
    lockBeforeMs: MINUTE,
    onLock,
    onQuietActivity,
  });
  return { lock, onLock, onQuietActivity };
}

describe('the lock rule: one minute before the idle token expires', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks after 9 of 10 minutes with no activity and no call', () => {
    const { lock, onLock } = setUp();
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLock).toHaveBeenCalledOnce();
    expect(lock.locked).toBe(true);
  });

  it('each successful call (the server slides the expiry) starts the count again', () => {
    const { lock, onLock } = setUp();
    vi.advanceTimersByTime(8 * MINUTE);
    lock.renewed();
    vi.advanceTimersByTime(8 * MINUTE);
    lock.renewed();
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLock).toHaveBeenCalledOnce();
  });

  it('an active user whose activity made no call gets a renewal, not the lock', () => {
    const { lock, onLock, onQuietActivity } = setUp();
    vi.advanceTimersByTime(2 * MINUTE);
    lock.activity();
    vi.advanceTimersByTime(7 * MINUTE);
    expect(onQuietActivity).toHaveBeenCalledOnce();
    expect(onLock).not.toHaveBeenCalled();
    lock.renewed(); // the renewal's answer
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onLock).toHaveBeenCalledOnce();
  });

  it('while locked, calls and activity do not unlock; signing in again does', () => {
    const { lock, onLock } = setUp();
    vi.advanceTimersByTime(9 * MINUTE);
    expect(lock.locked).toBe(true);
    lock.renewed();
    lock.activity();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(lock.locked).toBe(true);
    expect(onLock).toHaveBeenCalledOnce();
    lock.unlocked();
    expect(lock.locked).toBe(false);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onLock).toHaveBeenCalledTimes(2);
  });

  it('stops counting when stopped (the signed-in layout is left)', () => {
    const { lock, onLock } = setUp();
    lock.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onLock).not.toHaveBeenCalled();
  });
});
