import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { ingestRoutes } from './ingest/routes.js';
import { receiptsRoutes } from './ingest/receipts-routes.js';
import { rejectionsRoutes } from './ingest/rejections-routes.js';
import { scopedReader } from './report-scope.js';
import { statementRoutes } from './statement/routes.js';
import { registerRoutes } from './register/routes.js';

/** The usage feature's routes, by job, in the order the API document lists them. */
export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(ingestRoutes, { deps });
  await app.register(receiptsRoutes, { deps });
  await app.register(rejectionsRoutes, { deps });
  // The reports and the register share what earlier answers learnt of the subjects' users.
  const scopedRead = scopedReader(deps);
  await app.register(statementRoutes, { deps, scopedRead });
  await app.register(registerRoutes, { deps, scopedRead });
};
