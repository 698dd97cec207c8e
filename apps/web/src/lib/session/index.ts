// The idle watcher (use-idle-session) is imported from its own file: the login route needs none.
export { authStore, hasPermission, initialAuthState } from './auth-store';
export type { AuthState } from './auth-store';
export { useAuth, usePermission } from './hooks';
export {
  clearSession,
  ensureSession,
  logOut,
  loginAddress,
  replaceToken,
  safeReturnPath,
  sessionExpired,
  startSession,
  userRefreshed,
  LOGIN_PATH,
  MAIN_PATH,
} from './session';
export { onSessionEnd } from './session-end';
export { sessionApi } from './session-api';
