import type {
  Tariff,
  TariffInput,
  TariffPackage,
  TariffSimulationInput,
  UserService,
} from '@cabinet/contract';
import { TariffPackagesResponse, TariffSimulationResponse } from '@cabinet/contract';
import { http, type Query } from '../../lib/http';
import { postFile } from '../../lib/http/files';
import type { PageResult } from '../../lib/table';

type One<T> = { success: true; data: T; message?: string };
type Message = { success: true; message: string };

export interface ServiceOption {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'disabled';
}

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
  list: (query: Query) => http.get<PageResult<Tariff>>('/api/tariffs', { query }),
  one: async (id: number) => (await http.get<One<Tariff>>(`/api/tariffs/${id}`)).data,
  create: (body: TariffInput) => http.post<One<Tariff>>('/api/tariffs/create', body),
  update: (id: number, body: TariffInput) =>
    http.post<One<Tariff>>(`/api/tariffs/update/${id}`, body),
  remove: (id: number) => http.post<Message>(`/api/tariffs/delete/${id}`),
  end: (id: number, validTo: string) =>
    http.post<One<Tariff>>(`/api/tariffs/end/${id}`, { validTo }),

  services: async () => (await http.get<One<ServiceOption[]>>('/api/services/all')).data,
  service: async (id: number) => (await http.get<One<ServiceOption>>(`/api/services/${id}`)).data,

  assignments: async (userId: number) =>
    (await http.get<One<UserService[]>>(`/api/users/${userId}/services`)).data,
  assign: (userId: number, body: { serviceId: number; tariffId: number; from: string }) =>
    http.post<One<UserService[]>>(`/api/users/${userId}/services/assign`, body),
  endAssignment: (userId: number, body: { serviceId: number; from: string }) =>
    http.post<One<UserService[]>>(`/api/users/${userId}/services/end`, body),

  packages: async (userId: number, serviceId: number) =>
    (await http.get(packages(userId, serviceId), { schema: TariffPackagesResponse })).data,
  createPackage: (userId: number, serviceId: number, body: PackageInput) =>
    http.post<One<TariffPackage>>(`${packages(userId, serviceId)}/create`, body),
  extendPackage: (
    userId: number,
    serviceId: number,
    id: number,
    body: { validTo?: string; addQuota?: number },
  ) => http.post<One<TariffPackage>>(`${packages(userId, serviceId)}/extend/${id}`, body),
  simulate: async (body: TariffSimulationInput) =>
    (await http.post('/api/tariffs/simulations', body, { schema: TariffSimulationResponse })).data,
  simulationCsv: (body: TariffSimulationInput) => postFile('/api/tariffs/simulations/csv', body),

  closePackage: (userId: number, serviceId: number, id: number) =>
    http.post<One<TariffPackage>>(`${packages(userId, serviceId)}/close/${id}`),
};
