import { useEffect, useState } from 'react';
import type { TokenResponse } from '@cabinet/contract';
import { useSearchParams } from 'react-router';
import { clearSession, ensureSession, LOGIN_PATH, startSession, useAuth } from '../../lib/session';
import { readToken } from '../../lib/cookies';
import { navigate } from '../../lib/navigation';

/**
 * The lock routes: the current session's user (when the token still works) signs in again, or
 * anybody signs in; then on to `?redirect=` or the main page.
 */
export function useLockPage() {
  const [params] = useSearchParams();
  const user = useAuth((s) => s.user);
  const [checked, setChecked] = useState(() => !readToken() || user !== null);
  useEffect(() => {
    if (checked) return;
    void ensureSession().finally(() => setChecked(true));
  }, [checked]);
  if (!checked) return undefined;
  return {
    user,
    onUnlocked: (answer: TokenResponse) =>
      startSession(answer.token, answer.data, params.get('redirect') ?? undefined),
    onOtherUser: () => {
      clearSession();
      navigate(LOGIN_PATH);
    },
  };
}
