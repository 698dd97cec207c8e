import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_CHANGED_EVENT, type Notification } from '@cabinet/contract';
import { NotificationBell } from '../../../src/features/notifications/components/NotificationBell';
import NotificationsPage from '../../../src/features/notifications/pages/NotificationsPage';
import { changeLanguage } from '../../../src/lib/i18n';
import { resetHttp } from '../../../src/lib/http';
import { emitPrivateEvent } from '../../../src/lib/private-events';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 1,
  type: 'alert.triggered',
  createdAt: '2026-11-20T10:05:00Z',
  readAt: null,
  alert: {
    ruleId: 3,
    partner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
    user: null,
    service: null,
    condition: { kind: 'packageRemaining', below: 10, unit: 'percent' },
    value: 8,
  },
  ...fields,
});

const page = (data: Notification[], unread: number, total = data.length) => ({
  success: true,
  data,
  meta: { total, page: 1, rowsPerPage: 10, sortBy: 'createdAt', descending: true },
  unread,
});

let answers: Record<string, unknown> = {};
const sent: string[] = [];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: NotificationBell },
      { path: '/notifications', Component: NotificationsPage },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the notification centre', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL, init?: RequestInit) => {
        const address = new URL(String(url), 'http://localhost');
        if (address.pathname.endsWith('csrf-cookie')) return new Response(null, { status: 204 });
        const call = `${init?.method ?? 'GET'} ${address.pathname}${address.search}`;
        sent.push(call);
        const key = Object.keys(answers).find((k) => call.startsWith(k));
        if (!key) throw new Error(`unexpected ${call}`);
        return new Response(JSON.stringify(answers[key]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetHttp();
    await changeLanguage('ru');
  });

  it('shows the unread count, follows NotificationsChanged live, and marks all read', async () => {
    const latest = [notification({}), notification({ id: 2, readAt: '2026-11-20T11:00:00Z' })];
    answers = {
      'GET /api/notifications': page(latest, 1),
      'POST /api/notifications/read-all': { success: true, data: { unread: 0 } },
    };
    renderAt('/');
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
    expect(sent).toContain('GET /api/notifications?rowsPerPage=5');

    answers['GET /api/notifications'] = page(latest, 3);
    act(() => emitPrivateEvent(NOTIFICATIONS_CHANGED_EVENT, { unread: 3 }));
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 3' });
    // Something else on the channel is no count.
    act(() => emitPrivateEvent(NOTIFICATIONS_CHANGED_EVENT, { unread: 'many' }));

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    const list = await within(panel).findByRole('list', { name: 'Последние уведомления' });
    expect(within(list).getAllByText('Пакет: осталось меньше 10% (значение: 8%)')).toHaveLength(2);
    expect(within(list).getByText(/не прочитано/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Все уведомления' }).getAttribute('href')).toBe(
      '/notifications',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(sent).toContain('POST /api/notifications/read-all'));
  }, 30_000);

  it('pages every notification, filters the unread ones and marks one read', async () => {
    await changeLanguage('en');
    answers = {
      'GET /api/notifications?page=1&rowsPerPage=10&unread=true': page([notification({})], 1),
      'GET /api/notifications?page=1&rowsPerPage=10': page(
        [notification({}), notification({ id: 2, type: 'alert.resolved', readAt: 'x' })],
        1,
        2,
      ),
      'POST /api/notifications/1/read': { success: true, data: { unread: 0 } },
    };
    renderAt('/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getByText('Alert resolved')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(sent).toContain('GET /api/notifications?page=1&rowsPerPage=10&unread=true'),
    );
    await waitFor(() => expect(within(table).queryByText('Alert resolved')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /^Mark read: Alert triggered/ }));
    await waitFor(() => expect(sent).toContain('POST /api/notifications/1/read'));
  }, 30_000);
});
