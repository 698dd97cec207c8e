import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type CurrentUser, type Role } from '@cabinet/contract';
import RolesPage from '../../../src/features/access-control/pages/RolesPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { writeToken } from '../../../src/lib/cookies';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';
import { dismissAll } from '../../../src/lib/notify';
import { queryClient } from '../../../src/lib/query-client';

const admin: CurrentUser = {
  id: 1,
  login: 'admin',
  email: 'admin@example.kz',
  name: 'Админ',
  surname: '',
  description: '',
  groups: ['Admin'],
  roles: [],
  permissions: [Permission.accessControlView, Permission.accessControlEdit],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};

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
  writeToken('token');
  authStore.setState({
    authenticated: true,
    user: { ...admin, permissions },
    token: 'token',
    groups: admin.groups,
    parentId: null,
  });
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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('«Роли»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname === '/api/access-control/role')
          return json({ success: true, data: roles });
        const removed = /^\/api\/access-control\/role\/remove\/(\d+)$/.exec(url.pathname);
        if (removed) {
          roles = roles.filter((r) => r.id !== Number(removed[1]));
          return json({ success: true, message: 'Роль удалена' });
        }
        throw new Error(`unexpected ${url.pathname}`);
      }),
    );
  });
  afterEach(() => {
    dismissAll();
    queryClient.clear();
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
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
