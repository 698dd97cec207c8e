import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './core/config.js';
import type { AppDeps } from './core/deps.js';
import { systemClock, type Clock } from './core/clock.js';
import type { DatabaseHandle } from './core/db/database.js';
import { byPartner } from './core/events/usage-recorded.js';
import { loggerOptions } from './core/logger.js';
import { sanctumPaths } from './core/http/sanctum-paths.js';
import { turnBudgetPlugin } from './core/http/turn-budget.js';
import { guardPlugin } from './core/auth/guard.js';
import { ApiKeyStore } from './core/auth/api-keys.js';
import { announceAfterAnswer } from './core/auth/caller-invalidation.js';
import { allowedMethodsIndex } from './core/http/allowed-methods.js';
import { errorHandlerPlugin, routerRefusal } from './core/http/error-handler.js';
import { requestContextPlugin } from './core/http/request-context.js';
import { requestIdHeaderPlugin, requestIdGenerator } from './core/http/request-id.js';
import { rateHeadersPlugin } from './core/http/rate-headers.js';
import { observeHttp } from './core/metrics/metrics.js';
import { securityPlugin } from './core/http/security.js';
import { idempotencyPlugin } from './core/http/idempotency.js';
import { openApiPlugin } from './core/http/openapi.js';
import { jsonDepthLimitPlugin } from './core/http/json-depth.js';
import { bodiesPlugin } from './core/http/bodies.js';
import { clientErrorAnswer } from './core/http/client-errors.js';
import { lingeringClosePlugin } from './core/http/lingering-close.js';
import { zodValidatorCompiler } from './core/http/validation.js';
import { authRoutes } from './features/auth/index.js';
import { accessControlRoutes } from './features/access-control/index.js';
import { healthRoutes, metricsRoutes, readyRoutes } from './features/health/index.js';
import { partnersRoutes } from './features/partners/index.js';
import { reachableUsersRoutes, usersRoutes } from './features/users/index.js';
import { servicesRoutes, type CalledRequest } from './features/services/index.js';
import { tariffsRoutes } from './features/tariffs/index.js';
import {
  announceExhausted,
  projectedStatement,
  recordRequests,
  registerUpkeep,
  tariffSimulationRoutes,
  usageRoutes,
} from './features/usage/index.js';
import { dashboardRoutes } from './features/dashboard/index.js';
import { directoryRoutes } from './features/directory/index.js';
import { outboxRoutes } from './features/outbox/index.js';
import { locationsRoutes } from './features/locations/index.js';
import { webClientRoutes } from './features/web/index.js';
import { realtimeRoutes } from './features/realtime/index.js';
import { siteInfoRoutes } from './features/site-info/index.js';
import { catalogueRoutes } from './features/catalogue/index.js';
import { packageRequestsRoutes } from './features/package-requests/index.js';
import { apiKeysRoutes } from './features/api-keys/index.js';
import { maintenancePlugin } from './features/maintenance/index.js';
import { documentsRoutes } from './features/documents/index.js';
import { auditRoutes } from './features/audit/index.js';
import { webhooksRoutes } from './features/webhooks/index.js';
import { alertsRoutes } from './features/alerts/index.js';
import { notificationsRoutes } from './features/notifications/index.js';
import { expectedMonth, forecastRoutes, type PriceProjection } from './features/forecast/index.js';
import { auditPlugin } from './core/audit/recorder.js';
import { composeDeps } from './app-deps.js';
import type { Startup } from './core/startup.js';
import { startupGatePlugin } from './core/http/startup-gate.js';

/** Node's own default: the longest wait for a request's headers. */
const HEADERS_TIMEOUT_MS = 60_000;

const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 200 };

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Serve the built client too (the default); API tests leave it out. */
  serveWeb?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /**
   * The start's work, run by the caller once the server listens (`main`). Without it the app
   * runs its own when ready, before `ready()` resolves, as an app that never listens needs.
   */
  startup?: Startup;
}

/** Builds the whole HTTP application; `listen` is the caller's business. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  serveWeb = true,
  logStream,
  startup,
}: AppOptions): Promise<FastifyInstance> {
  const bodyTimeoutMs = config.BODY_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    trustProxy: config.TRUST_PROXY,
    routerOptions: ROUTER_OPTIONS,
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    frameworkErrors: routerRefusal,
    requestTimeout: bodyTimeoutMs,
    http: {
      // Node swaps the two timeouts when the headers' is the longer: the body's would be 60 s.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, bodyTimeoutMs),
      // Node looks for requests past their time this often (30 s by default: too coarse).
      connectionsCheckingInterval: Math.min(1000, bodyTimeoutMs / 4),
    },
    clientErrorHandler: clientErrorAnswer,
    rewriteUrl: sanctumPaths,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { deps, callers, close } = await composeDeps({
    config,
    database,
    clock,
    log: app.log,
    startup,
  });
  app.addHook('onClose', close);
  if (!startup) app.addHook('onReady', () => deps.startup.run(app.log));
  // Mail a process that stopped had kept but not sent.
  deps.startup.whenReady('mail resume', () => deps.mailer.resume());

  // Hooks and the error handler come first: plugins registered later inherit them.
  // First of all: a request waits here while the loop's turn is spent (accepting comes first).
  turnBudgetPlugin(app);
  await requestContextPlugin(app);
  requestIdHeaderPlugin(app);
  rateHeadersPlugin(app);
  startupGatePlugin(app, deps.startup);
  observeHttp(app, deps.metrics);
  await app.register(cookie);
  await securityPlugin(app, config);
  jsonDepthLimitPlugin(app, config.JSON_MAX_DEPTH);
  await bodiesPlugin(app);
  lingeringClosePlugin(app, config.BODY_LINGER_SECONDS * 1000);
  const allowedMethods = allowedMethodsIndex(app, ROUTER_OPTIONS);
  const pageFallback = serveWeb ? await webClientRoutes(app, config.WEB_DIST) : undefined;
  errorHandlerPlugin(app, { pageFallback, allowedMethods });
  guardPlugin(app, {
    db: deps.db,
    tokens: deps.tokens,
    keys: new ApiKeyStore(deps.db, clock, callers.cache()),
    csrfSecret: deps.secret,
    operator: {
      token: config.METRICS_TOKEN,
      trustProxy: config.TRUST_PROXY,
      production: config.publicUrl.startsWith('https://'),
    },
  });
  // Keys of retried POSTs (`config.idempotent`): its hooks run before the audit's, so that an
  // audited call's answer is kept in the call's own transaction.
  idempotencyPlugin(app, { db: deps.db, clock, ticks: deps.ticks, startup: deps.startup });
  // Records what the routes that declare `config.audit` change, after the guard knows the caller.
  auditPlugin(app, deps.db, clock, database.requestTransactions);
  // After the audit's hooks, whose onSend commits an audited request's changes: caches are told
  // again once the change is committed, not before (another connection would keep the old rows).
  announceAfterAnswer(app, database.accessWrites);
  await openApiPlugin(app);
  // Maintenance mode's gate runs after the guard and before every feature route.
  await maintenancePlugin(app, deps);

  await app.register(healthRoutes);
  await registerFeatures(app, deps, [
    readyRoutes,
    metricsRoutes,
    authRoutes,
    accessControlRoutes,
    usersRoutes,
    reachableUsersRoutes,
    partnersRoutes,
  ]);
  // A service called from the cabinet is recorded as ingested usage is.
  const recordCall = async (request: CalledRequest) => {
    const outcome = await recordRequests(deps.db, deps.calendar, [request]);
    announceExhausted(deps.domainEvents, outcome.exhausted);
    if (outcome.accepted.length > 0) {
      const caller = await deps.db
        .selectFrom('users')
        .select(['group', 'parent_id'])
        .where('id', '=', request.userId)
        .executeTakeFirst();
      const partnerId = caller?.group === 'Partner' ? request.userId : (caller?.parent_id ?? null);
      deps.recordings.announce(byPartner([{ ...request, partnerId }]));
    }
    return outcome.accepted[0]!;
  };
  await app.register(servicesRoutes, { deps, recordCall });
  await registerFeatures(app, deps, [tariffsRoutes, usageRoutes]);
  // The forecast prices projected requests with the usage feature's statement code.
  const price: PriceProjection = (userIds, year, month, projected) =>
    projectedStatement(deps.db, userIds, year, month, projected);
  await app.register(forecastRoutes, { deps, price });
  // The simulator re-prices statements' charges, which the usage feature owns.
  await app.register(tariffSimulationRoutes, { deps });
  registerUpkeep(app, deps);
  await registerFeatures(app, deps, [
    documentsRoutes,
    dashboardRoutes,
    directoryRoutes,
    outboxRoutes,
    locationsRoutes,
    siteInfoRoutes,
    catalogueRoutes,
    packageRequestsRoutes,
    apiKeysRoutes,
    auditRoutes,
    webhooksRoutes,
  ]);
  // Alerts hear what ingestion (and a service called from the cabinet) recorded; the rules on
  // the month ahead are judged on the forecast's projection.
  await app.register(alertsRoutes, {
    deps,
    project: (userIds, today) => expectedMonth(deps.db, price, userIds, today),
  });
  await app.register(notificationsRoutes, { deps });
  await realtimeRoutes(app, deps);
  return app;
}

/** Registers, in their order, the features whose plugins take only the app's dependencies. */
async function registerFeatures(
  app: FastifyInstance,
  deps: AppDeps,
  features: FastifyPluginAsyncZod<{ deps: AppDeps }>[],
): Promise<void> {
  for (const feature of features) await app.register(feature, { deps });
}
