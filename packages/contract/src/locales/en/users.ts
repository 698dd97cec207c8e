import type { Messages } from '../ru.js';

export const users: Messages['users'] = {
  notFound: 'User not found',
  loginEmailRequired: 'Fill in Login and E-mail',
  rolesRequired: 'Choose at least one role',
  saveFailed: 'Could not update the user',
  attached: 'User successfully attached',
  detached: 'User detached',
  alreadyAttached: 'The user is already attached to a partner',
  notAttached: 'The user is not attached to a partner',
  notAttachable: 'Only a client or an integrator can be attached to a partner',
  roleNotGrantable: 'You cannot grant the role {{role}}: it gives more rights than you have',
  unknownRoles: 'Unknown roles: {{roles}}',
  saved: 'User saved',
  passwordSet: 'The user’s password has been changed',
  profileSaved: 'Profile saved',
  cannotBlockSelf: 'You cannot block yourself',
};
