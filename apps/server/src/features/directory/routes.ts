import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DirectoryPage,
  DirectoryQuery,
  MessageKey,
  PathId,
  Permission,
  PersonResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { notFound } from '../../core/http/errors.js';
import { directoryPage, personCard } from './queries.js';
import { ok, okPage } from '../../core/http/answers.js';

const tags = ['directory'];

export const directoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/directory',
    {
      schema: {
        tags,
        summary:
          'People with their contacts: an admin sees everybody, a partner itself and its users',
        querystring: DirectoryQuery,
        response: { 200: DirectoryPage },
      },
      config: { access: { permission: Permission.usersView } },
    },
    async (request) => {
      const { rows, total } = await directoryPage(db, callerOf(request), request.query);
      return okPage(rows, request.query, total);
    },
  );

  app.get(
    '/api/directory/:userId',
    {
      schema: {
        tags,
        summary: 'One person’s card with the company’s contacts',
        params: z.object({ userId: PathId }),
        response: { 200: PersonResponse },
      },
      config: { access: { permission: Permission.usersView, user: 'userId' } },
    },
    async (request) => {
      const card = await personCard(db, callerOf(request), request.params.userId);
      if (!card) throw notFound(MessageKey.userNotFound);
      return ok(card);
    },
  );
};
