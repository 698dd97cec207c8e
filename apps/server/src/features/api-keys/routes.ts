import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyCreatedResponse,
  ApiKeyCreateInput,
  ApiKeysResponse,
  IdParams,
  Permission,
  success,
  ApiKey,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import { issueKey, listKeys, revokeKey } from './keys.js';
import { ok } from '../../core/http/answers.js';

const tags = ['api-keys'];
const access = { permission: Permission.apiKeysManage };

/** API keys for machines: listed, issued (the key shown once) and revoked in the cabinet. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, calendar } = deps;
  const now = () => deps.clock.now();

  app.get(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary: 'API keys: every key for an administrator, one’s own for anybody else',
        response: { 200: ApiKeysResponse },
      },
      config: { access },
    },
    async (request) => ok(await listKeys(db, callerOf(request), now())),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary:
          'Issues an API key (an administrator for an integrator or a partner, a partner for itself); the key is in this answer only',
        body: ApiKeyCreateInput,
        response: { 201: ApiKeyCreatedResponse },
      },
      config: { idempotent: true, access, audit: { action: 'api-key.issue', table: 'api_keys' } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await issueKey(db, calendar, callerOf(request), request.body, now()),
      }),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an API key for good (it stays listed, marked revoked)',
        params: IdParams,
        response: { 200: success(ApiKey) },
      },
      config: {
        audit: { action: 'api-key.revoke', table: 'api_keys', id: 'id' },
        access: { ...access, scopedBy: { in: 'params', name: 'id', resource: 'api-key' } },
      },
    },
    async (request) => ok(await revokeKey(db, callerOf(request), request.params.id, now())),
  );
};
