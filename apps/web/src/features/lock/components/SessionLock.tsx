import { useEffect, useRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import { TOKEN_LIFETIME_MS } from '../../../lib/cookies';
import { onTokenRenewed } from '../../../lib/http';
import { authStore, logOut, replaceToken, userRefreshed, useAuth } from '../../../lib/session';
import { createIdleLock, type IdleLock } from '../idle-lock';
import { LockScreen } from './LockScreen';

/** The screen locks one minute before the idle token would expire. */
export const LOCK_BEFORE_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Mounted over the signed-in layout: when the session is about to die of inactivity, the lock
 * screen covers the page (which stays mounted, so its address and form state survive) until the
 * user signs in again.
 */
export function SessionLock() {
  const user = useAuth((s) => s.user);
  const [locked, setLocked] = useState(false);
  const lock = useRef<IdleLock>(undefined);

  useEffect(() => {
    const idle = createIdleLock({
      idleMs: TOKEN_LIFETIME_MS,
      lockBeforeMs: LOCK_BEFORE_MS,
      onLock: () => setLocked(true),
      onQuietActivity: () => void userRefreshed().catch(() => undefined),
    });
    lock.current = idle;
    const onActivity = () => idle.activity();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    const stopRenewals = onTokenRenewed(() => idle.renewed());
    return () => {
      idle.stop();
      stopRenewals();
      for (const event of ACTIVITY_EVENTS)
        window.removeEventListener(event, onActivity, { capture: true });
    };
  }, []);

  if (!user) return null;
  return (
    <Dialog
      open={locked}
      fullScreen
      aria-labelledby="lock-title"
      data-testid="session-lock"
      slotProps={{ paper: { sx: { justifyContent: 'center' } } }}
    >
      {locked && (
        <LockScreen
          user={user}
          variant="page"
          onUnlocked={(answer) => {
            replaceToken(answer.token);
            authStore.setState({ user: answer.data });
            lock.current?.unlocked();
            setLocked(false);
          }}
          onOtherUser={() => {
            setLocked(false);
            void logOut();
          }}
        />
      )}
    </Dialog>
  );
}
