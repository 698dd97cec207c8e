import type { LockMessages } from './ru';

const lock: LockMessages = {
  title: 'Screen locked',
  text: 'You have been away for a while. Enter your password to go on where you left off.',
  signedOutText: 'Sign in to go on.',
  login: 'Login',
  password: 'Password',
  unlock: 'Unlock',
  otherUser: 'Sign in as another user',
};

export default lock;
