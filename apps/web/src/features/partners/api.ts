import type {
  Partner,
  PartnerCreate,
  PartnerOption,
  PartnerUpdate,
  PartnerUserCreate,
  PartnerUserUpdate,
  PasswordSet,
  Role,
  UserGroup,
  UserSummary,
} from '@cabinet/contract';
import { http, type Query } from '../../lib/http';
import type { PageResult } from '../../lib/table';

type One<T> = { success: true; data: T; message?: string };
type Message = { success: true; message: string };
/** Attach and detach answer a message and an errors object (spec section 7). */
type MembershipAnswer = { success: boolean; message: string; errors: Record<string, string[]> };

export interface AttachableUser {
  id: number;
  login: string;
  email: string;
  name: string;
  group: UserGroup;
}

export const partnersApi = {
  list: (query: Query) => http.get<PageResult<Partner>>('/api/partners', { query }),
  options: async () => (await http.get<One<PartnerOption[]>>('/api/partners/all')).data,
  one: async (id: number) => (await http.get<One<Partner>>(`/api/partners/${id}`)).data,
  create: (body: PartnerCreate) => http.post<One<Partner>>('/api/partners/create', body),
  update: (id: number, body: PartnerUpdate) =>
    http.post<One<Partner>>(`/api/partners/update/${id}`, body),
  /** GET, as the spec has it; a partner with history is blocked instead. */
  remove: (id: number) =>
    http.get<Message & { outcome: 'deleted' | 'blocked' }>(`/api/partners/delete/${id}`),
  detach: (userId: number) =>
    http.post<MembershipAnswer>('/api/partners/detach', { user_id: userId }),
  attachable: async () => (await http.get<One<AttachableUser[]>>('/api/users/partner/all')).data,
  attach: (userId: number, partnerId: number) =>
    http.post<MembershipAnswer>('/api/users/attach-to-partner', {
      user_id: userId,
      partner_id: partnerId,
    }),

  createUser: (body: PartnerUserCreate) =>
    http.post<One<UserSummary>>('/api/partner-users/create', body),
  updateUser: (id: number, body: PartnerUserUpdate) =>
    http.post<One<UserSummary>>(`/api/partner-users/update/${id}`, body),
  setPassword: (id: number, body: PasswordSet) =>
    http.post<Message>(`/api/partner-users/password-change/${id}`, body),

  /** Roles for the picker (needs access-control.view). */
  roles: async () => (await http.get<One<Role[]>>('/api/access-control/role')).data,
};
