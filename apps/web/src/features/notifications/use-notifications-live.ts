import {
  NOTIFICATIONS_CHANGED_EVENT,
  NotificationsChangedEvent,
  type NotificationsPage,
} from '@cabinet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../lib/private-events';
import { notificationsKeys } from './queries';

/**
 * Follows `NotificationsChanged` on the user's own channel: the bell's count takes the event's
 * figure at once, and the lists shown are read again (no polling).
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  usePrivateEvent(NOTIFICATIONS_CHANGED_EVENT, (data) => {
    const event = NotificationsChangedEvent.safeParse(data);
    if (!event.success) return;
    queryClient.setQueryData<NotificationsPage>(
      notificationsKeys.latest,
      (page) => page && { ...page, unread: event.data.unread },
    );
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  });
}

/** After marking read here: the count the server answered, and the lists read again. */
export function useUnreadChanged(): (unread: number) => void {
  const queryClient = useQueryClient();
  return (unread) => {
    queryClient.setQueryData<NotificationsPage>(
      notificationsKeys.latest,
      (page) => page && { ...page, unread },
    );
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  };
}
