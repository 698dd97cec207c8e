import type { ProfileTexts } from './ru';

const profile: ProfileTexts = {
  profile: {
    tab: 'Personal data',
    description: 'About me',
    lastLogin: 'Last sign-in',
    never: 'never',
  },
  password: {
    current: 'Current password',
    submit: 'Change the password',
  },
  email: {
    current: 'Now: {{email}}',
    new: 'New e-mail',
    passwordHint: 'Confirm the change with your password',
    change: 'Change e-mail',
  },
  confirmEmail: {
    title: 'Address confirmation',
    checking: 'Checking the link…',
    noToken: 'The link has no confirmation code: open it from the message in full',
    failed: 'The address could not be confirmed, try again later',
    toCabinet: 'To the cabinet',
  },
  emailState: {
    confirmed: 'The address is confirmed',
    unconfirmed: 'The address is not confirmed: alerts are not mailed to it',
    resend: 'Send the link again',
    sent: 'The link has been sent to {{email}}',
    failed: 'The link could not be sent, try again later',
  },
};

export default profile;
