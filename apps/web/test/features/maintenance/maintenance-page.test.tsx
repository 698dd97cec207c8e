import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAINTENANCE_EVENT,
  Permission,
  type CurrentUser,
  type MaintenanceState,
} from '@cabinet/contract';
import MaintenancePage from '../../../src/features/maintenance/pages/MaintenancePage';
import { checkMaintenance, watchMaintenance } from '../../../src/features/maintenance/watch';
import { fillSlots } from '../../../src/app/fill-slots';
import { changeLanguage } from '../../../src/lib/i18n';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { http, resetHttp } from '../../../src/lib/http';
import { setNavigator } from '../../../src/lib/navigation';
import { dismissAll, notifyStore } from '../../../src/lib/notify';
import { emitPublicEvent } from '../../../src/lib/public-events';
import { queryClient } from '../../../src/lib/query-client';

const user = (fields: Partial<CurrentUser>): CurrentUser => ({
  id: 3,
  login: 'partner',
  email: 'partner@example.kz',
  name: 'КазДата',
  surname: '',
  description: '',
  groups: ['Partner'],
  roles: [],
  permissions: [],
  parentId: 3,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
  ...fields,
});
const admin = user({
  id: 1,
  login: 'admin',
  groups: ['Admin'],
  parentId: null,
  permissions: [Permission.maintenanceEdit],
});

const state = (fields: Partial<MaintenanceState>): MaintenanceState => ({
  enabled: true,
  message: 'Идут технические работы, кабинет скоро вернётся.',
  note: '',
  since: '2026-11-02T09:00:00Z',
  ...fields,
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
let sent: { method: string; path: string; body: unknown }[] = [];

function signIn(who: CurrentUser) {
  authStore.setState({
    authenticated: true,
    user: who,
    token: 'token',
    groups: who.groups,
    parentId: who.parentId,
  });
}

function renderPage(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/Maintenance', Component: MaintenancePage },
      { path: '/services', element: <p>Каталог сервисов</p> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('«Технические работы»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    sent = [];
    answers = {
      'GET /api/site-info': {
        status: 200,
        body: {
          success: true,
          data: {
            name: 'Провайдер',
            bin: '123456789012',
            address: 'Астана',
            phone: '+7 700 000 00 00',
            email: 'help@example.kz',
            timeZone: 'Asia/Almaty',
          },
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL, init?: RequestInit) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        if (path.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        const method = init?.method ?? 'GET';
        sent.push({
          method,
          path,
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
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
    dismissAll();
    queryClient.clear();
    vi.unstubAllGlobals();
    resetHttp();
    setNavigator(() => undefined);
    authStore.setState(initialAuthState(), true);
    await changeLanguage('ru');
  });

  it('tells a user of the work, and brings them back once the switch says it is over', async () => {
    signIn(user({}));
    answers['GET /api/maintenance'] = { status: 200, body: { success: true, data: state({}) } };
    const router = renderPage('/Maintenance?from=%2Fservices');
    await screen.findByRole('heading', { name: 'Технические работы' });
    expect(screen.getByText('Идут технические работы, кабинет скоро вернётся.')).toBeTruthy();
    expect(await screen.findByText(/\+7 700 000 00 00, help@example\.kz/)).toBeTruthy();
    // Only an administrator may switch it.
    expect(screen.queryByRole('form', { name: 'Режим обслуживания' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();

    answers['GET /api/maintenance'] = {
      status: 200,
      body: { success: true, data: state({ enabled: false, since: null }) },
    };
    emitPublicEvent(MAINTENANCE_EVENT, { enabled: false, note: '', since: null });
    await screen.findByText('Каталог сервисов');
    expect(router.state.location.pathname).toBe('/services');
  }, 30_000);

  it('shows an administrator the switch as it stands, and sends the change', async () => {
    signIn(admin);
    answers['GET /api/maintenance'] = {
      status: 200,
      body: { success: true, data: state({ note: 'Переезд в новый ЦОД' }) },
    };
    answers['POST /api/maintenance'] = {
      status: 200,
      body: {
        success: true,
        message: 'Режим обслуживания выключен',
        data: state({ enabled: false, note: '', since: null }),
      },
    };
    renderPage('/Maintenance');
    const form = await screen.findByRole('form', { name: 'Режим обслуживания' });
    const toggle = within(form).getByRole('switch', { name: 'Включить режим обслуживания' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const note = within(form).getByRole('textbox', { name: 'Сообщение для пользователей' });
    expect((note as HTMLTextAreaElement).value).toBe('Переезд в новый ЦОД');

    await userEvent.click(toggle);
    await userEvent.clear(note);
    await userEvent.click(within(form).getByRole('button', { name: 'Применить' }));
    await screen.findByText('Кабинет работает в обычном режиме.');
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/maintenance', body: { enabled: false, note: '' } },
    ]);
    expect(notifyStore.getState().items.map((item) => [item.type, item.message])).toContainEqual([
      'positive',
      'Режим обслуживания выключен',
    ]);
    // The switch shows the new state.
    const after = screen.getByRole('form', { name: 'Режим обслуживания' });
    const switched = within(after).getByRole('switch', { name: 'Включить режим обслуживания' });
    expect((switched as HTMLInputElement).checked).toBe(false);
  }, 30_000);

  it('sends a user who cannot switch it to the page: at sign-in, on a 503, and when announced', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    watchMaintenance();

    signIn(admin);
    answers['GET /api/maintenance'] = { status: 200, body: { success: true, data: state({}) } };
    await checkMaintenance();
    expect(sent).toEqual([]); // an administrator is not even asked about
    emitPublicEvent(MAINTENANCE_EVENT, { enabled: true, note: '', since: null });
    expect(navigate).not.toHaveBeenCalled();

    signIn(user({}));
    await checkMaintenance();
    expect(navigate).toHaveBeenLastCalledWith('/Maintenance?from=%2F', { replace: true });

    navigate.mockClear();
    emitPublicEvent(MAINTENANCE_EVENT, { enabled: false, note: '', since: null });
    expect(navigate).not.toHaveBeenCalled();
    emitPublicEvent(MAINTENANCE_EVENT, { enabled: true, note: '', since: null });
    expect(navigate).toHaveBeenCalledTimes(1);

    navigate.mockClear();
    answers['GET /api/usage'] = {
      status: 503,
      body: { success: false, message: 'Технические работы', errors: {} },
    };
    await expect(http.get('/api/usage')).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/Maintenance?from=%2F', { replace: true });
  }, 30_000);
});
