import { useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../lib/query';
import { notificationsApi as api, type NotificationsListQuery } from './api';

export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  list: (query: NotificationsListQuery) => ['notifications', 'list', query] as const,
};

/** The bell's panel: the latest few, with how many are unread in all. */
export const useLatestNotifications = (count: number) =>
  useQuery({ queryKey: notificationsKeys.latest, queryFn: () => api.list({ rowsPerPage: count }) });

/** A page of the caller's notifications. */
export const useNotifications = (query: NotificationsListQuery) =>
  usePageQuery(notificationsKeys.list(query), () => api.list(query));
