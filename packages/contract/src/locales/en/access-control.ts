import type { Messages } from '../ru.js';

export const accessControl: Messages['accessControl'] = {
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
};
