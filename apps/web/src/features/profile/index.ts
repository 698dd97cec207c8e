import { withNamespaces } from '../../lib/i18n';

export const profilePages = {
  profile: withNamespaces('profile', () => import('./pages/ProfilePage')),
  profileDetails: withNamespaces('profile', () => import('./pages/ProfileDetailsPage')),
  changePassword: withNamespaces('profile', () => import('./pages/ChangePasswordPage')),
  editOwnEmail: withNamespaces('profile', () => import('./pages/EditUserEmailPage')),
  confirmEmail: withNamespaces('profile', () => import('./pages/ConfirmEmailPage')),
};
