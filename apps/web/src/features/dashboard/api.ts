import { RegisterAllPage } from '@cabinet/contract';
import type {
  CalendarResponse,
  ChartsResponse,
  DashboardResponse,
  ServicesPage,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type RegisterAllResult = z.infer<typeof RegisterAllPage>;
export type ServiceOptions = z.infer<typeof ServicesPage>['data'];

export const dashboardApi = {
  summary: async () => (await http.get<z.infer<typeof DashboardResponse>>('/api/dashboard')).data,
  charts: async (days: number) =>
    (await http.get<z.infer<typeof ChartsResponse>>('/api/dashboard/charts', { query: { days } }))
      .data,
  calendar: async (year: number, month: number) =>
    (
      await http.get<z.infer<typeof CalendarResponse>>('/api/dashboard/calendar', {
        query: { year, month },
      })
    ).data,
  register: (query: Query) => http.get('/api/usage/register', { query, schema: RegisterAllPage }),
  services: async () =>
    (
      await http.get<z.infer<typeof ServicesPage>>('/api/services', {
        query: { page: 1, rowsPerPage: 100, sortBy: 'name' },
      })
    ).data,
};
