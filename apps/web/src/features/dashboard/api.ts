import { CalendarResponse, ChartsResponse, DashboardResponse } from '@cabinet/contract';
import { http } from '../../lib/http';
import { getEarly } from '../../lib/http/early';

export const dashboardApi = {
  /** The home page asks for it as the page starts (app/early-calls.ts): that answer comes first. */
  summary: async () => (await getEarly('/api/dashboard', { schema: DashboardResponse })).data,
  charts: async (days: number) =>
    (await http.get('/api/dashboard/charts', { query: { days }, schema: ChartsResponse })).data,
  calendar: async (year: number, month: number) =>
    (
      await http.get('/api/dashboard/calendar', {
        query: { year, month },
        schema: CalendarResponse,
      })
    ).data,
};
