import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  Permission,
  WebhookEndpointCreatedResponse,
  WebhookEndpointCreateInput,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  WebhookEndpointUpdateInput,
  WebhookRotateInput,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import type { Webhooks } from './webhooks.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['webhooks']);
const access = { permission: Permission.webhooksManage };
const audited = (action: string) => ({
  access,
  audit: { action, table: 'webhook_endpoints' as const, id: 'id' },
});

const listSchema = schema('Webhook endpoints: every one for staff, its own for a partner', {
  response: { 200: WebhookEndpointsResponse },
});
const createSchema = schema(
  'Registers a webhook endpoint (staff for the provider or a partner, a partner for itself); its signing secret is in this answer only',
  {
    description:
      'The URL must be https (unless WEBHOOK_ALLOW_HTTP) and its host must resolve to public ' +
      'addresses only (unless WEBHOOK_ALLOW_PRIVATE_HOSTS exempts it): a refusal is a 422 on `url`, ' +
      'as is one endpoint more than WEBHOOK_MAX_ENDPOINTS for its partner (or the provider).',
    body: WebhookEndpointCreateInput,
    response: { 201: WebhookEndpointCreatedResponse },
  },
);
const oneSchema = schema('One webhook endpoint', {
  params: IdParams,
  response: { 200: WebhookEndpointResponse },
});
const updateSchema = schema(
  'Changes a webhook endpoint: its URL, description, events, or whether it is enabled',
  {
    params: IdParams,
    body: WebhookEndpointUpdateInput,
    response: { 200: WebhookEndpointResponse },
  },
);
const rotateSchema = schema(
  'Gives a webhook endpoint a new signing secret (in this answer only); the previous one keeps signing for the overlap',
  {
    params: IdParams,
    body: WebhookRotateInput,
    response: { 200: WebhookEndpointCreatedResponse },
  },
);
const deleteSchema = schema('Removes a webhook endpoint with its delivery log', {
  params: IdParams,
  response: { 200: WebhookEndpointResponse },
});

/**
 * Webhook endpoints: staff register them for the provider and any partner, a partner for itself;
 * each sees and touches only its own.
 */
export const endpointRoutes: FastifyPluginAsyncZod<{ webhooks: Webhooks }> = async (
  app,
  { webhooks },
) => {
  app.get('/api/webhooks', { schema: listSchema, config: { access } }, (request) =>
    listEndpoints(webhooks, request),
  );
  app.post(
    '/api/webhooks',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        access,
        audit: { action: 'webhook.create', table: 'webhook_endpoints' },
      },
    },
    (request, reply) => createEndpoint(webhooks, request, reply),
  );
  app.get('/api/webhooks/:id', { schema: oneSchema, config: { access } }, (request) =>
    oneEndpoint(webhooks, request),
  );
  app.patch(
    '/api/webhooks/:id',
    { schema: updateSchema, config: audited('webhook.update') },
    (request) => updateEndpoint(webhooks, request),
  );
  app.post(
    '/api/webhooks/:id/rotate',
    { schema: rotateSchema, config: audited('webhook.rotate') },
    (request) => rotateSecret(webhooks, request),
  );
  app.delete(
    '/api/webhooks/:id',
    { schema: deleteSchema, config: audited('webhook.delete') },
    (request) => removeEndpoint(webhooks, request),
  );
};

/** GET /api/webhooks */
async function listEndpoints(webhooks: Webhooks, request: FastifyRequest) {
  return ok(await webhooks.list(callerOf(request), request.t));
}

/** POST /api/webhooks */
async function createEndpoint(
  webhooks: Webhooks,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  return reply
    .status(201)
    .send(ok(await webhooks.create(callerOf(request), request.body, request.t)));
}

/** GET /api/webhooks/:id */
async function oneEndpoint(webhooks: Webhooks, request: RequestOf<typeof oneSchema>) {
  return ok(await webhooks.show(callerOf(request), request.params.id, request.t));
}

/** PATCH /api/webhooks/:id */
async function updateEndpoint(webhooks: Webhooks, request: RequestOf<typeof updateSchema>) {
  return ok(await webhooks.update(callerOf(request), request.params.id, request.body, request.t));
}

/** POST /api/webhooks/:id/rotate */
async function rotateSecret(webhooks: Webhooks, request: RequestOf<typeof rotateSchema>) {
  const { overlapHours } = request.body;
  return ok(await webhooks.rotate(callerOf(request), request.params.id, overlapHours, request.t));
}

/** DELETE /api/webhooks/:id */
async function removeEndpoint(webhooks: Webhooks, request: RequestOf<typeof deleteSchema>) {
  return ok(await webhooks.remove(callerOf(request), request.params.id, request.t));
}
