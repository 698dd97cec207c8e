import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type Role } from '@cabinet/contract';
import RolesPage from '../../../src/features/access-control/pages/RolesPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { dismissAll } from '../../../src/lib/notify';
import { queryClient } from '../../../src/lib/query-client';
import { adminUser, json, signIn as signInAs, signOut, stubFetch } from '../../lib/signed-in';

const admin = adminUser({
  permissions: [Permission.accessControlView, Permission.accessControlEdit],
});

const role = (fields: Partial<Role>): Role => ({
  id: 1,
  key: 'client',
  name: 'Клиент',
  description: 'Читает отчёты',
  usersCount: 0,
  rules: [],
  ...fields,
});

/** Every call the page makes: its method and path. */
let calls: string[] = [];
let roles: Role[] = [];

function signIn(permissions: string[]) {
  signInAs({ ...admin, permissions }, { withCookie: true });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/roles', Component: RolesPage }], {
    initialEntries: ['/roles'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('«Роли»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    calls = [];
    stubFetch((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/access-control/role') return json({ success: true, data: roles });
      const removed = /^\/api\/access-control\/role\/remove\/(\d+)$/.exec(url.pathname);
      if (removed) {
        roles = roles.filter((r) => r.id !== Number(removed[1]));
        return json({ success: true, message: 'Роль удалена' });
      }
      throw new Error(`unexpected ${url.pathname}`);
    });
  });
  afterEach(() => {
    dismissAll();
    queryClient.clear();
    signOut();
  });

  it('lists the roles; one held by users cannot be removed, a free one can after confirming', async () => {
    signIn(admin.permissions);
    roles = [role({ id: 7, key: 'Partner', name: 'Партнёр', usersCount: 3 }), role({ id: 8 })];
    renderPage();
    const table = await screen.findByRole('table', { name: 'Роли' });
    const held = within(table).getByText('Партнёр').closest('tr')!;
    expect(within(held).getByRole('button', { name: /^Удалить: Партнёр\./ })).toHaveProperty(
      'disabled',
      true,
    );
    const free = within(table).getByText('Клиент').closest('tr')!;
    await userEvent.click(within(free).getByRole('button', { name: 'Удалить: Клиент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить роль?' });
    expect(within(dialog).getByText(/Роль «Клиент» будет удалена/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/access-control/role/remove/8'));
    await vi.waitFor(() => expect(within(table).queryByText('Клиент')).toBeNull());
  });

  it('shows a reader the roles without the add, edit and remove controls', async () => {
    signIn([Permission.accessControlView]);
    roles = [role({})];
    renderPage();
    const table = await screen.findByRole('table', { name: 'Роли' });
    expect(within(table).getByText('Клиент')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Новая роль' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('says so when there are no roles yet', async () => {
    signIn(admin.permissions);
    roles = [];
    renderPage();
    expect(await screen.findByText('Ролей пока нет')).toBeTruthy();
  });
});
