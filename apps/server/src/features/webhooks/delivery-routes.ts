import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  Permission,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import type { RequestOf } from '../../core/http/route-request.js';
import type { Webhooks } from './webhooks.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['webhooks']);
const access = { permission: Permission.webhooksManage };

const logSchema = schema(
  'The delivery log of a webhook endpoint: its latest 100 deliveries, each with its attempts',
  {
    params: IdParams,
    response: { 200: WebhookDeliveriesResponse },
  },
);
const resendSchema = schema('Sends a delivered or given-up delivery again now (same webhook-id)', {
  description:
    'Refused with 409 while the delivery waits for an attempt or is being sent, and with 429 ' +
    '(Retry-After) beyond WEBHOOK_RESEND_MAX resends per WEBHOOK_RESEND_WINDOW_SECONDS for ' +
    'the endpoint’s owner.',
  params: IdParams,
  response: { 200: WebhookDeliveryResponse },
});

/** Deliveries: listed per endpoint, resent on demand, retried when they come due. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; webhooks: Webhooks }> = async (
  app,
  { deps, webhooks },
) => {
  app.get('/api/webhooks/:id/deliveries', { schema: logSchema, config: { access } }, (request) =>
    deliveryLog(webhooks, request),
  );

  app.post(
    '/api/webhooks/deliveries/:id/resend',
    {
      schema: resendSchema,
      config: {
        access,
        audit: { action: 'webhook-delivery.resend', table: 'webhook_deliveries', id: 'id' },
      },
    },
    (request) => resendDelivery(webhooks, request),
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

/** GET /api/webhooks/:id/deliveries */
async function deliveryLog(webhooks: Webhooks, request: RequestOf<typeof logSchema>) {
  return ok(await webhooks.deliveries(callerOf(request), request.params.id));
}

/** POST /api/webhooks/deliveries/:id/resend */
async function resendDelivery(webhooks: Webhooks, request: RequestOf<typeof resendSchema>) {
  return ok(await webhooks.resend(callerOf(request), request.params.id));
}
