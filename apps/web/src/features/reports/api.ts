import type {
  DailyReportPage,
  RegisterPage,
  ReportsPage,
  RequestDetailResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type ServicesReport = z.infer<typeof ReportsPage>;
export type DailyReport = z.infer<typeof DailyReportPage>;
export type RegisterResult = z.infer<typeof RegisterPage>;
export type RequestDetail = z.infer<typeof RequestDetailResponse>['data'];

const base = (userId: number) => `/api/user/${userId}/reports`;

export const reportsApi = {
  /** One row per service used in the month, with the month's totals. */
  services: (userId: number, query: Query) => http.get<ServicesReport>(base(userId), { query }),
  /** One row per day with usage in the month, the month's totals and the service. */
  daily: (userId: number, serviceId: number, query: Query) =>
    http.get<DailyReport>(`${base(userId)}/${serviceId}/report`, { query }),
  register: (userId: number, serviceId: number, query: Query) =>
    http.get<RegisterResult>(`${base(userId)}/${serviceId}/register`, { query }),
  request: async (userId: number, serviceId: number, requestId: string) =>
    (
      await http.get<z.infer<typeof RequestDetailResponse>>(
        `${base(userId)}/${serviceId}/register/request`,
        { query: { requestId } },
      )
    ).data,
};
