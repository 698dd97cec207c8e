import { withNamespaces } from '../../lib/i18n';

export const accessControlPages = {
  roles: withNamespaces('access-control', () => import('./pages/RolesPage')),
  editRole: withNamespaces('access-control', () => import('./pages/EditRolePage')),
  rules: withNamespaces('access-control', () => import('./pages/RulesPage')),
  editRules: withNamespaces('access-control', () => import('./pages/EditRulesPage')),
  addGroup: withNamespaces('access-control', () => import('./pages/AddGroupPage')),
};
