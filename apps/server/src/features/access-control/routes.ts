import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { roleRoutes } from './role-routes.js';
import { ruleRoutes } from './rule-routes.js';

/** The access-control feature's routes, by job, in the order the API document lists them. */
export const accessControlRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  await app.register(roleRoutes, { deps });
  await app.register(ruleRoutes, { deps });
};
