export interface IdleLockOptions {
  /** How long the server keeps an unused token (its idle expiry). */
  idleMs: number;
  /** How long before that expiry the screen locks. */
  lockBeforeMs: number;
  /** The user has done nothing since the last renewal: lock the screen. */
  onLock: () => void;
  /** The user was active but no call renewed the token: renew it instead of locking. */
  onQuietActivity: () => void;
}

export interface IdleLock {
  /** A successful call slid the token's idle expiry. */
  renewed(): void;
  /** Pointer, key, wheel or touch. */
  activity(): void;
  /** The user signed in again on the lock screen. */
  unlocked(): void;
  readonly locked: boolean;
  stop(): void;
}

/**
 * The lock rule. The token dies `idleMs` after the last call that used it; `lockBeforeMs`
 * earlier, the screen locks if the user has done nothing since that call. An active user whose
 * activity made no call gets a renewal instead. While locked, nothing but `unlocked` ends the lock.
 */
export function createIdleLock(options: IdleLockOptions): IdleLock {
  const waitMs = Math.max(0, options.idleMs - options.lockBeforeMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let locked = false;
  let activeSinceRenewal = false;

  const schedule = () => {
    clearTimeout(timer);
    activeSinceRenewal = false;
    timer = setTimeout(fire, waitMs);
  };
  function fire() {
    if (activeSinceRenewal) {
      // Counted from now; a successful renewal restarts the count through `renewed`.
      schedule();
      options.onQuietActivity();
      return;
    }
    locked = true;
    options.onLock();
  }
  schedule();

  return {
    renewed() {
      if (!locked) schedule();
    },
    activity() {
      if (!locked) activeSinceRenewal = true;
    },
    unlocked() {
      locked = false;
      schedule();
    },
    get locked() {
      return locked;
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
