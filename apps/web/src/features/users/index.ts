export const usersPages = {
  profile: () => import('./pages/ProfilePage'),
  profileDetails: () => import('./pages/ProfileDetailsPage'),
  changePassword: () => import('./pages/ChangePasswordPage'),
  editOwnEmail: () => import('./pages/EditUserEmailPage'),
};
