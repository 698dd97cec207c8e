import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { partnerReadRoutes } from './read-routes.js';
import { partnerChangeRoutes } from './change-routes.js';
import { membershipRoutes } from './membership-routes.js';

/** The partners feature's routes, by job, in the order the API document lists them. */
export const partnersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(partnerReadRoutes, { deps });
  await app.register(partnerChangeRoutes, { deps });
  await app.register(membershipRoutes, { deps });
};
