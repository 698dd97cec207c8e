import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  NotificationsPage,
  NotificationsQuery,
  NotificationsReadResponse,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import { markAllRead, markRead, notificationsPage } from './notifications.js';

const tags = ['notifications'];
/** Anybody signed in has a notification centre, and only ever sees their own. */
const access = { permission: null };

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, events, clock } = deps;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first, with how many are unread in all',
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage },
      },
      config: { access },
    },
    async (request) => notificationsPage(db, callerOf(request).id, request.query),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the caller’s notifications read (another’s is not found)',
        params: IdParams,
        response: { 200: NotificationsReadResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: {
        unread: await markRead(
          db,
          events,
          callerOf(request).id,
          request.params.id,
          clock.now().toISOString(),
        ),
      },
    }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks all of the caller’s notifications read',
        response: { 200: NotificationsReadResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: {
        unread: await markAllRead(db, events, callerOf(request).id, clock.now().toISOString()),
      },
    }),
  );
};
