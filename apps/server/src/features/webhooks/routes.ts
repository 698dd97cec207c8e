import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { Webhooks } from './webhooks.js';
import { endpointRoutes } from './endpoint-routes.js';
import { deliveryRoutes } from './delivery-routes.js';

/** The webhooks feature's routes, by job, in the order the API document lists them. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const webhooks = new Webhooks(deps);
  await app.register(endpointRoutes, { webhooks });
  await app.register(deliveryRoutes, { deps, webhooks });
};
