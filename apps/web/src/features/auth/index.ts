export { authStore, hasPermission, initialAuthState } from './state/auth-store';
export type { AuthState } from './state/auth-store';
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
export { keepSessionAliveWhileActive } from './keep-alive';

export const authPages = {
  login: () => import('./pages/LoginPage'),
  register: () => import('./pages/RegisterPage'),
  passwordRecovery: () => import('./pages/PasswordRecoveryPage'),
};
