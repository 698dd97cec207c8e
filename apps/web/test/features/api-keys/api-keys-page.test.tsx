import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type ApiKey, type CurrentUser, type Person } from '@cabinet/contract';
import ApiKeysPage from '../../../src/features/api-keys/pages/ApiKeysPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { changeLanguage } from '../../../src/lib/i18n';
import { dismissAll } from '../../../src/lib/notify';
import { adminUser, json, signIn, signOut, stubFetch } from '../../lib/signed-in';

const user = (fields: Partial<CurrentUser>): CurrentUser =>
  adminUser({ permissions: [Permission.apiKeysManage], ...fields });

const apiKey = (fields: Partial<ApiKey>): ApiKey => ({
  id: 1,
  name: 'Шлюз учёта',
  keyStart: 'cabk_Ab12',
  abilities: ['usage:write'],
  owner: { id: 5, login: 'gateway', name: 'Шлюз' },
  status: 'active',
  createdAt: '2026-11-02T09:00:00Z',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  ...fields,
});

const person = (fields: Partial<Person>): Person => ({
  id: 5,
  login: 'gateway',
  name: 'Шлюз',
  surname: 'Учёта',
  email: 'gateway@example.kz',
  group: 'Integrator',
  roles: [],
  blocked: false,
  partnerId: null,
  company: null,
  companyPhone: '',
  companyEmail: '',
  city: '',
  ...fields,
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
let sent: { method: string; path: string; body: unknown }[] = [];

function renderPage() {
  const router = createMemoryRouter([{ path: '/api-keys', Component: ApiKeysPage }], {
    initialEntries: ['/api-keys'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('«Ключи API»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    sent = [];
    stubFetch((url, init) => {
      const path = url.pathname;
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`unexpected ${method} ${path}`);
      return json(answer.body, answer.status);
    });
  });
  afterEach(async () => {
    dismissAll();
    signOut();
    await changeLanguage('ru');
  });

  it('lists the keys with their start, owner, abilities, last use and state', async () => {
    signIn(user({}));
    answers = {
      'GET /api/api-keys': {
        status: 200,
        body: {
          success: true,
          data: [
            apiKey({
              lastUsedAt: '2026-11-03T10:00:00Z',
              lastUsedIp: '10.0.0.7',
              abilities: ['usage:write', 'reports:read'],
            }),
            apiKey({
              id: 2,
              name: 'ERP',
              keyStart: 'cabk_Zz99',
              owner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
              abilities: ['services:call'],
              status: 'revoked',
              revokedAt: '2026-11-04T10:00:00Z',
            }),
          ],
        },
      },
    };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ключи API' });
    const first = within(table).getByText('Шлюз учёта').closest('tr')!;
    expect(within(first).getByText('cabk_Ab12…')).toBeTruthy();
    expect(within(first).getByText('gateway')).toBeTruthy();
    expect(within(first).getByText('Передача записей о запросах')).toBeTruthy();
    expect(within(first).getByText('Чтение отчётов, реестра и документов')).toBeTruthy();
    expect(within(first).getByText(/10\.0\.0\.7/)).toBeTruthy();
    expect(within(first).getByText('До отзыва')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Отозвать ключ Шлюз учёта' })).toBeTruthy();
    const second = within(table).getByText('ERP').closest('tr')!;
    expect(within(second).getByText('romashka')).toBeTruthy();
    expect(within(second).getByText('Не использовался')).toBeTruthy();
    expect(within(second).getByText('Отозван')).toBeTruthy();
    // A revoked key cannot be revoked again.
    expect(within(second).queryByRole('button', { name: /Отозвать/ })).toBeNull();
  }, 30_000);

  it('issues a key to the chosen owner and shows its secret once', async () => {
    signIn(user({}));
    answers = {
      'GET /api/api-keys': { status: 200, body: { success: true, data: [] } },
      'GET /api/directory': {
        status: 200,
        body: {
          success: true,
          data: [
            person({}),
            person({ id: 3, login: 'staff', group: 'Admin' }),
            person({ id: 7, login: 'romashka', group: 'Partner', company: 'ТОО «Ромашка»' }),
          ],
          meta: { total: 3, page: 1, rowsPerPage: 1000, sortBy: 'login', descending: false },
        },
      },
      'POST /api/api-keys': {
        status: 201,
        body: {
          success: true,
          data: {
            ...apiKey({
              id: 9,
              name: 'ERP',
              abilities: ['services:call', 'reports:read'],
              owner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
            }),
            key: 'cabk_Ab12SecretSecretSecret',
          },
        },
      },
    };
    renderPage();
    await screen.findByText('Ключей пока нет');
    await userEvent.click(screen.getByRole('button', { name: 'Выпустить ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить ключ' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'ERP');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Владелец/ }));
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    // Only integrators and partners may hold a key.
    expect(options.map((option) => option.textContent)).toEqual([
      'gateway · Шлюз Учёта',
      'romashka · ТОО «Ромашка»',
    ]);
    await userEvent.click(options[1]!);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Вызов сервисов' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Чтение отчётов, реестра и документов' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выпустить ключ' }));

    const shown = await screen.findByRole('dialog', { name: 'Ключ выпущен' });
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/api-keys',
        body: {
          name: 'ERP',
          userId: 7,
          abilities: ['services:call', 'reports:read'],
          expiresOn: null,
        },
      },
    ]);
    const secret = within(shown).getByRole('textbox', { name: 'Ключ: ERP' });
    expect((secret as HTMLInputElement).value).toBe('cabk_Ab12SecretSecretSecret');
    expect((secret as HTMLInputElement).readOnly).toBe(true);
    expect(within(shown).getByText(/больше он показан не будет/)).toBeTruthy();
    // The list is asked again, so the new key shows up in it.
    await vi.waitFor(() =>
      expect(
        sent.filter((call) => call.path === '/api/api-keys' && call.method === 'GET'),
      ).toHaveLength(2),
    );

    // Once closed, the secret is gone.
    await userEvent.click(within(shown).getByRole('button', { name: 'Готово' }));
    await vi.waitFor(() => expect(screen.queryByText('Ключ выпущен')).toBeNull());
    expect(screen.queryByDisplayValue('cabk_Ab12SecretSecretSecret')).toBeNull();
  }, 30_000);

  it('lets a partner issue its own keys without choosing an owner, and not without an ability', async () => {
    signIn(user({ id: 7, login: 'romashka', groups: ['Partner'], parentId: 7, name: 'Ромашка' }));
    answers = {
      'GET /api/api-keys': { status: 200, body: { success: true, data: [] } },
      'POST /api/api-keys': {
        status: 201,
        body: {
          success: true,
          data: { ...apiKey({ id: 9, name: 'ERP' }), key: 'cabk_Partner0001' },
        },
      },
    };
    renderPage();
    await screen.findByText('Ключей пока нет');
    await userEvent.click(screen.getByRole('button', { name: 'Выпустить ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить ключ' });
    expect(within(dialog).queryByRole('combobox', { name: /Владелец/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'ERP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выпустить ключ' }));
    // No ability chosen: the form says so and nothing is sent.
    const abilities = within(dialog).getByRole('group', { name: /Права ключа/ });
    expect(await within(abilities).findByText('Обязательное поле')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Ключ выпущен' })).toBeNull();

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Передача записей о запросах' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выпустить ключ' }));
    const shown = await screen.findByRole('dialog', { name: 'Ключ выпущен' });
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'ERP',
      abilities: ['usage:write'],
      expiresOn: null,
    });
    expect(within(shown).getByDisplayValue('cabk_Partner0001')).toBeTruthy();
  }, 30_000);
});
