import { describe, expect, it } from 'vitest';
import { KZ_BOUNDS, KZ_CITIES, cityByName, type Role, type RuleGroup } from '@cabinet/contract';
import { treeRows } from '../../../src/features/directory/components/tree-rows';
import { dayBars } from '../../../src/features/dashboard/format';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  project,
  unproject,
} from '../../../src/features/locations/map/projection';
import { KAZAKHSTAN_RINGS } from '../../../src/features/locations/map/kazakhstan';

describe('the map of Kazakhstan', () => {
  it('draws every city and the whole border inside the picture', () => {
    const inside = ([x, y]: [number, number]) =>
      x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
    for (const city of KZ_CITIES) expect(inside(project(city.lat, city.lon)), city.code).toBe(true);
    for (const ring of KAZAKHSTAN_RINGS)
      for (let i = 0; i < ring.length; i += 2)
        expect(inside(project(ring[i + 1]!, ring[i]!))).toBe(true);
  });

  it('turns a point of the picture back into the same degrees', () => {
    const [x, y] = project(43.2405, 76.9286);
    const back = unproject(x, y);
    expect(back.lat).toBeCloseTo(43.2405, 6);
    expect(back.lon).toBeCloseTo(76.9286, 6);
  });

  it('has its cities within the bounds the server accepts, and finds them by any name', () => {
    for (const city of KZ_CITIES) {
      expect(city.lat).toBeGreaterThan(KZ_BOUNDS.minLat);
      expect(city.lon).toBeLessThan(KZ_BOUNDS.maxLon);
    }
    expect(cityByName('г. Алматы')?.code).toBe('almaty');
    expect(cityByName('Өскемен')?.code).toBe('oskemen');
    expect(cityByName('Oral')?.code).toBe('oral');
    expect(cityByName('Нур-Султан')).toBeUndefined();
  });
});

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

describe('charts', () => {
  it('labels days by their number', () => {
    expect(
      dayBars(
        [{ day: '2026-11-02', requests: 3, successful: 2, failed: 1, billable: 2, amountMinor: 0 }],
        'ru',
      )[0],
    ).toMatchObject({ axisLabel: '2', label: '02.11.2026', successful: 2, failed: 1 });
  });
});
