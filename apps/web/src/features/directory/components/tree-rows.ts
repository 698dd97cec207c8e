import type { Role, RuleGroup } from '@cabinet/contract';

export interface TreeRow {
  id: string;
  level: 1 | 2 | 3;
  name: string;
  detail: string;
  count?: number;
  users?: number;
  parent?: string;
  hasChildren: boolean;
}

/** Roles, then the rule groups each role draws on, then the role's rules of that group. */
export function treeRows(roles: Role[], groups: RuleGroup[]): TreeRow[] {
  const groupName = new Map(groups.map((g) => [g.id, g]));
  const rows: TreeRow[] = [];
  for (const role of roles) {
    const roleId = `role-${role.id}`;
    rows.push({
      id: roleId,
      level: 1,
      name: role.name,
      detail: role.description,
      count: role.rules.length,
      users: role.usersCount,
      hasChildren: role.rules.length > 0,
    });
    const byGroup = new Map<number, Role['rules']>();
    for (const rule of role.rules)
      byGroup.set(rule.groupId, [...(byGroup.get(rule.groupId) ?? []), rule]);
    const ordered = [...byGroup].sort(([a], [b]) =>
      (groupName.get(a)?.name ?? '').localeCompare(groupName.get(b)?.name ?? ''),
    );
    for (const [groupId, rules] of ordered) {
      const id = `${roleId}-group-${groupId}`;
      rows.push({
        id,
        level: 2,
        name: groupName.get(groupId)?.name ?? String(groupId),
        detail: groupName.get(groupId)?.slug ?? '',
        count: rules.length,
        parent: roleId,
        hasChildren: true,
      });
      for (const rule of rules)
        rows.push({
          id: `${id}-rule-${rule.id}`,
          level: 3,
          name: rule.name,
          detail: rule.slug,
          parent: id,
          hasChildren: false,
        });
    }
  }
  return rows;
}
