import { lazyPages } from '../../lib/i18n';

export const accessControlPages = lazyPages('access-control', import.meta.glob('./pages/*.tsx'), [
  'RolesPage',
  'EditRolePage',
  'RulesPage',
  'EditRulesPage',
  'AddGroupPage',
]);
