import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './core/config.js';
import { openMigratedDatabase } from './core/db/open.js';
import { seedAccessDefaults } from './seed/access-defaults.js';
import { seedDemo } from './seed/demo.js';
import { queueDemoClosing } from './seed/demo-closing.js';
import { printLogins } from './seed/print-logins.js';
import { seedRequests } from './seed/requests.js';
import { Calendar } from './core/calendar.js';
import { accountsRecordingForNobody } from './core/auth/recording-scope.js';
import { Startup } from './core/startup.js';
import type { DatabaseHandle } from './core/db/database.js';
import type { Config } from './core/config.js';
import type { SeededLogin } from './seed/demo.js';

const FIRST_RUN_REQUESTS = 30_000;
const IDLE_SWEEP_MS = 200;

/** The default rules and roles, and on a first run the demo's data: before serving. */
async function seed(config: Config, database: DatabaseHandle): Promise<SeededLogin[]> {
  const now = new Date().toISOString();
  const logins = config.SEED_DEMO ? await seedDemo(database.db, now) : [];
  // A first run gets a few months of demo usage, so that reports and the register show something,
  // and the month before last closed, so that documents do.
  if (logins.length > 0) {
    const calendar = new Calendar(config.TIMEZONE);
    await seedRequests(database, calendar, { count: FIRST_RUN_REQUESTS, now: new Date() });
    await queueDemoClosing(database.db, calendar, new Date(), config.MONTH_CLOSE_GRACE_DAYS);
  }
  if (!config.SEED_DEMO) await seedAccessDefaults(database.db, now);
  return logins;
}

/**
 * `npm start`: migrate, listen (liveness answers from here), then seed on the first run and
 * resume what a killed process left (readiness waits for these); retention sweeps, partition
 * upkeep, cache warming and the like begin once ready. Serves API, client and docs on one port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config, { partitions: false });
  const startup = new Startup();
  let logins: SeededLogin[] = [];
  startup.beforeReady('seeding', async () => {
    logins = await seed(config, database);
  });
  const app = await buildApp({ config, database, startup });
  startup.whenReady('accounts recording for nobody', async () => {
    const unscoped = await accountsRecordingForNobody(database.db);
    if (unscoped.length > 0)
      app.log.warn(
        { logins: unscoped },
        'these accounts may send usage but belong to no partner: they record for nobody until an administrator gives the provider’s own integrators the role ProviderIntegrator',
      );
  });
  // SIGTERM (a deploy, a scale-down): stop listening, close WebSockets with a restart hint, let
  // in-flight requests and the running job step finish, then exit. A job still running at the
  // deadline is left queued; it runs again at the next start (or on another process with Redis).
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ seconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown deadline passed');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    // A keep-alive connection busy when closing began would stay open once idle, holding the close.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    try {
      await app.close();
      await database.db.destroy();
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  await startup.run(app.log);
  app.log.info({ database: database.dialect, location: database.location }, 'database ready');
  // The address actually bound (PORT=0 picks a free one), unless a public address is configured.
  const url = config.PUBLIC_URL ?? address.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//localhost');
  printLogins(logins, url);
  process.stdout.write(`Cabinet is running at ${url} (API docs: ${url}/api/docs)\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The cabinet could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
