import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Permission,
  USAGE_RECORDED_EVENT,
  type CurrentUser,
  type Rejection,
  type SenderReceipt,
} from '@cabinet/contract';
import IngestReceiptsPage from '../../../src/features/usage/pages/IngestReceiptsPage';
import { channelsOf } from '../../../src/app/layout/live-channels';
import { emitPrivateEvent } from '../../../src/lib/private-events';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';
import { PickerLocalization } from '../../../src/lib/dates/PickerLocalization';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const userOf = (fields: Partial<CurrentUser>): CurrentUser => ({
  id: 5,
  login: 'partner',
  email: 'partner@example.kz',
  name: 'ТОО',
  surname: '',
  description: '',
  groups: ['Partner'],
  roles: [],
  permissions: [Permission.requestsView],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
  ...fields,
});

const receipt: SenderReceipt = {
  day: '2026-11-02',
  senderId: 9,
  senderLogin: 'gateway',
  apiKeyId: 3,
  apiKeyName: 'Шлюз',
  accepted: 10,
  duplicates: 1,
  rejected: 3,
  reasons: { unknownService: 2, timeOutsideWindow: 1 },
};

const rejection: Rejection = {
  id: 1,
  at: '2026-11-02T05:00:00.000Z',
  day: '2026-11-02',
  senderId: 9,
  senderLogin: 'gateway',
  apiKeyId: 3,
  index: 4,
  requestId: 'r-404',
  reason: 'unknownService',
  errors: { serviceCode: ['Неизвестный код сервиса'] },
  record: '{"requestId":"r-404","serviceCode":"nope"}',
  recordCut: false,
};

const page = (rows: Rejection[]) => ({
  success: true,
  data: rows,
  meta: { total: rows.length, page: 1, rowsPerPage: 10, sortBy: 'at', descending: true },
});

function answers(receipts: SenderReceipt[], rejections: Rejection[]) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/usage/receipts/senders')) return json({ success: true, data: receipts });
    if (url.includes('/api/usage/rejections')) return json(page(rejections));
    if (url.includes('/api/users/reachable'))
      return json({
        success: true,
        data: [{ id: 9, login: 'gateway', name: 'Шлюз', surname: '', group: 'Integrator' }],
      });
    return json({ success: false, message: 'unexpected', errors: {} }, 404);
  });
}

function renderPage(entry = '/ingest-receipts') {
  const router = createMemoryRouter([{ path: '/ingest-receipts', Component: IngestReceiptsPage }], {
    initialEntries: [entry],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PickerLocalization>
        <RouterProvider router={router} />
      </PickerLocalization>
    </QueryClientProvider>,
  );
}

const urls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((call) => String((call as unknown[])[0]));

describe('«Квитанции приёма»', () => {
  beforeEach(() => {
    const user = userOf({});
    authStore.setState({
      authenticated: true,
      user,
      token: 'token',
      groups: user.groups,
      parentId: null,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
  });

  it('shows each day’s receipt with its reasons and the refused records with theirs', async () => {
    vi.stubGlobal('fetch', answers([receipt], [rejection]));
    renderPage();
    const byDay = await screen.findByTestId('receipts-by-day');
    const row = within(byDay).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('gateway');
    expect(row.textContent).toContain('Ключ «Шлюз»');
    expect(within(row).getByText('Неизвестный сервис: 2')).toBeTruthy();
    expect(within(row).getByText('Время вне окна: 1')).toBeTruthy();
    const refused = await screen.findByRole('table', { name: 'Отклонённые записи' });
    const record = within(refused).getAllByRole('row')[1]!;
    expect(record.getAttribute('data-reason')).toBe('unknownService');
    expect(record.textContent).toContain('r-404');
    expect(record.textContent).toContain('serviceCode: Неизвестный код сервиса');
    expect(within(record).queryByTestId('record-cut')).toBeNull();
  }, 30_000);

  it('says of a record kept as its start that it was cut', async () => {
    const cut = {
      ...rejection,
      record: '{"requestId":"r-404","requestPayload":"xxx',
      recordCut: true,
    };
    vi.stubGlobal('fetch', answers([receipt], [cut]));
    renderPage();
    const refused = await screen.findByRole('table', { name: 'Отклонённые записи' });
    const record = within(refused).getAllByRole('row')[1]!;
    expect(within(record).getByTestId('record-cut').textContent).toBe(
      'обрезана: хранится только начало',
    );
  }, 30_000);

  it('says so when nothing arrived and nothing was refused', async () => {
    vi.stubGlobal('fetch', answers([], []));
    renderPage();
    expect(await screen.findByText('За период записи не поступали')).toBeTruthy();
    expect(await screen.findByText('Отклонённых записей нет')).toBeTruthy();
  }, 30_000);

  it('shows an error with a retry when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, message: 'Сбой', errors: {} }, 500)),
    );
    renderPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.length).toBeGreaterThan(0);
    expect(within(alerts[0]!).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  }, 30_000);

  it('sends the filters from the address and refreshes when usage is recorded', async () => {
    const fetch = answers([receipt], [rejection]);
    vi.stubGlobal('fetch', fetch);
    renderPage('/ingest-receipts?reason=unknownService&senderId=9&startDate=2026-11-01');
    await screen.findByTestId('receipts-by-day');
    const rejections = urls(fetch).find((url) => url.includes('/api/usage/rejections'))!;
    expect(rejections).toContain('reason=unknownService');
    expect(rejections).toContain('senderId=9');
    expect(rejections).toContain('startDate=2026-11-01');
    const senders = urls(fetch).find((url) => url.includes('/receipts/senders'))!;
    expect(senders).toContain('senderId=9');
    expect(senders).not.toContain('reason=');
    // The partner picks a sender of its circle by name (issue 40: not by a raw id).
    const sender = screen.getByRole('combobox', { name: 'Отправитель' });
    await waitFor(() => expect((sender as HTMLInputElement).value).toBe('gateway · Шлюз'));

    const before = fetch.mock.calls.length;
    act(() => emitPrivateEvent(USAGE_RECORDED_EVENT, { accepted: 1, at: '' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(before + 2));
  }, 30_000);

  it('an integrator sees no sender column or filter (its own only)', async () => {
    const integrator = userOf({ id: 9, login: 'gateway', groups: ['Integrator'], parentId: 5 });
    authStore.setState({ user: integrator, groups: integrator.groups, parentId: 5 });
    vi.stubGlobal('fetch', answers([receipt], [rejection]));
    renderPage();
    await screen.findByTestId('receipts-by-day');
    expect(screen.queryByRole('combobox', { name: 'Отправитель' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Отправитель' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Причина' }));
    expect(await screen.findByRole('option', { name: 'Повтор в пакете' })).toBeTruthy();
  }, 30_000);
});

describe('the private channels a user listens on', () => {
  it('its own; its partner’s if it acts for all of it; the provider’s for staff only', () => {
    expect(channelsOf(userOf({}))).toEqual(['private-App.Models.User.5', 'private-partner.5']);
    // A client hears only itself (the server signs it nothing else).
    expect(channelsOf(userOf({ id: 7, groups: ['client'], parentId: 5, permissions: [] }))).toEqual(
      ['private-App.Models.User.7'],
    );
    const manager = userOf({
      id: 8,
      groups: ['client'],
      parentId: 5,
      permissions: ['alerts.manage'],
    });
    expect(channelsOf(manager)).toEqual(['private-App.Models.User.8', 'private-partner.5']);
    expect(channelsOf(userOf({ id: 1, groups: ['Admin'] }))).toEqual([
      'private-App.Models.User.1',
      'private-provider',
    ]);
    expect(channelsOf(userOf({ id: 3, groups: ['Integrator'] }))).toEqual([
      'private-App.Models.User.3',
    ]);
  });
});
