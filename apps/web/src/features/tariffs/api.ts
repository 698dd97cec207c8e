import {
  MessageBody,
  ServiceOptionsResponse,
  ServiceResponse,
  TariffPackageResponse,
  TariffPackagesResponse,
  TariffResponse,
  TariffSimulationResponse,
  TariffsPage,
  UserServicesResponse,
  type Tariff,
  type TariffInput,
  type TariffSimulationInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { postFile } from '../../lib/http/files';

export type ServiceOption = z.infer<typeof ServiceOptionsResponse>['data'][number];

export interface PackageInput {
  quota: number;
  priceMinor: number;
  currency: Tariff['currency'];
  validFrom: string;
  validTo: string;
}

const packages = (userId: number, serviceId: number) =>
  `/api/users/${userId}/tariff-packages/${serviceId}`;

export const tariffsApi = {
  list: (query: Query) => http.get('/api/tariffs', { query, schema: TariffsPage }),
  one: async (id: number) =>
    (await http.get(`/api/tariffs/${id}`, { schema: TariffResponse })).data,
  create: (body: TariffInput) => http.post('/api/tariffs/create', body, { schema: TariffResponse }),
  update: (id: number, body: TariffInput) =>
    http.post(`/api/tariffs/update/${id}`, body, { schema: TariffResponse }),
  remove: (id: number) =>
    http.post(`/api/tariffs/delete/${id}`, undefined, { schema: MessageBody }),
  end: (id: number, validTo: string) =>
    http.post(`/api/tariffs/end/${id}`, { validTo }, { schema: TariffResponse }),

  services: async () =>
    (await http.get('/api/services/all', { schema: ServiceOptionsResponse })).data,
  service: async (id: number) =>
    (await http.get(`/api/services/${id}`, { schema: ServiceResponse })).data,

  assignments: async (userId: number) =>
    (await http.get(`/api/users/${userId}/services`, { schema: UserServicesResponse })).data,
  assign: (userId: number, body: { serviceId: number; tariffId: number; from: string }) =>
    http.post(`/api/users/${userId}/services/assign`, body, { schema: UserServicesResponse }),
  endAssignment: (userId: number, body: { serviceId: number; from: string }) =>
    http.post(`/api/users/${userId}/services/end`, body, { schema: UserServicesResponse }),

  packages: async (userId: number, serviceId: number) =>
    (await http.get(packages(userId, serviceId), { schema: TariffPackagesResponse })).data,
  createPackage: (userId: number, serviceId: number, body: PackageInput) =>
    http.post(`${packages(userId, serviceId)}/create`, body, { schema: TariffPackageResponse }),
  extendPackage: (
    userId: number,
    serviceId: number,
    id: number,
    body: { validTo?: string; addQuota?: number },
  ) =>
    http.post(`${packages(userId, serviceId)}/extend/${id}`, body, {
      schema: TariffPackageResponse,
    }),
  simulate: async (body: TariffSimulationInput) =>
    (await http.post('/api/tariffs/simulations', body, { schema: TariffSimulationResponse })).data,
  simulationCsv: (body: TariffSimulationInput) => postFile('/api/tariffs/simulations/csv', body),

  closePackage: (userId: number, serviceId: number, id: number) =>
    http.post(`${packages(userId, serviceId)}/close/${id}`, undefined, {
      schema: TariffPackageResponse,
    }),
};
