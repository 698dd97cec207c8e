import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type CurrentUser } from '@cabinet/contract';
import AlertsPage from '../../../src/features/alerts/pages/AlertsPage';
import { changeLanguage } from '../../../src/lib/i18n';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';

const partner: CurrentUser = {
  id: 7,
  login: 'romashka',
  email: 'romashka@example.kz',
  name: 'ТОО «Ромашка»',
  surname: '',
  description: '',
  groups: ['Partner'],
  roles: [],
  permissions: [Permission.alertsManage],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};

const answers: Record<string, unknown> = {
  'GET /api/alerts/rules': { success: true, data: [] },
  'GET /api/partner-users/7': { data: [], meta: { total: 0, page: 1, rowsPerPage: 0 } },
  'GET /api/services/all': { success: true, data: [] },
  // The answer does not matter here: what was sent does.
  'POST /api/alerts/rules': { success: false, message: 'Проверьте поля', errors: {} },
};
const sent: { method: string; path: string; body: unknown }[] = [];

async function openNewRule(kind: string) {
  const router = createMemoryRouter([{ path: '/alerts', Component: AlertsPage }], {
    initialEntries: ['/alerts'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Новое оповещение' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новое оповещение' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Когда оповещать' }));
  await userEvent.click(await screen.findByRole('option', { name: kind }));
  return dialog;
}

const posted = () => waitFor(() => sent.find((call) => call.method === 'POST')!.body);

describe('«Оповещения»: the forecast’s conditions', () => {
  beforeEach(() => {
    sent.length = 0;
    authStore.setState({
      authenticated: true,
      user: partner,
      token: 'token',
      groups: partner.groups,
      parentId: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL, init?: RequestInit) => {
        const { pathname: path } = new URL(String(url), 'http://localhost');
        if (path.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        const method = init?.method ?? 'GET';
        sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const body = answers[`${method} ${path}`];
        if (!body) throw new Error(`unexpected ${method} ${path}`);
        return new Response(JSON.stringify(body), {
          status: method === 'POST' ? 422 : 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
    await changeLanguage('ru');
  });

  it('takes the projected spend in tenge and sends it in tiyn', async () => {
    const dialog = await openNewRule('Прогноз расходов за месяц превысит сумму');
    await within(dialog).findByText(/Ожидаемые расходы на конец месяца с НДС/);
    const amount = within(dialog).getByRole('textbox', { name: /Больше/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '150 000,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новое оповещение' }));
    expect(await posted()).toEqual({
      userId: null,
      serviceId: null,
      condition: { kind: 'projectedSpend', aboveMinor: 15_000_050 },
      enabled: true,
      email: true,
    });
  }, 30_000);

  it('a projected run-out needs no figure, and says when it fires', async () => {
    const dialog = await openNewRule('Пакет закончится до конца месяца по прогнозу');
    await within(dialog).findByText(/пакет закончится раньше последнего дня месяца/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новое оповещение' }));
    expect(await posted()).toMatchObject({ condition: { kind: 'packageRunsOut' } });
  }, 30_000);
});
