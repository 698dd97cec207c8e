import * as messages from '@cabinet/contract/locales/en';
import type { AccessControlTexts } from './ru';

const accessControl: AccessControlTexts = {
  accessControl: messages.accessControl,
  fields: {
    key: 'Key',
    name: 'Name',
    description: 'Description',
    slug: 'Slug',
  },
  roles: {
    add: 'New role',
    empty: 'There are no roles yet',
    rules: 'Rules',
    users: 'Users',
    keyHint: 'Letters, digits, dot, hyphen, underscore',
    editTitle: 'Role “{{name}}”',
    formLabel: 'Role',
    removeTitle: 'Remove the role?',
    removeText: 'The role “{{name}}” will be removed. This cannot be undone.',
    inUse: 'Held by users ({{count}}): take it off them to remove it',
  },
  rulePicker: {
    all: 'All rules of the group “{{group}}”',
  },
  rules: {
    addGroup: 'New group',
    empty: 'There are no rule groups yet',
    emptyGroup: 'The group has no rules',
    editTitle: 'Rule group “{{name}}”',
    formLabel: 'Rule group',
    slugHint: 'Lower-case Latin letters, e.g. partners',
    rulesOfGroup: 'Rules of the group',
    addRule: 'Add a rule',
    removeRule: 'Remove rule {{index}}',
  },
};

export default accessControl;
