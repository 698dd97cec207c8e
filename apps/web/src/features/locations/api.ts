import type {
  LocationInput,
  PartnerLocationResponse,
  PartnerLocationsResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http } from '../../lib/http';

export const locationsApi = {
  all: async () =>
    (await http.get<z.infer<typeof PartnerLocationsResponse>>('/api/locations')).data,
  one: async (partnerId: number) =>
    (await http.get<z.infer<typeof PartnerLocationResponse>>(`/api/locations/${partnerId}`)).data,
  save: (partnerId: number, body: LocationInput) =>
    http.post<z.infer<typeof PartnerLocationResponse>>(`/api/locations/${partnerId}`, body),
};
