import { withNamespaces } from '../../lib/i18n';

export const authPages = {
  login: withNamespaces('auth', () => import('./pages/LoginPage')),
  register: withNamespaces('auth', () => import('./pages/RegisterPage')),
  passwordRecovery: withNamespaces('auth', () => import('./pages/PasswordRecoveryPage')),
};
