import type {
  AvailableService,
  PackageRequest,
  PackageRequestApproval,
  PackageRequestInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import type { PageResult } from '../../lib/table';

type One<T> = { success: true; data: T; message?: string };

export const packageRequestsApi = {
  list: (query: Query) => http.get<PageResult<PackageRequest>>('/api/package-requests', { query }),
  create: (body: z.output<typeof PackageRequestInput>) =>
    http.post<One<PackageRequest>>('/api/package-requests/create', body),
  approve: (id: number, body: z.output<typeof PackageRequestApproval>) =>
    http.post<One<PackageRequest>>(`/api/package-requests/${id}/approve`, body),
  reject: (id: number, note: string) =>
    http.post<One<PackageRequest>>(`/api/package-requests/${id}/reject`, { note }),
  cancel: (id: number) => http.post<One<PackageRequest>>(`/api/package-requests/${id}/cancel`),
  /** The services the signed-in user may use (a package is for one of them). */
  available: async () =>
    (await http.get<One<z.infer<typeof AvailableService>[]>>('/api/services/available')).data,
};
