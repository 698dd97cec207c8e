export const authPages = {
  login: () => import('./pages/LoginPage'),
  register: () => import('./pages/RegisterPage'),
  passwordRecovery: () => import('./pages/PasswordRecoveryPage'),
};
