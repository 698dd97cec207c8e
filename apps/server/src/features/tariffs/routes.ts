import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { tariffReadRoutes } from './tariff-routes.js';
import { tariffChangeRoutes } from './tariff-change-routes.js';
import { assignmentRoutes } from './assignment-routes.js';
import { packageRoutes } from './package-routes.js';

/** The tariffs feature's routes, by job, in the order the API document lists them. */
export const tariffsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(tariffReadRoutes, { deps });
  await app.register(tariffChangeRoutes, { deps });
  await app.register(assignmentRoutes, { deps });
  await app.register(packageRoutes, { deps });
};
