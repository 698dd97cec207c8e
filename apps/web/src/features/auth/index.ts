import { lazyPages } from '../../lib/i18n';

export const authPages = lazyPages('auth', import.meta.glob('./pages/*.tsx'), [
  'LoginPage',
  'RegisterPage',
  'PasswordRecoveryPage',
]);
