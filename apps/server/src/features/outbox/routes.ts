import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  OutboxMessageResponse,
  OutboxPage,
  OutboxQuery,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { notFound } from '../../core/http/errors.js';
import { outboxMessage, outboxPage } from './queries.js';
import { ok, okPage } from '../../core/http/answers.js';

const tags = ['outbox'];

export const outboxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/mail/outbox',
    {
      schema: {
        tags,
        summary:
          'Messages the cabinet has sent or kept, paged and searchable by recipient and subject',
        querystring: OutboxQuery,
        response: { 200: OutboxPage },
      },
      config: { access: { permission: Permission.outboxView } },
    },
    async (request) => {
      const { rows, total } = await outboxPage(db, request.query);
      return okPage(rows, request.query, total);
    },
  );

  app.get(
    '/api/mail/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One message, with one-time secrets such as recovery links masked',
        params: IdParams,
        response: { 200: OutboxMessageResponse },
      },
      config: { access: { permission: Permission.outboxView } },
    },
    async (request) => {
      const message = await outboxMessage(db, request.params.id);
      if (!message) throw notFound();
      return ok(message);
    },
  );
};
