import { CalendarResponse, ChartsResponse, DashboardResponse } from '@cabinet/contract';
import { http } from '../../lib/http';

export const dashboardApi = {
  summary: async () => (await http.get('/api/dashboard', { schema: DashboardResponse })).data,
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
