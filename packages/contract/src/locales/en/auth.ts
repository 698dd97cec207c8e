import type { Messages } from '../ru.js';

export const auth: Messages['auth'] = {
  wrongCredentials: 'Wrong login or password',
  userBlocked: 'This account is blocked. Please contact the administrator.',
  tokenInvalid: 'Token is not valid',
  registrationRequired: 'Required name, login and password',
  registrationFailed: 'Registration failed',
  registered: 'Registration completed',
  loginTaken: 'This login is already taken',
  emailTaken: 'This e-mail is already registered',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password is too long',
  currentPasswordWrong: 'The current password is wrong',
  passwordChanged: 'Password changed',
  recoverySent: 'If this address is registered, a password recovery link has been sent to it',
  recoveryFailed: 'The recovery link is invalid or has expired',
  loggedOut: 'You have logged out',
};
