import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Forecast } from '@cabinet/contract';
import { ForecastCard } from '../../../src/features/forecast/components/ForecastCard';
import { changeLanguage } from '../../../src/lib/i18n';
import { resetHttp } from '../../../src/lib/http';

const range = (soFar: number, expected: number) => ({
  soFar,
  expected,
  low: expected - 10,
  high: expected + 10,
});
const forecast: Forecast = {
  userId: 1,
  year: 2026,
  month: 11,
  daysInMonth: 30,
  daysElapsed: 12,
  requests: range(240, 600),
  spendMinor: range(100_000, 224_000),
  services: [
    {
      serviceId: 3,
      serviceCode: 'search',
      serviceName: 'Поиск',
      requests: range(240, 600),
      spendMinor: range(100_000, 224_000),
      packageRunsOut: null,
      days: Array.from({ length: 30 }, (_, i) => ({
        day: `2026-11-${String(i + 1).padStart(2, '0')}`,
        actual: i < 12 ? 20 : null,
        projected: i < 12 ? null : 20,
      })),
      basis: { monthDays: 12, previousDays: 31, weekly: false, trend: false, text: 'дни 1–12' },
    },
  ],
};
const asked: string[] = [];

describe('the forecast card on the staff’s home', () => {
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ success: true, data: forecast }), {
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

  it('asks for everybody’s forecast and calls the spend the provider’s revenue', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ForecastCard everybody />
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('forecast-card');
    within(card).getByRole('heading', { name: 'Прогноз по всем партнёрам до конца месяца' });
    within(card).getByRole('heading', { name: 'Выручка к концу месяца' });
    expect(
      asked.some((url) => new URL(url, 'http://x').searchParams.get('everybody') === 'true'),
    ).toBe(true);
  });
});
