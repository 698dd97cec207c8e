import type { z } from 'zod';
import { pageMeta, type NotificationsPage, type NotificationsQuery } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import type { EventBus } from '../../core/events/event-bus.js';
import { notFound } from '../../core/http/errors.js';
import {
  announceNotifications,
  toNotification,
  unreadCount,
} from '../../core/notifications/notifications.js';

type Query = z.output<typeof NotificationsQuery>;

/** The caller's own notifications, newest first; nobody reads or marks another's. */
export async function notificationsPage(
  db: Db,
  userId: number,
  query: Query,
): Promise<NotificationsPage> {
  const own = db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .$if(query.unread === true, (q) => q.where('read_at', 'is', null))
    .$if(query.unread === false, (q) => q.where('read_at', 'is not', null));
  const [rows, total, unread] = await Promise.all([
    own
      .selectAll()
      .orderBy('id', query.descending === false && query.sortBy ? 'asc' : 'desc')
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    unreadCount(db, userId),
  ]);
  return {
    success: true,
    data: rows.map(toNotification),
    meta: pageMeta(query, Number(total?.total ?? 0)),
    unread,
  };
}

/** Marks one of the caller's notifications read (again is fine) and tells its open tabs. */
export async function markRead(db: Db, events: EventBus, userId: number, id: number, at: string) {
  const found = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!found) throw notFound();
  if (found.read_at === null)
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  return announceNotifications(db, events, userId);
}

export async function markAllRead(db: Db, events: EventBus, userId: number, at: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return announceNotifications(db, events, userId);
}
