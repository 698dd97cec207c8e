import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission, type CurrentUser } from '@cabinet/contract';
import PartnerServicesPage from '../../../src/features/services/pages/PartnerServicesPage';
import DocumentationPage from '../../../src/features/services/pages/DocumentationPage';
import TariffListPage from '../../../src/features/tariffs/pages/TariffListPage';
import { ServiceCard } from '../../../src/features/catalogue/components/ServiceCard';
import { fillSlots } from '../../../src/app/fill-slots';
import { changeLanguage } from '../../../src/lib/i18n';
import { authStore, initialAuthState } from '../../../src/lib/session';
import { resetHttp } from '../../../src/lib/http';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const user: CurrentUser = {
  id: 5,
  login: 'partner',
  email: 'partner@example.kz',
  name: 'ТОО',
  surname: 'Ромашка',
  description: '',
  groups: ['Admin'],
  roles: [],
  permissions: [Permission.tariffView, Permission.servicesView],
  parentId: null,
  last_login_datetime: null,
  emailConfirmed: true,
  sessionIdleMinutes: 10,
};

const tariff = {
  id: 3,
  name: 'Базовый',
  currency: 'KZT',
  tiers: [{ upTo: null, priceMinor: 15000 }],
  vatIncluded: true,
  vatRate: 12,
};

const available = (id: number, code: string, billableOutcomes: string) => ({
  id,
  code,
  name: `Сервис ${code}`,
  description: '',
  status: 'active',
  hasForm: false,
  billableOutcomes,
  tariff: { ...tariff, id: id * 10 },
  packageRemaining: 0,
  packageQuota: 0,
});

const answers: Record<string, unknown> = {
  '/api/services/available': {
    success: true,
    data: [available(1, 'check', 'success-or-not-found'), available(2, 'cement', 'success')],
  },
  '/api/tariffs': {
    success: true,
    data: [
      {
        ...tariff,
        serviceId: 1,
        serviceName: 'Сервис check',
        billableOutcomes: 'all',
        validFrom: '2026-01-01',
        validTo: null,
        inUse: true,
      },
    ],
    meta: { total: 1, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
  },
  '/api/services/all': { success: true, data: [] },
  '/api/services/1': {
    success: true,
    data: {
      id: 1,
      code: 'check',
      name: 'Сервис check',
      description: 'Проверка',
      documentation: '# Документация',
      status: 'active',
      billableOutcomes: 'answered',
      form: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  },
};

function renderAt(path: string, route: string, Component: ComponentType) {
  const router = createMemoryRouter([{ path: route, Component }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (code: string) =>
  document.querySelector<HTMLElement>(`[data-service-code="${code}"]`)!;

describe('which requests are billed, where a partner and an admin decide', () => {
  beforeAll(() => fillSlots());
  beforeEach(() => {
    authStore.setState({
      authenticated: true,
      user,
      token: 'token',
      groups: user.groups,
      parentId: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        if (!(path in answers)) throw new Error(`unexpected ${path}`);
        return json(answers[path]);
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetHttp();
    authStore.setState(initialAuthState(), true);
    await changeLanguage('ru');
  });

  it('the partner’s services page says each service’s rule on its card', async () => {
    renderAt('/partner-services', '/partner-services', PartnerServicesPage);
    await screen.findByText('Сервис check');
    expect(within(card('check')).getByTestId('billable-outcomes').textContent).toBe(
      'Оплачиваются успешные запросы и ответы «не найдено» (404)',
    );
    expect(within(card('cement')).getByTestId('billable-outcomes').textContent).toBe(
      'Оплачиваются только успешные запросы',
    );
  }, 30_000);

  it('the tariff list says the rule of the tariff’s service, in the reader’s language', async () => {
    await changeLanguage('en');
    renderAt('/tariff', '/tariff', TariffListPage);
    const row = await screen.findByText('Базовый');
    const tr = row.closest('tr')!;
    expect(within(tr).getByTestId('billable-outcomes').textContent).toBe(
      'Every request is billed, errors included',
    );
  }, 30_000);

  it('the documentation page says the service’s rule', async () => {
    await changeLanguage('kk');
    renderAt('/service/1', '/service/:id', DocumentationPage);
    expect((await screen.findByTestId('billable-outcomes')).textContent).toBe(
      'Сервис жауап берген барлық сұраулар төленеді (5xx қателерінен басқа)',
    );
  }, 30_000);

  it('the public catalogue’s card says the rule next to the prices', async () => {
    render(
      <ServiceCard
        service={{
          id: 1,
          code: 'check',
          name: 'Сервис check',
          description: '',
          hasDocumentation: true,
          billableOutcomes: 'success-or-not-found',
          tariffs: [{ ...tariff, currency: 'KZT', validFrom: '2026-01-01', validTo: null }],
        }}
      />,
    );
    expect(screen.getByTestId('billable-outcomes').textContent).toBe(
      'Оплачиваются успешные запросы и ответы «не найдено» (404)',
    );
  });
});
