import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  Permission,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookEndpointCreatedResponse,
  WebhookEndpointCreateInput,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  WebhookEndpointUpdateInput,
  WebhookRotateInput,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import { Webhooks } from './webhooks.js';

const tags = ['webhooks'];
const access = { permission: Permission.webhooksManage };
const audited = (action: string) => ({
  access,
  audit: { action, table: 'webhook_endpoints' as const, id: 'id' },
});

/**
 * Webhook endpoints: staff register them for the provider and any partner, a partner for itself;
 * each sees and touches only its own. Deliveries are listed per endpoint and may be resent.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const webhooks = new Webhooks(deps);

  app.get(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary: 'Webhook endpoints: every one for staff, its own for a partner',
        response: { 200: WebhookEndpointsResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.list(callerOf(request), request.t),
    }),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary:
          'Registers a webhook endpoint (staff for the provider or a partner, a partner for itself); its signing secret is in this answer only',
        description:
          'The URL must be https (unless WEBHOOK_ALLOW_HTTP) and its host must resolve to public ' +
          'addresses only (unless WEBHOOK_ALLOW_PRIVATE_HOSTS exempts it): a refusal is a 422 on `url`, ' +
          'as is one endpoint more than WEBHOOK_MAX_ENDPOINTS for its partner (or the provider).',
        body: WebhookEndpointCreateInput,
        response: { 201: WebhookEndpointCreatedResponse },
      },
      config: {
        idempotent: true,
        access,
        audit: { action: 'webhook.create', table: 'webhook_endpoints' },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await webhooks.create(callerOf(request), request.body, request.t),
      }),
  );

  app.get(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: IdParams,
        response: { 200: WebhookEndpointResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.show(callerOf(request), request.params.id, request.t),
    }),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a webhook endpoint: its URL, description, events, or whether it is enabled',
        params: IdParams,
        body: WebhookEndpointUpdateInput,
        response: { 200: WebhookEndpointResponse },
      },
      config: audited('webhook.update'),
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.update(callerOf(request), request.params.id, request.body, request.t),
    }),
  );

  app.post(
    '/api/webhooks/:id/rotate',
    {
      schema: {
        tags,
        summary:
          'Gives a webhook endpoint a new signing secret (in this answer only); the previous one keeps signing for the overlap',
        params: IdParams,
        body: WebhookRotateInput,
        response: { 200: WebhookEndpointCreatedResponse },
      },
      config: audited('webhook.rotate'),
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.rotate(
        callerOf(request),
        request.params.id,
        request.body.overlapHours,
        request.t,
      ),
    }),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Removes a webhook endpoint with its delivery log',
        params: IdParams,
        response: { 200: WebhookEndpointResponse },
      },
      config: audited('webhook.delete'),
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.remove(callerOf(request), request.params.id, request.t),
    }),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary:
          'The delivery log of a webhook endpoint: its latest 100 deliveries, each with its attempts',
        params: IdParams,
        response: { 200: WebhookDeliveriesResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.deliveries(callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/webhooks/deliveries/:id/resend',
    {
      schema: {
        tags,
        summary: 'Sends a delivered or given-up delivery again now (same webhook-id)',
        description:
          'Refused with 409 while the delivery waits for an attempt or is being sent, and with 429 ' +
          '(Retry-After) beyond WEBHOOK_RESEND_MAX resends per WEBHOOK_RESEND_WINDOW_SECONDS for ' +
          'the endpoint’s owner.',
        params: IdParams,
        response: { 200: WebhookDeliveryResponse },
      },
      config: {
        access,
        audit: { action: 'webhook-delivery.resend', table: 'webhook_deliveries', id: 'id' },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.resend(callerOf(request), request.params.id),
    }),
  );

  // Retries come due with time: each process looks for them (a claim keeps each attempt single).
  const sweep = () =>
    void webhooks
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook sweep failed'));
  deps.startup.whenReady('webhook sweep', async () => sweep());
  const timer = setInterval(sweep, deps.config.WEBHOOK_RETRY_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
