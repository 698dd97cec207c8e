import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type AlertRule, type CurrentUser } from '@cabinet/contract';
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

const rule = (fields: Partial<AlertRule>): AlertRule => ({
  id: 1,
  partner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
  user: null,
  service: null,
  condition: { kind: 'packageRemaining', below: 10, unit: 'percent' },
  enabled: true,
  email: true,
  state: 'ok',
  lastValue: null,
  triggeredAt: null,
  resolvedAt: null,
  createdAt: '2026-11-02T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
  ...fields,
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
const sent: { method: string; path: string; search: string; body: unknown }[] = [];

function renderPage() {
  const router = createMemoryRouter([{ path: '/alerts', Component: AlertsPage }], {
    initialEntries: ['/alerts'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('«Оповещения»', () => {
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
        const { pathname: path, search } = new URL(String(url), 'http://localhost');
        if (path.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        const method = init?.method ?? 'GET';
        sent.push({
          method,
          path,
          search,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        const answer = answers[`${method} ${path}`];
        if (!answer) throw new Error(`unexpected ${method} ${path}`);
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
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

  it('lists rules with their condition in words, whose, and their state; opens a history', async () => {
    answers = {
      'GET /api/alerts/rules': {
        status: 200,
        body: {
          success: true,
          data: [
            rule({ state: 'triggered', triggeredAt: '2026-11-20T10:05:00Z', lastValue: 8 }),
            rule({
              id: 2,
              user: { id: 9, login: 'ivan', name: 'Иван' },
              service: { id: 3, code: 'search', name: 'Поиск' },
              condition: { kind: 'spend', aboveMinor: 15_000_000, currency: 'KZT' },
              enabled: false,
              recipients: [
                { id: 7, login: 'romashka', emailConfirmed: true },
                { id: 9, login: 'ivan', emailConfirmed: false },
              ],
            }),
          ],
        },
      },
      'GET /api/alerts/rules/1/events': {
        status: 200,
        body: {
          success: true,
          data: [
            {
              id: 5,
              ruleId: 1,
              state: 'triggered',
              at: '2026-11-20T10:05:00Z',
              value: 8,
              period: '41',
            },
          ],
        },
      },
    };
    renderPage();
    const first = (await screen.findByText('Пакет: осталось меньше 10%')).closest('tr')!;
    expect(within(first).getByText('ТОО «Ромашка» · все сервисы')).toBeTruthy();
    expect(within(first).getByText('Сработало')).toBeTruthy();
    const second = screen
      .getByText(/^Расходы за месяц без НДС: больше 150\s000,00\s₸$/)
      .closest('tr')!;
    expect(within(second).getByText('ТОО «Ромашка» · ivan · Поиск')).toBeTruthy();
    expect(within(second).getByText('В норме')).toBeTruthy();
    // Alert mail goes to confirmed addresses only: the rule says whom it skips.
    expect(within(second).getByText('Не придёт: ivan — адрес не подтверждён')).toBeTruthy();
    expect(within(first).queryByText(/Не придёт/)).toBeNull();
    expect(
      (within(second).getByRole('switch', { name: /^Включено:/ }) as HTMLInputElement).checked,
    ).toBe(false);

    const toggle = within(first).getByRole('button', { name: /^История:/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByRole('list', { name: 'История оповещения 1' });
    expect(within(history).getByText('значение: 8% · период: 41')).toBeTruthy();
  }, 30_000);

  it('says when there are none, in the reader’s language', async () => {
    await changeLanguage('en');
    answers = { 'GET /api/alerts/rules': { status: 200, body: { success: true, data: [] } } };
    renderPage();
    await screen.findByText('No alerts yet');
    expect(screen.getByRole('button', { name: 'New alert' })).toBeTruthy();
  }, 30_000);

  it('shows a failed load as an error with a retry', async () => {
    answers = {
      'GET /api/alerts/rules': {
        status: 500,
        body: { success: false, message: 'Ошибка сервера', errors: {} },
      },
    };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  }, 30_000);

  it('creates a rule and puts the server’s 422 messages next to their fields', async () => {
    answers = {
      'GET /api/alerts/rules': { status: 200, body: { success: true, data: [] } },
      'GET /api/partner-users/7': {
        status: 200,
        body: { data: [], meta: { total: 0, page: 1, rowsPerPage: 0 } },
      },
      'GET /api/services/all': {
        status: 200,
        body: { success: true, data: [{ id: 3, code: 'search', name: 'Поиск', status: 'active' }] },
      },
      'POST /api/alerts/rules': {
        status: 422,
        body: {
          success: false,
          message: 'Проверьте поля',
          errors: { 'condition.below': ['Не больше 100 процентов'] },
        },
      },
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Новое оповещение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое оповещение' });
    const below = within(dialog).getByRole('spinbutton', { name: /Осталось меньше/ });
    await userEvent.clear(below);
    await userEvent.type(below, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новое оповещение' }));
    await within(dialog).findByText('Не больше 100 процентов');
    const post = sent.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      userId: null,
      serviceId: null,
      condition: { kind: 'packageRemaining', below: 150, unit: 'percent' },
      enabled: true,
      email: true,
    });
    await waitFor(() => expect(below.getAttribute('aria-invalid')).toBe('true'));
  }, 30_000);

  it('the spend form says the amount is before VAT', async () => {
    answers = {
      'GET /api/alerts/rules': { status: 200, body: { success: true, data: [] } },
      'GET /api/partner-users/7': {
        status: 200,
        body: { data: [], meta: { total: 0, page: 1, rowsPerPage: 0 } },
      },
      'GET /api/services/all': { status: 200, body: { success: true, data: [] } },
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Новое оповещение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое оповещение' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Когда оповещать' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Расходы за месяц без НДС превысили сумму' }),
    );
    await within(dialog).findByText(/Начисления по тарифам за календарный месяц без НДС/);
  }, 30_000);

  it('edits a rule: its condition is sent only when it changed (a new one starts afresh)', async () => {
    const triggered = rule({ state: 'triggered', triggeredAt: '2026-11-20T10:05:00Z' });
    answers = {
      'GET /api/alerts/rules': { status: 200, body: { success: true, data: [triggered] } },
      'GET /api/partner-users/7': {
        status: 200,
        body: { data: [], meta: { total: 0, page: 1, rowsPerPage: 0 } },
      },
      'GET /api/services/all': { status: 200, body: { success: true, data: [] } },
      'PATCH /api/alerts/rules/1': {
        status: 200,
        body: { success: true, data: { ...triggered, email: false } },
      },
    };
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Действия с оповещением «Пакет: осталось меньше 10%»',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить оповещение' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Присылать и письмом' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((call) => call.method === 'PATCH')?.body).toEqual({
      userId: null,
      serviceId: null,
      enabled: true,
      email: false,
    });
  }, 30_000);

  it('lets an administrator narrow the rules to one partner', async () => {
    const admin: CurrentUser = { ...partner, id: 1, login: 'admin', groups: ['Admin'] };
    authStore.setState({ user: admin, groups: admin.groups });
    const person = {
      id: 7,
      login: 'romashka',
      name: 'Анна',
      surname: 'Ким',
      email: 'r@example.kz',
      group: 'Partner',
      roles: [],
      blocked: false,
      partnerId: 7,
      company: 'ТОО «Ромашка»',
      companyPhone: '',
      companyEmail: '',
      city: '',
    };
    answers = {
      'GET /api/alerts/rules': { status: 200, body: { success: true, data: [rule({})] } },
      'GET /api/directory': {
        status: 200,
        body: {
          success: true,
          data: [person, { ...person, id: 2, login: 'ops', group: 'Admin', partnerId: null }],
          meta: { total: 2, page: 1, rowsPerPage: 0, sortBy: 'login', descending: false },
        },
      },
    };
    renderPage();
    await screen.findByText('Пакет: осталось меньше 10%');
    await userEvent.click(screen.getByRole('combobox', { name: /^Партнёр/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Все партнёры',
      'romashka · ТОО «Ромашка»',
    ]);
    await userEvent.click(options[1]!);
    await waitFor(() =>
      expect(
        sent.some((call) => call.path === '/api/alerts/rules' && call.search === '?partnerId=7'),
      ).toBe(true),
    );
  }, 30_000);

  it('refuses an empty figure before sending, in the reader’s language', async () => {
    await changeLanguage('en');
    answers = {
      'GET /api/alerts/rules': { status: 200, body: { success: true, data: [] } },
      'GET /api/partner-users/7': {
        status: 200,
        body: { data: [], meta: { total: 0, page: 1, rowsPerPage: 0 } },
      },
      'GET /api/services/all': { status: 200, body: { success: true, data: [] } },
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Fewer than/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'New alert' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('spinbutton', { name: /Fewer than/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(dialog).getByText('Enter a number')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);
});
