export const emailConfirmation = {
  confirmed: 'The e-mail address is confirmed',
  invalid: 'The confirmation link is invalid or has expired: ask for a new one',
  sent: 'A confirmation link has been sent to your address',
};
