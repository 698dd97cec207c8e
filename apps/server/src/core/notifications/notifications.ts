import type { Selectable } from 'kysely';
import {
  NOTIFICATIONS_CHANGED_EVENT,
  type Notification,
  userChannel,
  type NotificationsChangedEvent,
  type NotificationType,
} from '@cabinet/contract';
import type { NotificationsTable, Db } from '../db/schema.js';
import type { EventBus } from '../events/event-bus.js';

/** What a notification says besides its type: the contract's `Notification['alert']`. */
export type NotificationSubject = Notification['alert'];

/**
 * The notification centre's store, shared by what raises notifications (alerts) and the routes
 * that read them (notifications): rows per recipient, the unread count, and the live event.
 */
export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    createdAt: row.created_at,
    readAt: row.read_at,
    alert: JSON.parse(row.payload) as NotificationSubject,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** Inserts one notification per recipient (in the caller's transaction, if it is one). */
export async function insertNotifications(
  db: Db,
  recipients: readonly number[],
  type: NotificationType,
  subject: NotificationSubject,
  at: string,
): Promise<Array<{ userId: number; notification: Notification }>> {
  if (recipients.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        type,
        payload: JSON.stringify(subject),
        created_at: at,
      })),
    )
    .returningAll()
    .execute();
  return rows.map((row) => ({ userId: row.user_id, notification: toNotification(row) }));
}

/** Tells every open tab of the user the new unread count (and the new notification, if any). */
export async function announceNotifications(
  db: Db,
  events: EventBus,
  userId: number,
  notification?: Notification,
): Promise<number> {
  const unread = await unreadCount(db, userId);
  const data: NotificationsChangedEvent = { unread, ...(notification ? { notification } : {}) };
  await events.publish({ channel: userChannel(userId), event: NOTIFICATIONS_CHANGED_EVENT, data });
  return unread;
}
