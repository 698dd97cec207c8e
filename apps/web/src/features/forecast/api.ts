import { ForecastResponse } from '@cabinet/contract';
import { http } from '../../lib/http';

export interface ForecastAsk {
  /** Whose forecast: the caller's own when absent. */
  userId?: number | undefined;
  /** Everybody's together (the provider's staff only). */
  everybody?: boolean | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

export const forecastApi = {
  get: async (ask: ForecastAsk) =>
    (
      await http.get('/api/usage/forecast', {
        query: {
          userId: ask.userId,
          everybody: ask.everybody ? 'true' : undefined,
          year: ask.year,
          month: ask.month,
        },
        schema: ForecastResponse,
      })
    ).data,
};
