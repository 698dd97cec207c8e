import { lazyPages } from '../../lib/i18n';

export const profilePages = lazyPages('profile', import.meta.glob('./pages/*.tsx'), [
  'ProfilePage',
  'ProfileDetailsPage',
  'ChangePasswordPage',
  'EditUserEmailPage',
  'ConfirmEmailPage',
]);
