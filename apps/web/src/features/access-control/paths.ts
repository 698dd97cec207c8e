export const accessControlPaths = {
  roles: '/admin/roles',
  addRole: '/admin/roles/add',
  editRole: (id: number) => `/admin/roles/edit/${id}`,
  rules: '/admin/rules',
  editRuleGroup: (id: number) => `/admin/rules/edit/${id}`,
  addRuleGroup: '/admin/rules/group/create',
};
