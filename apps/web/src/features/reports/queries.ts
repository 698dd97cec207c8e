import { Permission, type UserGroup, type UserSummary } from '@cabinet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { usePartnerUser, usePartnerUsers } from '../../lib/partners';
import { useAuth, usePermission } from '../../lib/session';
import { reportsApi as api } from './api';

const root = ['reports'] as const;
export const reportsKeys = {
  all: root,
  services: (userId: number, query: Query) => [...root, 'services', userId, query] as const,
  daily: (userId: number, serviceId: number, query: Query) =>
    [...root, 'daily', userId, serviceId, query] as const,
  register: (userId: number, serviceId: number, query: Query) =>
    [...root, 'register', userId, serviceId, query] as const,
  request: (userId: number, serviceId: number, requestId: string) =>
    [...root, 'request', userId, serviceId, requestId] as const,
};

export const useServicesReport = (userId: number | undefined, query: Query) =>
  useQuery({
    queryKey: reportsKeys.services(userId ?? 0, query),
    queryFn: () => api.services(userId!, query),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });

/** A month has at most 31 days: one page holds them all (the chart needs every one). */
export const useDailyReport = (
  userId: number | undefined,
  serviceId: number | undefined,
  month: { month: number; year: number },
) => {
  const query = { ...month, page: 1, rowsPerPage: 31 };
  return useQuery({
    queryKey: reportsKeys.daily(userId ?? 0, serviceId ?? 0, query),
    queryFn: () => api.daily(userId!, serviceId!, query),
    enabled: userId !== undefined && serviceId !== undefined,
    placeholderData: keepPreviousData,
  });
};

export const useRegister = (
  userId: number | undefined,
  serviceId: number | undefined,
  query: Query,
  enabled: boolean,
) =>
  useQuery({
    queryKey: reportsKeys.register(userId ?? 0, serviceId ?? 0, query),
    queryFn: () => api.register(userId!, serviceId!, query),
    enabled: enabled && userId !== undefined && serviceId !== undefined,
    placeholderData: keepPreviousData,
  });

export const useRequestDetail = (
  userId: number | undefined,
  serviceId: number | undefined,
  requestId: string | undefined,
) =>
  useQuery({
    queryKey: reportsKeys.request(userId ?? 0, serviceId ?? 0, requestId ?? ''),
    queryFn: () => api.request(userId!, serviceId!, requestId!),
    enabled: userId !== undefined && serviceId !== undefined && Boolean(requestId),
    // a recorded request never changes
    staleTime: Infinity,
  });

/** Whose usage a report shows. */
export interface ReportSubject {
  id: number;
  login: string;
  name: string;
  surname: string;
  group: UserGroup;
  parentId: number | null;
  /** The signed-in user's own report. */
  own: boolean;
}

/** A partner's users to switch between their reports (one page holds them). */
const MEMBERS_QUERY = { page: 1, rowsPerPage: 100, sortBy: 'login' };

/**
 * The user a report is about and, when that user is a partner or one of its users, the partner's
 * users (to switch between their reports). Both need users.view unless the report is one's own;
 * without it the screens simply do not name the user.
 */
export function useReportSubject(userId: number | undefined) {
  const me = useAuth((s) => s.user);
  const canViewUsers = usePermission(Permission.usersView);
  const own = me !== null && me.id === userId;
  const other = usePartnerUser(userId, {
    enabled: !own && canViewUsers,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const subject: ReportSubject | undefined =
    own && me
      ? {
          id: me.id,
          login: me.login,
          name: me.name,
          surname: me.surname,
          group: me.groups[0] ?? 'client',
          parentId: me.parentId,
          own: true,
        }
      : other.data && { ...other.data, own: false };
  const partnerId = subject?.group === 'Partner' ? subject.id : (subject?.parentId ?? undefined);
  const members = usePartnerUsers(partnerId, MEMBERS_QUERY, {
    enabled: canViewUsers,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const clients: UserSummary[] = (members.data?.data ?? []).filter(
    (user) => user.group === 'client',
  );
  return { subject, partnerId, members: clients };
}
