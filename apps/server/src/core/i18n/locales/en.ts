import type { Messages } from './ru.js';

export const en: Messages = {
  errors: {
    invalidInput: 'The given data was invalid.',
    malformedBody: 'The request body could not be read: valid JSON is expected.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'Unsupported request format.',
    unauthenticated: 'Unauthenticated.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'Not found.',
    csrfMismatch: 'CSRF token mismatch.',
    tooManyAttempts: 'Too many login attempts. Try again in {{seconds}} seconds.',
    serverError: 'Server error. Please try again later.',
  },
  auth: {
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
  },
  validation: {
    emailInvalid: 'Enter a valid e-mail address',
    required: 'This field is required',
  },
  accessControl: {
    roleRequired: 'Fill in Key, Name and Description',
    roleNotFound: 'Role not found',
    roleKeyTaken: 'A role with this key already exists',
    roleInUse:
      'The role is assigned to users ({{count}}) and cannot be removed. Unassign it from them first.',
    roleSaved: 'Role saved',
    roleRemoved: 'Role removed',
    unknownRules: 'Unknown rules: {{rules}}',
    ruleGroupRequired: 'Fill in the group Slug and Name',
    ruleGroupNotFound: 'Rule group not found',
    ruleGroupSlugTaken: 'A group with this slug already exists',
    ruleSlugTaken: 'The rule {{slug}} already belongs to another group',
    ruleGroupSaved: 'Rule group saved',
  },
  users: {
    notFound: 'User not found',
  },
  mail: {
    recoverySubject: 'Password recovery',
    recoveryBody:
      'Hello, {{name}}!\n\nTo set a new password, open this link (it works once, for {{minutes}} minutes):\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  },
};
