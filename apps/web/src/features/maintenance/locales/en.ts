import type { MaintenanceMessages } from './ru';

const maintenance: MaintenanceMessages = {
  title: 'Maintenance',
  since: 'Since {{time}}',
  retrying: 'This page checks by itself whether the work is over.',
  off: 'The cabinet is working normally.',
  back: 'Back to the cabinet',
  contacts: 'Urgent matters: {{phone}}, {{email}}',
  switchTitle: 'Maintenance mode',
  switchText:
    'While it is on, everybody but the administrators sees this page and the API answers 503.',
  enabled: 'Turn maintenance mode on',
  note: 'Message to the users',
  noteHint: 'Empty: the standard text',
  apply: 'Apply',
};

export default maintenance;
