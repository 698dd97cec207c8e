import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Clock } from './clock.js';
import type { Database } from './db/schema.js';
import type { DatabaseHandle, DialectName } from './db/database.js';
import type { TokenStore } from './auth/tokens.js';
import type { Limits } from './auth/limits.js';
import type { Mailer } from './mail/mailer.js';
import type { EventBus } from './events/event-bus.js';
import type { DomainEvents } from './events/domain-events.js';
import type { Calendar } from './calendar.js';
import type { UsageRecordings } from './events/usage-recorded.js';
import type { FileStore } from './storage/file-store.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Redis } from 'ioredis';
import type { Ticks } from './cluster/ticks.js';
import type { Metrics } from './metrics/metrics.js';
import type { CallerCache } from './auth/caller-cache.js';
import type { Startup } from './startup.js';

/** What feature modules get from the core: nothing is reached through globals. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  /** The connection beneath the query builder, for bulk paths (exports). */
  database: DatabaseHandle;
  clock: Clock;
  tokens: TokenStore;
  /** Counters of attempts: logins, password checks, registrations, recovery mail. */
  limits: Limits;
  mailer: Mailer;
  events: EventBus;
  /** What happened (a month closed, an export ready…), for webhooks; announced after commit. */
  domainEvents: DomainEvents;
  /** Whose usage was just recorded (usage alerts listen); announced after commit. */
  recordings: UsageRecordings;
  /** Business days in the provider's time zone. */
  calendar: Calendar;
  secret: string;
  /** Documents and exports. */
  files: FileStore;
  /** Background work (exports, month closing). */
  jobs: JobQueue;
  /** Set in the scaled mode (REDIS_URL): events, jobs and counters shared by every process. */
  redis?: Redis;
  /** Which process does what is due once per interval for the whole deployment. */
  ticks: Ticks;
  /** Prometheus figures of this process (/metrics). */
  metrics: Metrics;
  /** A cache for a few seconds that any change to a caller empties at once, in every process. */
  callerCache<T>(): CallerCache<T>;
  /** A start's work besides listening: what must be done before serving, and what can wait. */
  startup: Startup;
}
