import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MalformedAnswer, resetHttp } from '../../src/lib/http';
import { accessControlApi } from '../../src/features/access-control/api';
import { catalogueApi } from '../../src/features/catalogue/api';
import { dashboardApi } from '../../src/features/dashboard/api';
import { partnersApi } from '../../src/features/partners/api';
import { servicesApi } from '../../src/features/services/api';
import { tariffsApi } from '../../src/features/tariffs/api';
import { useTariffs } from '../../src/features/tariffs/queries';
import { usageApi } from '../../src/features/usage/api';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const tariff = {
  id: 3,
  serviceId: 1,
  serviceName: 'Проверка',
  billableOutcomes: 'all',
  name: 'Базовый',
  currency: 'KZT',
  tiers: [{ upTo: null, priceMinor: 15000 }],
  vatIncluded: true,
  vatRate: 12,
  validFrom: '2026-01-01',
  validTo: null,
  inUse: true,
};
const meta = { total: 1, page: 1, rowsPerPage: 10, sortBy: null, descending: false };

let answer: unknown;

beforeEach(() => {
  resetHttp();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(answer)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('every answer is read with its contract schema', () => {
  it('a well-formed answer passes', async () => {
    answer = { success: true, data: [tariff], meta };
    expect((await tariffsApi.list({})).data[0]?.name).toBe('Базовый');
  });

  it.each([
    ['a tariff list without its envelope', () => tariffsApi.list({}), { data: [tariff], meta }],
    [
      'a tariff whose price is a string (money is integer tiyn)',
      () => tariffsApi.one(3),
      { success: true, data: { ...tariff, tiers: [{ upTo: null, priceMinor: '150.00' }] } },
    ],
    ['a role list that is no list', () => accessControlApi.roles(), { success: true, data: {} }],
    ['a service without its code', () => servicesApi.one(1), { success: true, data: { id: 1 } }],
    ['a partner page of strings', () => partnersApi.list({}), { success: true, data: ['x'], meta }],
    ['a price list without rows', () => catalogueApi.priceList(), { success: true }],
    ['a dashboard of nothing', () => dashboardApi.summary(), { success: true, data: null }],
    [
      'a request detail of another shape',
      () => usageApi.request(3, 2, 'r-1'),
      { success: true, data: { requestId: 7 } },
    ],
  ])('%s is refused', async (_name, ask, body) => {
    answer = body;
    await expect(ask()).rejects.toBeInstanceOf(MalformedAnswer);
  });

  it('a refused answer is the query’s error, for the page’s error state, not a crash', async () => {
    answer = { success: true, data: [{ ...tariff, id: 'three' }], meta };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTariffs({}), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(MalformedAnswer);
    expect(result.current.error?.message).toMatch(
      /^Unexpected answer to GET \/api\/tariffs: data\.0\.id/,
    );
    expect(result.current.data).toBeUndefined();
  });
});
