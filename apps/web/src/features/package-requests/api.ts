import {
  AvailableServicesResponse,
  PackageRequestResponse,
  PackageRequestsPage,
  type PackageRequestApproval,
  type PackageRequestInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export const packageRequestsApi = {
  list: (query: Query) => http.get('/api/package-requests', { query, schema: PackageRequestsPage }),
  create: (body: z.output<typeof PackageRequestInput>) =>
    http.post('/api/package-requests/create', body, { schema: PackageRequestResponse }),
  approve: (id: number, body: z.output<typeof PackageRequestApproval>) =>
    http.post(`/api/package-requests/${id}/approve`, body, { schema: PackageRequestResponse }),
  reject: (id: number, note: string) =>
    http.post(`/api/package-requests/${id}/reject`, { note }, { schema: PackageRequestResponse }),
  cancel: (id: number) =>
    http.post(`/api/package-requests/${id}/cancel`, undefined, {
      schema: PackageRequestResponse,
    }),
  /** The services the signed-in user may use (a package is for one of them). */
  available: async () =>
    (await http.get('/api/services/available', { schema: AvailableServicesResponse })).data,
};
