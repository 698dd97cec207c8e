import {
  PartnerLocationResponse,
  PartnerLocationsResponse,
  type LocationInput,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export const locationsApi = {
  all: async () => (await http.get('/api/locations', { schema: PartnerLocationsResponse })).data,
  one: async (partnerId: number) =>
    (await http.get(`/api/locations/${partnerId}`, { schema: PartnerLocationResponse })).data,
  save: (partnerId: number, body: LocationInput) =>
    http.post(`/api/locations/${partnerId}`, body, { schema: PartnerLocationResponse }),
};
