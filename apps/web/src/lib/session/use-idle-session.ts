import { useEffect, useRef } from 'react';
import { useIdleTimer, type EventsType } from 'react-idle-timer';
import { TOKEN_LIFETIME_MS } from '../cookies';
import { onTokenRenewed } from '../http';
import { userRefreshed } from './session';

/** `onIdle` fires this long before the idle token would expire. */
export const LOCK_BEFORE_MS = 60_000;
/** Activity touches the session at most this often (a touch fetches the user again). */
export const TOUCH_AFTER_MS = 4 * 60_000;
const ACTIVITY_EVENTS: EventsType[] = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

/**
 * The one idle watcher. The server lets a token die `TOKEN_LIFETIME_MS` after the last call that
 * used it, so:
 * - activity touches the session once no call renewed it for `TOUCH_AFTER_MS`;
 * - activity after the last renewal that no touch followed (the user went quiet soon after one)
 *   gets its touch `TOUCH_AFTER_MS` before `onIdle` could fire, while the token still lives;
 * - with no activity since the last renewal, `onIdle` fires `LOCK_BEFORE_MS` before the token
 *   dies, and the watch stops (calls do not restart it) until `resume()`.
 */
export function useIdleSession({ onIdle }: { onIdle: () => void }): {
  resume: () => void;
  /** Keeps the session: a real call that slides the token (the watch starts again from it). */
  stay: () => void;
  /** Milliseconds until `onIdle`, as of now. */
  remaining: () => number;
} {
  const lastRenewal = useRef(Date.now());
  const activeSinceRenewal = useRef(false);
  const touch = () => {
    lastRenewal.current = Date.now();
    userRefreshed().catch(() => undefined); // a dead token is found by the next real call
  };

  const { isIdle, reset, getRemainingTime } = useIdleTimer({
    timeout: TOKEN_LIFETIME_MS - LOCK_BEFORE_MS,
    promptBeforeIdle: TOUCH_AFTER_MS,
    events: ACTIVITY_EVENTS,
    stopOnIdle: true,
    onAction: () => {
      activeSinceRenewal.current = true;
      if (Date.now() - lastRenewal.current >= TOUCH_AFTER_MS) touch();
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

  return { resume: reset, stay: touch, remaining: getRemainingTime };
}
