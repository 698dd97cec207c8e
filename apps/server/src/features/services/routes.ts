import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import type { RecordCall } from './call.js';
import { serviceReadRoutes } from './read-routes.js';
import { serviceChangeRoutes } from './change-routes.js';
import { callRoutes } from './call-routes.js';

/** The services feature's routes, by job, in the order the API document lists them. */
export const servicesRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  recordCall: RecordCall;
}> = async (app, { deps, recordCall }) => {
  await app.register(serviceReadRoutes, { deps });
  await app.register(serviceChangeRoutes, { deps });
  await app.register(callRoutes, { deps, recordCall });
};
