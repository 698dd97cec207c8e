import {
  AvailableServicesResponse,
  ServiceCallResponse,
  ServiceOptionsResponse,
  ServiceResponse,
  ServicesPage,
  type AvailableService,
  type ServiceCallResult,
  type ServiceInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type ServiceOption = z.infer<typeof ServiceOptionsResponse>['data'][number];
export type Available = z.infer<typeof AvailableService>;
export type CallResult = z.infer<typeof ServiceCallResult>;

export const servicesApi = {
  list: (query: Query) => http.get('/api/services', { query, schema: ServicesPage }),
  options: async () =>
    (await http.get('/api/services/all', { schema: ServiceOptionsResponse })).data,
  one: async (id: number) =>
    (await http.get(`/api/services/${id}`, { schema: ServiceResponse })).data,
  byCode: async (code: string) =>
    (
      await http.get(`/api/services/code/${encodeURIComponent(code)}`, {
        schema: ServiceResponse,
      })
    ).data,
  create: (body: ServiceInput) =>
    http.post('/api/services/create', body, { schema: ServiceResponse }),
  update: (id: number, body: ServiceInput) =>
    http.post(`/api/services/update/${id}`, body, { schema: ServiceResponse }),
  available: async () =>
    (await http.get('/api/services/available', { schema: AvailableServicesResponse })).data,
  /** Calls the service on the signed-in user's behalf; the call is recorded and priced. */
  call: async (code: string, input: Record<string, unknown>) =>
    (
      await http.post(
        `/api/services/call/${encodeURIComponent(code)}`,
        { input },
        { schema: ServiceCallResponse },
      )
    ).data,
};
