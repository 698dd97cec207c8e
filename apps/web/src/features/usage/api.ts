import {
  DailyReportPage,
  MonthStatesResponse,
  RegisterPage,
  ReportsPage,
  IngestReceiptsResponse,
  RejectionsPage,
  SenderReceiptsResponse,
} from '@cabinet/contract';
import type { RequestDetailResponse } from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { getFile } from '../../lib/http/files';

export type ServicesReport = z.infer<typeof ReportsPage>;
export type DailyReport = z.infer<typeof DailyReportPage>;
export type RegisterResult = z.infer<typeof RegisterPage>;
export type RequestDetail = z.infer<typeof RequestDetailResponse>['data'];
export type RejectionsResult = z.infer<typeof RejectionsPage>;

const base = (userId: number) => `/api/user/${userId}/reports`;

export const reportsApi = {
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
      await http.get<z.infer<typeof RequestDetailResponse>>(
        `${base(userId)}/${serviceId}/register/request`,
        { query: { requestId } },
      )
    ).data,
};
