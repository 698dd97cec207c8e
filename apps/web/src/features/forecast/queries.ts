import { useQuery } from '@tanstack/react-query';
import { forecastApi as api, type ForecastAsk } from './api';

export const forecastKeys = {
  all: ['forecast'] as const,
  of: (ask: ForecastAsk) =>
    ['forecast', ask.everybody ? 'everybody' : (ask.userId ?? 'own'), ask.year, ask.month] as const,
};

/** The month-end forecast a card shows. */
export const useForecast = (ask: ForecastAsk) =>
  useQuery({ queryKey: forecastKeys.of(ask), queryFn: () => api.get(ask) });
