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
  apiKeyNotAccepted: 'API keys are not accepted here: sign in to the cabinet',
  apiKeyLacksAbility: 'The API key lacks the “{{ability}}” ability',
  apiKeyOwnerInvalid:
    'A key may be issued to an integrator or a partner, and by a partner only to itself',
  apiKeyRevoked: 'The key has been revoked',
  apiKeyExpiryPast: 'The key’s last day is already past',
};
