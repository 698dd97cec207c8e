import { useEffect, useRef } from 'react';
import { useIdleTimer, type EventsType } from 'react-idle-timer';
import { onTokenRenewed } from '../http';
import { userRefreshed } from './session';

/**
 * `onIdle` fires this long before the idle token would expire: the server writes a token's last
 * use when it is a minute old, so a token may die a minute sooner than its last call suggests.
 */
export const LOCK_BEFORE_MS = 60_000;
/** Activity touches the session at most this often (a touch fetches the user again). */
const TOUCH_AFTER_MS = 4 * 60_000;
/** The warning comes at most this long before the screen locks. */
const WARN_BEFORE_LOCK_MS = 60_000;
const ACTIVITY_EVENTS: EventsType[] = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

/** The watcher's times for a server idle limit; short limits (2 minutes) shrink the margins. */
export function idleTimings(idleMinutes: number) {
  const lifetime = idleMinutes * 60_000;
  const lockAfter = Math.max(lifetime - LOCK_BEFORE_MS, lifetime / 2);
  return {
    /** From the last renewal to `onIdle`. */
    lockAfter,
    touchAfter: Math.min(TOUCH_AFTER_MS, lockAfter / 2),
    warnBeforeLock: Math.min(WARN_BEFORE_LOCK_MS, lockAfter / 2),
  };
}

/**
 * The one idle watcher. The server lets a token die `idleMinutes` (its TOKEN_IDLE_MINUTES, told in
 * the user's answer) after the last call that used it, so:
 * - activity touches the session once no call renewed it for `touchAfter`;
 * - activity after the last renewal that no touch followed (the user went quiet soon after one)
 *   gets its touch `touchAfter` before `onIdle` could fire, while the token still lives;
 * - with no activity since the last renewal, `onIdle` fires `LOCK_BEFORE_MS` before the token
 *   dies, and the watch stops (calls do not restart it) until `resume()`.
 */
export function useIdleSession({
  onIdle,
  idleMinutes,
}: {
  onIdle: () => void;
  idleMinutes: number;
}): {
  resume: () => void;
  /** Keeps the session: a real call that slides the token (the watch starts again from it). */
  stay: () => void;
  /** Milliseconds until `onIdle`, as of now. */
  remaining: () => number;
  /** The idle warning shows when `remaining()` is this or less. */
  warnBeforeLock: number;
} {
  const { lockAfter, touchAfter, warnBeforeLock } = idleTimings(idleMinutes);
  const lastRenewal = useRef(Date.now());
  const activeSinceRenewal = useRef(false);
  const touch = () => {
    lastRenewal.current = Date.now();
    userRefreshed().catch(() => undefined); // a dead token is found by the next real call
  };

  const { isIdle, reset, getRemainingTime } = useIdleTimer({
    timeout: lockAfter,
    promptBeforeIdle: touchAfter,
    events: ACTIVITY_EVENTS,
    stopOnIdle: true,
    onAction: () => {
      activeSinceRenewal.current = true;
      if (Date.now() - lastRenewal.current >= touchAfter) touch();
    },
    onPrompt: () => {
      if (activeSinceRenewal.current) touch();
    },
    onIdle,
  });

  useEffect(
    () =>
      onTokenRenewed(() => {
        lastRenewal.current = Date.now();
        activeSinceRenewal.current = false;
        if (!isIdle()) reset();
      }),
    [isIdle, reset],
  );

  return { resume: reset, stay: touch, remaining: getRemainingTime, warnBeforeLock };
}
