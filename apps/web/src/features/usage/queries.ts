import type { ReportContext, ReportPerson, UserGroup } from '@cabinet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isHttpError, type Query } from '../../lib/http';
import { usePageQuery } from '../../lib/query';
import { useAuth } from '../../lib/session';
import { usageApi as api } from './api';

const root = ['usage'] as const;
export const usageKeys = {
  all: root,
  /** The caller's own receipts; as a prefix, every receipt and refused record. */
  receipts: [...root, 'receipts'] as const,
  senderReceipts: (query: Query) => [...root, 'receipts', 'senders', query] as const,
  rejections: (query: Query) => [...root, 'receipts', 'rejections', query] as const,
  services: (userId: number, query: Query) => [...root, 'services', userId, query] as const,
  daily: (userId: number, serviceId: number, query: Query) =>
    [...root, 'daily', userId, serviceId, query] as const,
  register: (userId: number, serviceId: number, query: Query) =>
    [...root, 'register', userId, serviceId, query] as const,
  request: (userId: number, serviceId: number, requestId: string) =>
    [...root, 'request', userId, serviceId, requestId] as const,
  months: [...root, 'months'] as const,
  registerAll: (query: Query) => [...root, 'register-all', query] as const,
  serviceChoices: [...root, 'service-choices'] as const,
};

/** Which months are closed (or being closed): the month picker marks them. */
export const useMonthStates = () =>
  useQuery({ queryKey: usageKeys.months, queryFn: api.months, staleTime: 60_000 });

export const useServicesReport = (userId: number | undefined, query: Query) =>
  usePageQuery(
    usageKeys.services(userId ?? 0, query),
    () => api.services(userId!, query),
    userId !== undefined,
  );

/** A month has at most 31 days: one page holds them all (the chart needs every one). */
export const useDailyReport = (
  userId: number | undefined,
  serviceId: number | undefined,
  month: { month: number; year: number },
) => {
  const query = { ...month, page: 1, rowsPerPage: 31 };
  return usePageQuery(
    usageKeys.daily(userId ?? 0, serviceId ?? 0, query),
    () => api.daily(userId!, serviceId!, query),
    userId !== undefined && serviceId !== undefined,
  );
};

export const useRegister = (
  userId: number | undefined,
  serviceId: number | undefined,
  query: Query,
  enabled: boolean,
) =>
  usePageQuery(
    usageKeys.register(userId ?? 0, serviceId ?? 0, query),
    () => api.register(userId!, serviceId!, query),
    enabled && userId !== undefined && serviceId !== undefined,
  );

export const useRequestDetail = (
  userId: number | undefined,
  serviceId: number | undefined,
  requestId: string | undefined,
) =>
  useQuery({
    queryKey: usageKeys.request(userId ?? 0, serviceId ?? 0, requestId ?? ''),
    queryFn: () => api.request(userId!, serviceId!, requestId!),
    enabled: userId !== undefined && serviceId !== undefined && Boolean(requestId),
    // a recorded request never changes
    staleTime: Infinity,
  });

/** The caller's own ingestion by day (an integrator's), newest first. */
export const useOwnReceipts = () =>
  useQuery({ queryKey: usageKeys.receipts, queryFn: api.receipts });

/** Receipts per sender and API key by day, of every sender the caller may see. */
export const useSenderReceipts = (query: Query) =>
  usePageQuery(usageKeys.senderReceipts(query), () => api.senderReceipts(query));

/** A page of refused records. */
export const useRejections = (query: Query) =>
  usePageQuery(usageKeys.rejections(query), () => api.rejections(query));

/** The register across partners; a 422 (a range the server refuses) is not asked again. */
export const useRegisterAll = (query: Query, enabled: boolean) =>
  useQuery({
    queryKey: usageKeys.registerAll(query),
    queryFn: () => api.registerAll(query),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isHttpError(error) && error.status === 422) && count < 2,
    enabled,
  });

export const useServiceChoices = () =>
  useQuery({
    queryKey: usageKeys.serviceChoices,
    queryFn: api.serviceChoices,
    staleTime: 5 * 60_000,
  });

/** Whose usage a report shows. */
export interface ReportSubject extends ReportPerson {
  group: UserGroup;
  parentId: number | null;
  /** The signed-in user's own report. */
  own: boolean;
}

/**
 * Whose report an answer is (its context): the user, and the partner's users to switch between
 * their reports (listed only to those who may list users).
 */
export function useReportSubject(context: ReportContext | undefined): {
  subject?: ReportSubject;
  partnerId?: number;
  members: ReportPerson[];
} {
  const me = useAuth((s) => s.user);
  if (!context) return { members: [] };
  return {
    subject: { ...context.subject, own: me?.id === context.subject.id },
    partnerId: context.partner?.id,
    members: context.members,
  };
}
