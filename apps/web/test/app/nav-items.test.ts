import type { CurrentUser } from '@cabinet/contract';
import { describe, expect, it } from 'vitest';
import { currentNavItem, navSections } from '../../src/app/layout/nav-items';

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
  emailConfirmed: true,
  sessionIdleMinutes: 10,
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
      '/Tables',
    ]);
  });

  it('names template routes by function, for every role the server answers them for', () => {
    const partner = {
      ...base,
      groups: ['Partner' as const],
      permissions: ['partners.view', 'reports.view', 'requests.view', 'package-requests.view'],
    };
    const work = navSections(partner).find((section) => section.title === 'menu.workSection');
    expect(work?.items.map((item) => [item.label, item.to])).toEqual([
      ['routes.checkoutPage', '/Checkout'],
      ['routes.tablesPage', '/Tables'],
      ['routes.ingestReceiptsPage', '/ingest-receipts'],
      ['routes.mapPage', '/Map'],
    ]);
    // no templates section for a partner, and the outbox only for who may read it
    expect(navSections(partner).some((s) => s.title === 'menu.templatesSection')).toBe(false);
    expect(links({ ...partner, permissions: [...partner.permissions, 'outbox.view'] })).toContain(
      '/Mail',
    );
  });

  it('usage alerts need alerts.manage and sit beside webhooks', () => {
    const partner = {
      ...base,
      groups: ['Partner' as const],
      permissions: ['webhooks.manage', 'alerts.manage'],
    };
    const access = navSections(partner).find((section) => section.title === 'menu.accessSection');
    expect(access?.items.map((item) => [item.label, item.to])).toEqual([
      ['routes.webhooksPage', '/webhooks'],
      ['routes.alertsPage', '/alerts'],
    ]);
    expect(links({ ...partner, permissions: ['webhooks.manage'] })).not.toContain('/alerts');
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
        '/Charts',
        '/Map',
      ]),
    );
    // the dashboard is the home page now, not a template in the menu
    expect(links(admin)).not.toContain('/Dashboard2');
    expect(links({ ...admin, groups: ['Partner'] })).not.toContain('/Charts');
    expect(links({ ...admin, permissions: [] })).not.toContain('/admin/roles');
  });
});

describe('a partner’s own company, and the current entry', () => {
  const partner = {
    ...base,
    groups: ['Partner' as const],
    parentId: null,
    permissions: ['partners.view', 'users.view', 'reports.view'],
  };
  const admin = {
    ...base,
    groups: ['Admin' as const],
    parentId: null,
    permissions: ['partners.view', 'users.view', 'access-control.view'],
  };
  const labels = (user: CurrentUser) =>
    navSections(user).flatMap((section) => section.items.map((item) => [item.label, item.to]));

  it('a partner has «Моя компания» (its own page), staff keep «Партнёры»', () => {
    expect(labels(partner)).toContainEqual(['menu.myCompany', '/admin/9/users']);
    expect(labels(partner).map(([label]) => label)).not.toContain('menu.partners');
    expect(labels(admin)).toContainEqual(['menu.partners', '/admin']);
    expect(labels(admin).map(([label]) => label)).not.toContain('menu.myCompany');
  });

  it('the entry with the longest address that starts the page’s is current', () => {
    const current = (user: CurrentUser, path: string) =>
      currentNavItem(navSections(user), path)?.label;
    expect(current(admin, '/admin/5/users')).toBe('menu.partners');
    expect(current(admin, '/admin')).toBe('menu.partners');
    expect(current(admin, '/admin/roles/edit/2')).toBe('routes.rolesPage');
    expect(current(admin, '/')).toBe('routes.main');
    expect(current(admin, '/administration')).toBeUndefined();
    expect(current(partner, '/admin/9/users')).toBe('menu.myCompany');
  });
});
