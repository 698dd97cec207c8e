import type { CurrentUser } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import { navSections } from '../../src/app/layout/nav-items';

const base: CurrentUser = {
  id: 9,
  login: 'u',
  email: 'u@x.kz',
  name: 'U',
  surname: '',
  description: '',
  groups: ['client'],
  roles: [],
  permissions: [],
  parentId: 3,
  last_login_datetime: null,
};

const links = (user: CurrentUser) =>
  navSections(user).flatMap((section) => section.items.map((item) => item.to));

describe('menu by permission', () => {
  it('a user without permissions sees only the main page', () => {
    expect(links(base)).toEqual(['/']);
  });

  it('a client sees its own reports, documents, services and tariffs', () => {
    const client = {
      ...base,
      permissions: [
        'services.view',
        'tariff.view',
        'reports.view',
        'requests.view',
        'documents.view',
      ],
    };
    expect(links(client)).toEqual([
      '/',
      '/admin/9/reports',
      '/admin/9/documents',
      '/partner-services',
      '/tariff',
    ]);
  });

  it('roles and rules need access-control.view; templates are for the Admin group', () => {
    const admin = {
      ...base,
      groups: ['Admin' as const],
      permissions: ['access-control.view', 'partners.view', 'partners.edit', 'documents.edit'],
    };
    const all = links(admin);
    expect(all).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/roles',
        '/admin/rules',
        '/admin/all/documents',
        '/Dashboard2',
      ]),
    );
    expect(links({ ...admin, groups: ['Partner'] })).not.toContain('/Dashboard2');
    expect(links({ ...admin, permissions: [] })).not.toContain('/admin/roles');
  });
});
