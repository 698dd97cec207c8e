import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type WebhookEndpoint } from '@cabinet/contract';
import WebhooksPage from '../../../src/features/webhooks/pages/WebhooksPage';
import { fillSlots } from '../../../src/app/fill-slots';
import { changeLanguage } from '../../../src/lib/i18n';
import { dismissAll, notifyStore } from '../../../src/lib/notify';
import { createQueryClient } from '../../../src/lib/query-client';
import { adminUser, json, signIn, signOut, stubFetch } from '../../lib/signed-in';

const admin = adminUser({ permissions: [Permission.webhooksManage] });

const endpoint = (fields: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 1,
  partner: null,
  url: 'https://erp.example.kz/hooks',
  description: 'ERP',
  events: ['month.closed', 'export.ready'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  pausedUntil: null,
  secretStart: 'whsec_AbCd',
  previousSecretUntil: null,
  createdAt: '2026-11-02T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
  ...fields,
});

let answers: Record<string, { status: number; body: unknown }> = {};

/** With `announcing`, the app's own client: failed changes are announced as in the cabinet. */
function renderPage(announcing = false) {
  const router = createMemoryRouter([{ path: '/webhooks', Component: WebhooksPage }], {
    initialEntries: ['/webhooks'],
  });
  const client = announcing
    ? createQueryClient()
    : new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('«Вебхуки»', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    signIn(admin);
    stubFetch((url) => {
      const answer = answers[url.pathname];
      if (!answer) throw new Error(`unexpected ${url.pathname}`);
      return json(answer.body, answer.status);
    });
  });
  afterEach(async () => {
    dismissAll();
    signOut();
    await changeLanguage('ru');
  });

  it('lists endpoints with whose they are, their events, and the notice of one turned off', async () => {
    answers = {
      '/api/webhooks': {
        status: 200,
        body: {
          success: true,
          data: [
            endpoint({}),
            endpoint({
              id: 2,
              url: 'https://partner.example.kz/in',
              partner: { id: 7, login: 'romashka', name: 'ТОО «Ромашка»' },
              enabled: false,
              disabledReason: 'Отключён: доставки не проходили с 2026-11-01 09:00 UTC',
            }),
          ],
        },
      },
      '/api/webhooks/1/deliveries': { status: 200, body: { success: true, data: [] } },
    };
    renderPage();
    const first = (await screen.findByText('https://erp.example.kz/hooks')).closest('tr')!;
    expect(within(first).getByText('Провайдер')).toBeTruthy();
    expect(within(first).getByText('Месяц закрыт')).toBeTruthy();
    expect(within(first).getByText('Включён')).toBeTruthy();
    expect(within(first).getByText('whsec_AbCd…')).toBeTruthy();
    const second = screen.getByText('https://partner.example.kz/in').closest('tr')!;
    expect(within(second).getByText('romashka')).toBeTruthy();
    expect(within(second).getByText('Выключен')).toBeTruthy();
    expect(within(second).getByRole('alert').textContent).toContain('доставки не проходили');

    await userEvent.click(within(first).getByRole('button', { name: 'Журнал доставок' }));
    const log = await screen.findByRole('dialog', { name: /^Журнал доставок/ });
    await within(log).findByText('Доставок пока не было');
  }, 30_000);

  it('marks an endpoint paused by its breaker, and shows why a resend is refused', async () => {
    const delivery = (id: number, status: 'pending' | 'succeeded') => ({
      id,
      endpointId: 1,
      messageId: `msg_${id}`,
      eventType: 'month.closed',
      status,
      attempts: 1,
      createdAt: '2026-11-02T09:00:00Z',
      lastAttemptAt: '2026-11-02T09:00:00Z',
      lastStatusCode: status === 'pending' ? null : 200,
      lastDurationMs: 10,
      nextAttemptAt: status === 'pending' ? '2026-11-02T09:10:00Z' : null,
      payload: '{}',
      log: [],
    });
    answers = {
      '/api/webhooks': {
        status: 200,
        body: { success: true, data: [endpoint({ pausedUntil: '2026-11-02T09:10:00Z' })] },
      },
      '/api/webhooks/1/deliveries': {
        status: 200,
        body: { success: true, data: [delivery(2, 'pending'), delivery(1, 'succeeded')] },
      },
      '/api/webhooks/deliveries/1/resend': {
        status: 429,
        body: {
          success: false,
          message: 'Слишком много повторных отправок. Повторите через 42 с.',
          errors: {},
        },
      },
    };
    renderPage(true);
    const row = (await screen.findByText('https://erp.example.kz/hooks')).closest('tr')!;
    expect(within(row).getByText('Приостановлен')).toBeTruthy();
    expect(within(row).getByText(/доставки ждут до/)).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Журнал доставок' }));
    const log = await screen.findByRole('dialog', { name: /^Журнал доставок/ });
    const waiting = await within(log).findByRole('button', { name: 'Повторить доставку msg_2' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(log).getByRole('button', { name: 'Повторить доставку msg_1' }));
    await vi.waitFor(() =>
      expect(notifyStore.getState().items.map((item) => [item.type, item.message])).toContainEqual([
        'negative',
        'Слишком много повторных отправок. Повторите через 42 с.',
      ]),
    );
  }, 30_000);

  it('says when there are none, in the reader’s language', async () => {
    await changeLanguage('en');
    answers = { '/api/webhooks': { status: 200, body: { success: true, data: [] } } };
    renderPage();
    await screen.findByText('No webhooks yet');
    expect(screen.getByRole('button', { name: 'Add a webhook' })).toBeTruthy();
  }, 30_000);

  it('shows a failed load as an error with a retry', async () => {
    answers = {
      '/api/webhooks': {
        status: 500,
        body: { success: false, message: 'Ошибка сервера', errors: {} },
      },
    };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  }, 30_000);
});
