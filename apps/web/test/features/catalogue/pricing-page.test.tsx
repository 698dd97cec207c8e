import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueService } from '@cabinet/contract';
import PricingPage from '../../../src/features/catalogue/pages/PricingPage';
import { resetHttp } from '../../../src/lib/http';
import { queryClient } from '../../../src/lib/query-client';

const service = (id: number, name: string, priced: boolean): CatalogueService => ({
  id,
  code: `s${id}`,
  name,
  description: '',
  hasDocumentation: false,
  billableOutcomes: 'success',
  tariffs: priced
    ? [
        {
          id: 10 + id,
          name: 'Базовый',
          currency: 'KZT',
          tiers: [{ upTo: null, priceMinor: 15000 }],
          vatIncluded: true,
          vatRate: 12,
          validFrom: '2026-01-01',
          validTo: null,
        },
      ]
    : [],
});

/** The paths asked, and the catalogue the server answers with. */
let asked: string[] = [];

function showPricing(services: CatalogueService[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname);
      if (url.pathname !== '/api/catalogue/services') throw new Error(`unexpected ${url.pathname}`);
      const meta = {
        total: services.length,
        page: 1,
        rowsPerPage: 100,
        sortBy: 'name',
        descending: false,
      };
      return new Response(JSON.stringify({ success: true, data: services, meta }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const router = createMemoryRouter([{ path: '/Pricing', Component: PricingPage }], {
    initialEntries: ['/Pricing'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/Pricing', () => {
  afterEach(() => {
    asked = [];
    queryClient.clear();
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('shows an anonymous visitor the priced services only, without the publishing editor', async () => {
    showPricing([service(1, 'Проверка ИИН', true), service(2, 'Без тарифа', false)]);
    expect(await screen.findByText('Проверка ИИН')).toBeTruthy();
    expect(screen.queryByText('Без тарифа')).toBeNull();
    expect(asked).toEqual(['/api/catalogue/services']);
  });

  it('says prices are given on request when nothing is published', async () => {
    showPricing([service(2, 'Без тарифа', false)]);
    expect(await screen.findByText(/Цены сообщаются по запросу/)).toBeTruthy();
  });
});
