import {
  DailyReportPage,
  MonthStatesResponse,
  RegisterAllPage,
  RegisterPage,
  ReportsPage,
  ServicesPage,
  IngestReceiptsResponse,
  RejectionsPage,
  RequestDetailResponse,
  SenderReceiptsResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { getFile } from '../../lib/http/files';

export type ServicesReport = z.infer<typeof ReportsPage>;
export type DailyReport = z.infer<typeof DailyReportPage>;
export type RegisterResult = z.infer<typeof RegisterPage>;
export type RequestDetail = z.infer<typeof RequestDetailResponse>['data'];
export type RejectionsResult = z.infer<typeof RejectionsPage>;
export type RegisterAllResult = z.infer<typeof RegisterAllPage>;

const base = (userId: number) => `/api/user/${userId}/reports`;

export const usageApi = {
  /** The caller's own ingestion by day (an integrator's), newest first. */
  receipts: async () =>
    (await http.get('/api/usage/receipts', { schema: IngestReceiptsResponse })).data,
  /** Receipts per sender and API key by day, of every sender the caller may see. */
  senderReceipts: async (query: Query) =>
    (await http.get('/api/usage/receipts/senders', { query, schema: SenderReceiptsResponse })).data,
  /** Refused records with their reasons, paged. */
  rejections: (query: Query) =>
    http.get('/api/usage/rejections', { query, schema: RejectionsPage }),
  rejectionsCsv: (query: Query) => getFile('/api/usage/rejections/export', { query }),
  /** The months being closed or closed; any other month is open. */
  months: async () => (await http.get('/api/reports/months', { schema: MonthStatesResponse })).data,
  /** One row per service used in the month, with the month's totals. */
  services: (userId: number, query: Query) =>
    http.get(base(userId), { query, schema: ReportsPage }),
  /** One row per day with usage in the month, the month's totals and the service. */
  daily: (userId: number, serviceId: number, query: Query) =>
    http.get(`${base(userId)}/${serviceId}/report`, { query, schema: DailyReportPage }),
  register: (userId: number, serviceId: number, query: Query) =>
    http.get(`${base(userId)}/${serviceId}/register`, { query, schema: RegisterPage }),
  request: async (userId: number, serviceId: number, requestId: string) =>
    (
      await http.get(`${base(userId)}/${serviceId}/register/request`, {
        query: { requestId },
        schema: RequestDetailResponse,
      })
    ).data,
  /** The register across every partner the caller may see (an admin's: all of them). */
  registerAll: (query: Query) =>
    http.get('/api/usage/register', { query, schema: RegisterAllPage }),
  /** The services to narrow the register to, by name. */
  serviceChoices: async () =>
    (
      await http.get('/api/services', {
        query: { page: 1, rowsPerPage: 100, sortBy: 'name' },
        schema: ServicesPage,
      })
    ).data,
};
