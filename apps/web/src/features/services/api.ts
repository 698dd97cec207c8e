import { AvailableServicesResponse } from '@cabinet/contract';
import type { AvailableService, Service, ServiceInput, ServiceStatus } from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import type { PageResult } from '../../lib/table';

type One<T> = { success: true; data: T; message?: string };

export interface ServiceOption {
  id: number;
  code: string;
  name: string;
  status: ServiceStatus;
}

export type Available = z.infer<typeof AvailableService>;

export interface CallResult {
  requestId: string;
  status: 'success' | 'error';
  httpStatus: number;
  durationMs: number;
  response: unknown;
  amountMinor: number;
  coveredByPackage: boolean;
}

export const servicesApi = {
  list: (query: Query) => http.get<PageResult<Service>>('/api/services', { query }),
  options: async () => (await http.get<One<ServiceOption[]>>('/api/services/all')).data,
  one: async (id: number) => (await http.get<One<Service>>(`/api/services/${id}`)).data,
  byCode: async (code: string) =>
    (await http.get<One<Service>>(`/api/services/code/${encodeURIComponent(code)}`)).data,
  create: (body: ServiceInput) => http.post<One<Service>>('/api/services/create', body),
  update: (id: number, body: ServiceInput) =>
    http.post<One<Service>>(`/api/services/update/${id}`, body),
  available: async () =>
    (await http.get('/api/services/available', { schema: AvailableServicesResponse })).data,
  /** Calls the service on the signed-in user's behalf; the call is recorded and priced. */
  call: async (code: string, input: Record<string, unknown>) =>
    (
      await http.post<One<CallResult>>(`/api/services/call/${encodeURIComponent(code)}`, {
        input,
      })
    ).data,
};
