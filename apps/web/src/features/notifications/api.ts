import {
  NotificationsPage,
  NotificationsReadResponse,
  type NotificationsPage as Page,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export interface NotificationsListQuery {
  page?: number;
  rowsPerPage?: number;
  unread?: boolean;
}

export const notificationsApi = {
  /** A page of the caller's notifications, newest first, with how many are unread in all. */
  list: async ({ unread, ...query }: NotificationsListQuery): Promise<Page> =>
    http.get('/api/notifications', {
      query: { ...query, ...(unread ? { unread: 'true' } : {}) },
      schema: NotificationsPage,
    }),
  /** Returns how many remain unread. */
  markRead: async (id: number): Promise<number> =>
    (
      await http.post(`/api/notifications/${id}/read`, undefined, {
        schema: NotificationsReadResponse,
      })
    ).data.unread,
  markAllRead: async (): Promise<number> =>
    (
      await http.post('/api/notifications/read-all', undefined, {
        schema: NotificationsReadResponse,
      })
    ).data.unread,
};
