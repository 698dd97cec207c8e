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
export { useIdleSession } from './use-idle-session';
export { onSessionEnd } from './session-end';
export { sessionApi } from './session-api';
