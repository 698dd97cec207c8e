import { readToken } from '../cookies';
import { sessionApi } from './session-api';
import { authStore } from './auth-store';

/** The server slides a token's idle expiry on each call; a quiet but active user needs a touch. */
const TOUCH_AFTER_MS = 4 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps the session alive while the user is active: at most every four minutes of activity the
 * user is fetched again, which renews both the server's idle expiry and the token cookie.
 */
export function keepSessionAliveWhileActive(target: Window = window): () => void {
  let lastTouch = Date.now();
  const onActivity = () => {
    if (Date.now() - lastTouch < TOUCH_AFTER_MS) return;
    if (!readToken() || !authStore.getState().authenticated) return;
    lastTouch = Date.now();
    sessionApi.currentUser().catch(() => undefined); // a dead token is found by the next real call
  };
  for (const event of ACTIVITY_EVENTS)
    target.addEventListener(event, onActivity, { passive: true });
  return () => {
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onActivity);
  };
}
