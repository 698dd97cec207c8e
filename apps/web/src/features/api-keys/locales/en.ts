import type { ApiKeysTexts } from './ru';

const en: ApiKeysTexts = {
  intro:
    'Keys for systems, not people: integrators post request records, a partner’s systems call services and read reports. A key never expires from idleness, works until revoked or its last day, and is shown only once.',
  issue: 'Issue a key',
  empty: 'No keys yet',
  name: 'Name',
  nameHint: 'What the key is for: “Usage gateway”, “ERP”',
  owner: 'Owner',
  ownerHint: 'The provider’s integrator or a partner',
  abilities: 'What the key may do',
  abilityNames: {
    'usage-write': 'Post request records',
    'services-call': 'Call services',
    'reports-read': 'Read reports, the register and documents',
  },
  expiresOn: 'Last day',
  expiresOnHint: 'Empty: until revoked',
  created: 'Issued',
  lastUse: 'Last used',
  neverUsed: 'Never used',
  usedFrom: '{{time}} · {{address}}',
  expires: 'Valid',
  forever: 'Until revoked',
  until: 'through {{day}}',
  status: 'State',
  statuses: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  revoke: 'Revoke',
  revokeLabel: 'Revoke the key {{name}}',
  revokeTitle: 'Revoke the key?',
  revokeText:
    'The key {{name}} ({{start}}…) stops working at once and for good. Systems using it will get 401.',
  revoked: 'Key revoked',
  cancel: 'Cancel',
  issuedTitle: 'Key issued',
  issuedWarning:
    'Copy the key now and store it in the system’s settings: it will not be shown again. Revoke a lost key and issue a new one.',
  key: 'Key',
  copy: 'Copy the key',
  usage: 'The system sends it in a header: Authorization: Bearer <key>',
};

export default en;
