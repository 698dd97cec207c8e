import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { partnerUserRoutes } from './partner-user-routes.js';
import { managedUserRoutes } from './managed-user-routes.js';
import { ownAccountRoutes } from './own-account-routes.js';

/** The users feature's routes, by job, in the order the API document lists them. */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(partnerUserRoutes, { deps });
  await app.register(managedUserRoutes, { deps });
  await app.register(ownAccountRoutes, { deps });
};
