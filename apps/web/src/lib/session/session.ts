import type { CurrentUser } from '@cabinet/contract';
import { readToken, removeToken, writeToken } from '../cookies';
import type { HttpError } from '../http';
import { i18n } from '../i18n';
import { withLoading } from '../loading';
import { currentAddress, navigate } from '../navigation';
import { notify } from '../notify/notify-store';
import { sessionEnded } from './session-end';
import { sessionApi } from './session-api';
import { authStore, stateCleared, tokenReplaced, userLoaded } from './auth-store';

export const LOGIN_PATH = '/login';
export const MAIN_PATH = '/';

/** `/login?redirect=…` so that login can bring the user back to where they were going. */
export function loginAddress(returnTo?: string): string {
  const keep = returnTo && !returnTo.startsWith(LOGIN_PATH) && returnTo !== MAIN_PATH;
  return keep ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/** Only same-site paths are followed after login. */
export function safeReturnPath(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : MAIN_PATH;
}

/** Clears the state and the token cookie (spec: a missing or invalid token clears the session). */
export function clearSession(): void {
  stateCleared();
  removeToken();
  sessionEnded();
}

/**
 * The guard's check: the token cookie must exist and GET /api/user must succeed. A failed fetch
 * clears the state and removes the cookie; the caller sends the user to login.
 */
export async function ensureSession(): Promise<boolean> {
  const token = readToken();
  if (!token) {
    if (authStore.getState().authenticated) clearSession();
    return false;
  }
  const state = authStore.getState();
  if (state.authenticated && state.token === token) return true;
  try {
    userLoaded(await sessionApi.currentUser(), token);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/** After login or registration: keep the token, become authenticated, go on (main by default). */
export async function startSession(
  token: string,
  user?: CurrentUser,
  returnTo: string = MAIN_PATH,
): Promise<void> {
  writeToken(token);
  userLoaded(user ?? (await sessionApi.currentUser()), token);
  navigate(safeReturnPath(returnTo), { replace: true });
}

/** A password change revokes the old tokens; the answer carries the new one. */
export function replaceToken(token: string): void {
  writeToken(token);
  tokenReplaced(token);
}

/** Logout: revoke the token, clear the state and the token (caches follow), go to login. */
export async function logOut(): Promise<void> {
  let message: string = i18n.t('auth.loggedOut');
  try {
    if (readToken()) message = (await withLoading(sessionApi.logOut, 300)).message;
  } catch {
    // the token is dropped here anyway; an unreachable server must not keep the user signed in
  }
  clearSession(); // the reports state and the query cache empty themselves on session end
  navigate(LOGIN_PATH, { replace: true });
  notify({ type: 'info', message });
}

/** 401/419 from any call: the session is over; to login with the reason, then back here. */
export function sessionExpired(error: HttpError): void {
  const returnTo = currentAddress();
  const wasSignedIn = authStore.getState().authenticated || Boolean(readToken());
  clearSession();
  if (window.location.pathname === LOGIN_PATH) return;
  navigate(loginAddress(returnTo), { replace: true });
  // Several calls may fail together: only the first, which still had a session, tells the user.
  if (error.status === 419) notify({ type: 'warning', message: error.message, position: 'top' });
  else if (wasSignedIn)
    notify({ type: 'warning', message: i18n.t('errors.sessionExpired'), position: 'top' });
}

/** The signed-in user changed (profile edit): fetch it again to show the new data. */
export async function userRefreshed(): Promise<void> {
  const token = readToken();
  if (!token) return;
  userLoaded(await sessionApi.currentUser(), token);
}
