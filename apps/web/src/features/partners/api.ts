import {
  AttachResponse,
  MessageBody,
  PartnerDeleteResponse,
  PartnerOptionsResponse,
  PartnerResponse,
  PartnersPage,
  RolesResponse,
  UserOptionsResponse,
  UserResponse,
  type PartnerCreate,
  type PartnerUpdate,
  type PartnerUserCreate,
  type PartnerUserUpdate,
  type PasswordSet,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type AttachableUser = z.infer<typeof UserOptionsResponse>['data'][number];

export const partnersApi = {
  list: (query: Query) => http.get('/api/partners', { query, schema: PartnersPage }),
  options: async () =>
    (await http.get('/api/partners/all', { schema: PartnerOptionsResponse })).data,
  one: async (id: number) =>
    (await http.get(`/api/partners/${id}`, { schema: PartnerResponse })).data,
  create: (body: PartnerCreate) =>
    http.post('/api/partners/create', body, { schema: PartnerResponse }),
  update: (id: number, body: PartnerUpdate) =>
    http.post(`/api/partners/update/${id}`, body, { schema: PartnerResponse }),
  /** GET, as the spec has it; a partner with history is blocked instead. */
  remove: (id: number) => http.get(`/api/partners/delete/${id}`, { schema: PartnerDeleteResponse }),
  /** Attach and detach answer a message and an errors object (spec section 7). */
  detach: (userId: number) =>
    http.post('/api/partners/detach', { user_id: userId }, { schema: AttachResponse }),
  attachable: async () =>
    (await http.get('/api/users/partner/all', { schema: UserOptionsResponse })).data,
  attach: (userId: number, partnerId: number) =>
    http.post(
      '/api/users/attach-to-partner',
      { user_id: userId, partner_id: partnerId },
      { schema: AttachResponse },
    ),

  createUser: (body: PartnerUserCreate) =>
    http.post('/api/partner-users/create', body, { schema: UserResponse }),
  updateUser: (id: number, body: PartnerUserUpdate) =>
    http.post(`/api/partner-users/update/${id}`, body, { schema: UserResponse }),
  setPassword: (id: number, body: PasswordSet) =>
    http.post(`/api/partner-users/password-change/${id}`, body, { schema: MessageBody }),

  /** Roles for the picker (needs access-control.view). */
  roles: async () => (await http.get('/api/access-control/role', { schema: RolesResponse })).data,
};
