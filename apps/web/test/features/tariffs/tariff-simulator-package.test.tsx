import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Permission } from '@cabinet/contract';
import TariffSimulatorPage from '../../../src/features/tariffs/pages/TariffSimulatorPage';
import { packageDraft } from '../../../src/features/tariffs/components/PackageDraftFields';
import { changeLanguage } from '../../../src/lib/i18n';
import { adminUser, json, signIn, signOut, stubFetch } from '../../lib/signed-in';

/* Issue 44: the simulator's draft package — its size in requests and its price in tenge. */

const staff = adminUser({ permissions: [Permission.tariffView, Permission.tariffSimulate] });

const tariff = {
  id: 3,
  serviceId: 2,
  serviceName: 'Проверка компании',
  billableOutcomes: 'success',
  name: 'Базовый',
  currency: 'KZT',
  tiers: [{ upTo: null, priceMinor: 1_000 }],
  vatIncluded: false,
  vatRate: 0,
  validFrom: '2026-01-01',
  validTo: null,
  inUse: true,
};
const simulation = {
  tariffId: 3,
  tariffName: 'Базовый',
  months: ['2026-10'],
  rows: [],
  totals: {
    partners: 0,
    requests: 0,
    beforeMinor: 0,
    afterMinor: 0,
    differenceMinor: 0,
    differencePercent: null,
  },
};
const answers: Record<string, unknown> = {
  'GET /api/tariffs/3': { success: true, data: tariff },
  'POST /api/tariffs/simulations': { success: true, data: simulation },
};
const sent: { method: string; path: string; body: unknown }[] = [];

function open() {
  const router = createMemoryRouter(
    [{ path: '/tariff/simulate/:id', Component: TariffSimulatorPage }],
    { initialEntries: ['/tariff/simulate/3'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const posted = () =>
  waitFor(() => sent.find((call) => call.method === 'POST')!.body as Record<string, unknown>);

describe('the tariff simulator’s draft package', () => {
  beforeEach(() => {
    sent.length = 0;
    signIn(staff);
    stubFetch((url, init) => {
      const path = url.pathname;
      const method = init?.method ?? 'GET';
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = answers[`${method} ${path}`];
      if (!body) throw new Error(`unexpected ${method} ${path}`);
      return json(body);
    });
  });
  afterEach(async () => {
    signOut();
    await changeLanguage('ru');
  });

  it('sends the size in requests and the price in tiyn', async () => {
    open();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Объём пакета, запросов' }),
      '10 000',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Цена пакета, ₸' }), '1 500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect((await posted()).draft).toEqual({
      tiers: [{ upTo: null, priceMinor: 1_000 }],
      package: { quota: 10_000, priceMinor: 150_050 },
    });
  }, 30_000);

  it('without a size the draft has no package', async () => {
    open();
    await screen.findByRole('textbox', { name: 'Объём пакета, запросов' });
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect((await posted()).draft).toEqual({ tiers: [{ upTo: null, priceMinor: 1_000 }] });
  }, 30_000);

  it('says its rule in English and Kazakh too', async () => {
    await changeLanguage('en');
    open();
    expect(await screen.findByRole('textbox', { name: 'Package size, requests' })).toBeTruthy();
    expect(screen.getByText(/in each month a partner has requests on the tariff/)).toBeTruthy();
    await changeLanguage('kk');
    expect(await screen.findByRole('textbox', { name: 'Пакет бағасы, ₸' })).toBeTruthy();
  }, 30_000);

  it('what does not parse is sent for the server to refuse', () => {
    expect(packageDraft({ quota: '', price: '5' })).toBeUndefined();
    expect(packageDraft({ quota: 'x', price: '' })).toEqual({ quota: 0, priceMinor: -1 });
  });
});
