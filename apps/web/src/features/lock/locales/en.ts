import type { LockMessages } from './ru';

const lock: LockMessages = {
  title: 'Screen locked',
  text: 'You have been away for a while. Enter your password to go on where you left off.',
  signedOutText: 'Sign in to go on.',
  login: 'Login',
  password: 'Password',
  unlock: 'Unlock',
  otherUser: 'Sign in as another user',
  warningTitle: 'Your session is about to end',
  warningText:
    'You have been inactive for a while. The screen locks in {{seconds}} s; nothing unsaved is lost.',
  stay: 'Stay signed in',
  leave: 'Sign out',
};

export default lock;
