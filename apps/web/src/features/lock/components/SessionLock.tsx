import { lazy, Suspense, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import type { CurrentUser } from '@cabinet/contract';
import { authStore, logOut, replaceToken, useAuth } from '../../../lib/session';
// Not through the index: the watcher loads with the signed-in layout, not on the login route.
import { useIdleSession } from '../../../lib/session/use-idle-session';
import { IdleWarning } from './IdleWarning';

/**
 * The lock's sign-in form loads when the screen locks: the home's first figures do not wait for
 * its form code (issue 43). The dialog covers the page at once all the same.
 */
const LockScreen = lazy(async () => ({ default: (await import('./LockScreen')).LockScreen }));

/**
 * Mounted over the signed-in layout: keeps the session alive while the user is active, warns a
 * minute before the lock (less for a short server limit), and when the session is about to die of inactivity, the lock screen
 * covers the page (which stays mounted, so its
 * address and form state survive) until the user signs in again.
 */
export function SessionLock() {
  const user = useAuth((s) => s.user);
  return user ? <WatchedSession user={user} /> : null;
}

/** The watch uses the idle limit the server told with the user (its TOKEN_IDLE_MINUTES). */
function WatchedSession({ user }: { user: CurrentUser }) {
  const [locked, setLocked] = useState(false);
  const idle = useIdleSession({
    onIdle: () => setLocked(true),
    idleMinutes: user.sessionIdleMinutes,
  });

  return (
    <>
      {!locked && (
        <IdleWarning
          remaining={idle.remaining}
          warnBeforeLock={idle.warnBeforeLock}
          onStay={idle.stay}
          onLeave={() => void logOut()}
        />
      )}
      <Dialog
        open={locked}
        fullScreen
        aria-labelledby="lock-title"
        data-testid="session-lock"
        slotProps={{ paper: { sx: { justifyContent: 'center' } } }}
      >
        {locked && (
          <Suspense fallback={null}>
            <LockScreen
              user={user}
              variant="page"
              onUnlocked={(answer) => {
                replaceToken(answer.token);
                authStore.setState({ user: answer.data });
                idle.resume();
                setLocked(false);
              }}
              onOtherUser={() => {
                setLocked(false);
                void logOut();
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
