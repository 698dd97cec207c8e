import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './core/config.js';
import type { Clock } from './core/clock.js';
import type { DatabaseHandle } from './core/db/database.js';
import type { AppDeps } from './core/deps.js';
import { DomainEvents } from './core/events/domain-events.js';
import { UsageRecordings } from './core/events/usage-recorded.js';
import { TokenStore } from './core/auth/tokens.js';
import { Mailer } from './core/mail/mailer.js';
import { resolveAppSecret } from './core/secret.js';
import { CallerInvalidation } from './core/auth/caller-invalidation.js';
import { Metrics } from './core/metrics/metrics.js';
import { Calendar } from './core/calendar.js';
import { FileStore } from './core/storage/file-store.js';
import { openCoordination } from './core/cluster/coordination.js';
import { Startup } from './core/startup.js';

/**
 * What the features get, made once per process: by the HTTP application, and by the CLI's
 * commands that act as the application does (closing a month tells webhooks as the UI's does).
 * `close` lets the listeners and jobs under way finish, then lets go of Redis.
 */
export async function composeDeps({
  config,
  database,
  clock,
  log,
  startup = new Startup(),
}: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  startup?: Startup;
}): Promise<{ deps: AppDeps; callers: CallerInvalidation; close: () => Promise<void> }> {
  const secret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const coordination = await openCoordination(config, log);
  const callers = new CallerInvalidation(database.accessWrites, config.CALLER_CACHE_SECONDS * 1000);
  if (coordination.redis) await callers.share(coordination.redis, config.REDIS_PREFIX, log);
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    database,
    clock,
    secret,
    tokens: new TokenStore(
      database.db,
      clock,
      { idleMinutes: config.TOKEN_IDLE_MINUTES, maxHours: config.TOKEN_MAX_HOURS },
      callers.cache(),
    ),
    limits: coordination.limits,
    mailer: new Mailer(
      database.db,
      clock,
      log,
      coordination.jobs,
      config.MAIL_FROM,
      config.SMTP_URL,
    ),
    events: coordination.events,
    domainEvents: new DomainEvents(log),
    recordings: new UsageRecordings(log),
    calendar: new Calendar(config.TIMEZONE),
    files: new FileStore(config.filesDir),
    jobs: coordination.jobs,
    redis: coordination.redis,
    ticks: coordination.ticks,
    metrics: new Metrics(),
    callerCache: () => callers.cache(),
    startup,
  };
  const close = async () => {
    await deps.startup.settled();
    await deps.domainEvents.settled();
    await deps.jobs.close();
    await callers.close();
    await coordination.close();
  };
  return { deps, callers, close };
}
