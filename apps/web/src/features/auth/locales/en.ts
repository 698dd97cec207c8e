import type { AuthTexts } from './ru';

const auth: AuthTexts = {
  loginPage: {
    title: 'Sign in to the cabinet',
    subtitle: 'Partners, services, reports and documents in one place',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    register: 'Register',
  },
  registerPage: {
    title: 'Registration',
    subtitle: 'Create an account to see your reports and documents',
    submit: 'Register',
    haveAccount: 'Already have an account? Sign in',
  },
  recoveryPage: {
    title: 'Password recovery',
    subtitle: 'Enter the e-mail of your account and we will send a link to change the password',
    submit: 'Send the link',
    newPasswordTitle: 'New password',
    newPasswordSubtitle: 'Choose a new password for your account',
    savePassword: 'Save the password',
    requestAgain: 'Ask for a new link',
    backToLogin: 'Back to sign in',
  },
};

export default auth;
