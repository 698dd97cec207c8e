import { ForecastResponse } from '@cabinet/contract';
import { http } from '../../lib/http';

export interface ForecastAsk {
  /** Whose forecast: the caller's own when absent. */
  userId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

export const forecastKeys = {
  all: ['forecast'] as const,
  of: (ask: ForecastAsk) => ['forecast', ask.userId ?? 'own', ask.year, ask.month] as const,
};

export const forecastApi = {
  get: async (ask: ForecastAsk) =>
    (
      await http.get('/api/usage/forecast', {
        query: { userId: ask.userId, year: ask.year, month: ask.month },
        schema: ForecastResponse,
      })
    ).data,
};
