import { useEffect, useRef } from 'react';
import { Permission, type CloseMonthInput, type UserGroup } from '@cabinet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../../lib/http';
import { usePageQuery, useRefreshingMutation } from '../../lib/query';
import { usePartnerUser } from '../../lib/partners';
import { useAuth, usePermission } from '../../lib/session';
import { documentsApi as api } from './api';

const root = ['documents'] as const;
export const documentsKeys = {
  all: root,
  list: (userId: number, query: Query) => [...root, 'list', userId, query] as const,
  everyPartner: (query: Query) => [...root, 'every-partner', query] as const,
  closings: [...root, 'closings'] as const,
  statement: (partnerId: number, year: number, month: number) =>
    [...root, 'statement', partnerId, year, month] as const,
  preview: (year: number, month: number) => [...root, 'preview', year, month] as const,
  verification: (year: number, month: number) => [...root, 'verification', year, month] as const,
};

/** A partner's statement of a month, asked for when it is shown. */
export const useStatement = (
  partnerId: number,
  month: { year: number; month: number },
  enabled: boolean,
) =>
  useQuery({
    queryKey: documentsKeys.statement(partnerId, month.year, month.month),
    queryFn: () => api.statement(partnerId, month.year, month.month),
    enabled,
  });

/** What closing the month would issue, asked for when the confirmation opens (always afresh). */
export const useClosingPreview = (month: { year: number; month: number }, enabled: boolean) =>
  useQuery({
    queryKey: documentsKeys.preview(month.year, month.month),
    queryFn: () => api.preview(month.year, month.month),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/** A month recomputed from the register (asked for on demand, never cached for long). */
export const useMonthVerification = (month: { year: number; month: number } | null) =>
  useQuery({
    queryKey: documentsKeys.verification(month?.year ?? 0, month?.month ?? 0),
    queryFn: () => api.verify(month!.year, month!.month),
    enabled: month !== null,
    staleTime: 0,
    gcTime: 0,
  });

export const useDocuments = (userId: number | undefined, query: Query) =>
  usePageQuery(
    documentsKeys.list(userId ?? 0, query),
    () => api.list(userId!, query),
    userId !== undefined,
  );

export const useAllDocuments = (query: Query) =>
  usePageQuery(documentsKeys.everyPartner(query), () => api.all(query));

/**
 * Closed months; asked again every 2 s while one is being closed. Whenever a closing changes (one
 * ends, or is made again), the document lists and statements are asked again: the closing added
 * documents to them, or replaced some.
 */
export function useMonthClosings(enabled: boolean) {
  const client = useQueryClient();
  const closings = useQuery({
    queryKey: documentsKeys.closings,
    queryFn: api.closings,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.closings.some((closing) => closing.status === 'running') ? 2000 : false,
  });
  const signature = closings.data?.closings
    .map((c) => `${c.year}-${c.month}:${c.status}:${c.documents}:${c.closedAt}`)
    .join(',');
  const previous = useRef(signature);
  useEffect(() => {
    if (previous.current !== undefined && signature !== previous.current)
      void client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === root[0] && query.queryKey[1] !== documentsKeys.closings[1],
      });
    previous.current = signature;
  }, [signature, client]);
  return closings;
}

const refresh = [documentsKeys.all];

export const useRemoveDocument = () => useRefreshingMutation(refresh, { mutationFn: api.remove });

export const useUploadDocument = () =>
  useRefreshingMutation(refresh, {
    mutationFn: (input: {
      userId: number;
      form: FormData;
      onProgress: (fraction: number) => void;
    }) => api.upload(input.userId, input.form, input.onProgress),
    meta: { quiet: true },
  });

export const useCloseMonth = () =>
  useRefreshingMutation(refresh, {
    mutationFn: (body: CloseMonthInput) => api.close(body),
    meta: { quiet: true },
  });

export interface DocumentsOwner {
  id: number;
  login: string;
  name: string;
  group: UserGroup;
  own: boolean;
}

/**
 * Whose documents a page shows: the signed-in user, or (with users.view) the user the address
 * names. Without users.view the page simply does not name them.
 */
export function useDocumentsOwner(userId: number | undefined): DocumentsOwner | undefined {
  const me = useAuth((s) => s.user);
  const canViewUsers = usePermission(Permission.usersView);
  const own = me !== null && me.id === userId;
  const other = usePartnerUser(userId, {
    enabled: !own && canViewUsers,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (own && me)
    return { id: me.id, login: me.login, name: me.name, group: me.groups[0] ?? 'client', own };
  const user = other.data;
  return user && { id: user.id, login: user.login, name: user.name, group: user.group, own: false };
}
