import type { OutboxTexts } from './ru';

const en: OutboxTexts = {
  intro: 'Messages the cabinet has sent: password recovery and notices.',
  search: 'Recipient or subject',
  empty: 'No messages',
  to: 'To',
  subject: 'Subject',
  created: 'Created',
  status: 'State',
  statuses: { kept: 'Kept', sent: 'Sent', failed: 'Failed to send' },
  keptHint: 'No mail server is configured: the message is kept in the cabinet only.',
  open: 'Open the message',
  message: 'Message',
  masked:
    'One-time links and codes are hidden: a recovery link lets whoever holds it set another account’s password. To let a user in, set a password on the user’s page.',
  sentAt: 'Sent {{time}}',
  error: 'Error: {{error}}',
  signIn: 'Only administrators see the outbox. Sign in to go on.',
  signInAction: 'Sign in',
  checking: 'Checking the session…',
};

export default en;
