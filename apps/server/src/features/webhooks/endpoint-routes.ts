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
import type { Webhooks } from './webhooks.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ webhooks: Webhooks }>(['webhooks']);
const access = { permission: Permission.webhooksManage };
const audited = (action: string) => ({
  access,
  audit: { action, table: 'webhook_endpoints' as const, id: 'id' },
});

const listEndpoints = route.get(
  '/api/webhooks',
  'Webhook endpoints: every one for staff, its own for a partner',
  { response: { 200: WebhookEndpointsResponse } },
  { access },
  async ({ webhooks }, request) => ok(await webhooks.list(callerOf(request), request.t)),
);

const createEndpoint = route.post(
  '/api/webhooks',
  'Registers a webhook endpoint (staff for the provider or a partner, a partner for itself); its signing secret is in this answer only',
  {
    description:
      'The URL must be https (unless WEBHOOK_ALLOW_HTTP) and its host must resolve to public ' +
      'addresses only (unless WEBHOOK_ALLOW_PRIVATE_HOSTS exempts it): a refusal is a 422 on `url`, ' +
      'as is one endpoint more than WEBHOOK_MAX_ENDPOINTS for its partner (or the provider).',
    body: WebhookEndpointCreateInput,
    response: { 201: WebhookEndpointCreatedResponse },
  },
  { idempotent: true, access, audit: { action: 'webhook.create', table: 'webhook_endpoints' } },
  async ({ webhooks }, request, reply) => {
    const endpoint = await webhooks.create(callerOf(request), request.body, request.t);
    return reply.status(201).send(ok(endpoint));
  },
);

const oneEndpoint = route.get(
  '/api/webhooks/:id',
  'One webhook endpoint',
  { params: IdParams, response: { 200: WebhookEndpointResponse } },
  { access },
  async ({ webhooks }, request) =>
    ok(await webhooks.show(callerOf(request), request.params.id, request.t)),
);

const updateEndpoint = route.patch(
  '/api/webhooks/:id',
  'Changes a webhook endpoint: its URL, description, events, or whether it is enabled',
  {
    params: IdParams,
    body: WebhookEndpointUpdateInput,
    response: { 200: WebhookEndpointResponse },
  },
  audited('webhook.update'),
  async ({ webhooks }, request) =>
    ok(await webhooks.update(callerOf(request), request.params.id, request.body, request.t)),
);

const rotateSecret = route.post(
  '/api/webhooks/:id/rotate',
  'Gives a webhook endpoint a new signing secret (in this answer only); the previous one keeps signing for the overlap',
  { params: IdParams, body: WebhookRotateInput, response: { 200: WebhookEndpointCreatedResponse } },
  audited('webhook.rotate'),
  async ({ webhooks }, request) => {
    const { overlapHours } = request.body;
    return ok(await webhooks.rotate(callerOf(request), request.params.id, overlapHours, request.t));
  },
);

const removeEndpoint = route.delete(
  '/api/webhooks/:id',
  'Removes a webhook endpoint with its delivery log',
  { params: IdParams, response: { 200: WebhookEndpointResponse } },
  audited('webhook.delete'),
  async ({ webhooks }, request) =>
    ok(await webhooks.remove(callerOf(request), request.params.id, request.t)),
);

/**
 * Webhook endpoints: staff register them for the provider and any partner, a partner for itself;
 * each sees and touches only its own.
 */
export const endpointRoutes = routesPlugin(
  listEndpoints,
  createEndpoint,
  oneEndpoint,
  updateEndpoint,
  rotateSecret,
  removeEndpoint,
);
