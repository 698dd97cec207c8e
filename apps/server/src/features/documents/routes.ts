import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { MonthClosings } from './closing/month-closings.js';
import { closingRoutes } from './closing/closing-routes.js';
import { documentListRoutes } from './files/document-list-routes.js';
import { documentRoutes } from './files/document-routes.js';
import { ExportJobs } from './exports/export-jobs.js';
import { exportRoutes } from './exports/routes.js';
import { removeOldReports } from './reports/kept-reports.js';
import { serviceReportRoutes } from './reports/service-report-routes.js';
import { application1Routes } from './reports/application1-routes.js';

const HOUR = 3_600_000;

/** Documents: CSV exports, PDF reports and Application 1, stored files, month closing. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const exports = new ExportJobs(deps);
  const closings = new MonthClosings(deps);
  await app.register(exportRoutes, { deps, exports });
  await app.register(serviceReportRoutes, { deps });
  await app.register(application1Routes, { deps });
  await app.register(documentListRoutes, { deps });
  await app.register(documentRoutes, { deps });
  await app.register(closingRoutes, { closings, deps });

  // Before serving: resuming removes the partial files a killed process left, which must not be
  // a new export's. The clean-up first: an export silent for an hour is failed, not queued again
  // by resume (it raced the worker that picked it up, and held its user's share meanwhile).
  deps.startup.beforeReady('exports resume', async () => {
    await exports.cleanUp();
    await exports.resume();
  });
  // A closing left running is seen as running meanwhile; its job is queued again a moment later.
  deps.startup.whenReady('closings resume', () => closings.resume());
  deps.startup.whenReady('old reports removal', () => removeOldReports(deps));
  const cleaner = setInterval(() => {
    exports
      .cleanUp()
      .catch((error: unknown) => app.log.error({ err: error }, 'export clean-up failed'));
    removeOldReports(deps).catch((error: unknown) =>
      app.log.error({ err: error }, 'report clean-up failed'),
    );
  }, HOUR);
  cleaner.unref();
  app.addHook('onClose', async () => clearInterval(cleaner));
  // Before the server stops taking requests and waits for those in flight: held asks answer now.
  app.addHook('preClose', async () => exports.releaseHolds());
  app.addHook('onClose', async () => exports.close());
};
