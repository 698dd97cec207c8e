import { describe, expect, it } from 'vitest';
import type { Role, RuleGroup } from '@cabinet/contract';
import { treeRows } from '../../../src/features/directory/components/tree-rows';

describe('the access tree', () => {
  const groups: RuleGroup[] = [
    { id: 1, slug: 'users', name: 'Пользователи', description: '', rules: [] },
    { id: 2, slug: 'access', name: 'Доступ', description: '', rules: [] },
  ];
  const rule = (id: number, groupId: number) => ({
    id,
    slug: `r${id}`,
    name: `R${id}`,
    description: '',
    groupId,
  });
  const roles: Role[] = [
    {
      id: 7,
      key: 'Admin',
      name: 'Админ',
      description: 'всё',
      usersCount: 2,
      rules: [rule(1, 1), rule(2, 2), rule(3, 1)],
    },
    { id: 8, key: 'Empty', name: 'Пустая', description: '', usersCount: 0, rules: [] },
  ];

  it('puts each role’s rules under their groups, groups by name', () => {
    const rows = treeRows(roles, groups);
    expect(rows.map((r) => [r.level, r.name, r.parent ?? null])).toEqual([
      [1, 'Админ', null],
      [2, 'Доступ', 'role-7'],
      [3, 'R2', 'role-7-group-2'],
      [2, 'Пользователи', 'role-7'],
      [3, 'R1', 'role-7-group-1'],
      [3, 'R3', 'role-7-group-1'],
      [1, 'Пустая', null],
    ]);
    expect(rows.find((r) => r.id === 'role-8')?.hasChildren).toBe(false);
  });
});
