import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@cabinet/contract';
import { ServiceEditor } from '../../../src/features/services/components/ServiceEditor';
import { resetHttp } from '../../../src/lib/http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const service: Service = {
  id: 7,
  code: 'check',
  name: 'Проверка',
  description: '',
  documentation: '',
  status: 'active',
  billableOutcomes: 'success-or-not-found',
  upstreamUrl: null,
  form: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/services/:id/edit', element: <ServiceEditor service={service} /> },
      { path: '*', element: <p>list</p> },
    ],
    { initialEntries: ['/services/7/edit'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** Posts answered by `answer`; the bodies sent are kept. */
function stubServer(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('csrf-cookie')) return new Response(null, { status: 204 });
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

const ruleField = () => screen.getByRole('combobox', { name: /Какие запросы оплачиваются/ });

describe('the service editor’s billing rule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('shows the stored rule, offers the four, and sends the one chosen', async () => {
    const bodies = stubServer(() => json(200, { success: true, data: service }));
    renderEditor();
    expect(ruleField().textContent).toBe(
      'Оплачиваются успешные запросы и ответы «не найдено» (404)',
    );
    await userEvent.click(ruleField());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Оплачиваются только успешные запросы',
      'Оплачиваются успешные запросы и ответы «не найдено» (404)',
      'Оплачиваются все запросы, на которые сервис ответил (кроме ошибок 5xx)',
      'Оплачиваются все запросы, включая ошибки',
    ]);
    await userEvent.click(options[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ billableOutcomes: 'answered' });
    expect(bodies[0]).not.toHaveProperty('failedBillable');
  }, 30_000);

  it('puts the server’s 422 message under the rule', async () => {
    const message =
      'Выберите, какие запросы оплачиваются: success, success-or-not-found, answered или all';
    stubServer(() =>
      json(422, { success: false, message, errors: { billableOutcomes: [message] } }),
    );
    renderEditor();
    expect(screen.getByText(/^Правило применяется к запросам/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    // In place of the field's hint.
    expect(screen.queryByText(/^Правило применяется к запросам/)).toBeNull();
  }, 30_000);
});
