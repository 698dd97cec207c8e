import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { sessionRoutes } from './session-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { passwordRoutes } from './password-routes.js';

/** The auth feature's routes, by job, in the order the API document lists them. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(sessionRoutes, { deps });
  await app.register(registrationRoutes, { deps });
  await app.register(passwordRoutes, { deps });
};
