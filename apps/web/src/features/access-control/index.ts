export const accessControlPages = {
  roles: () => import('./pages/RolesPage'),
  editRole: () => import('./pages/EditRolePage'),
  rules: () => import('./pages/RulesPage'),
  editRules: () => import('./pages/EditRulesPage'),
  addGroup: () => import('./pages/AddGroupPage'),
};
