import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { openLimits, type Limits } from '../auth/limits.js';
import { InProcessEventBus, type EventBus } from '../events/event-bus.js';
import { InProcessJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { RedisTicks, singleProcessTicks, type Ticks } from './ticks.js';

/** What the processes of a deployment share to act as one. */
export interface Coordination {
  /** Set in the scaled mode (REDIS_URL). */
  redis?: Redis;
  events: EventBus;
  limits: Limits;
  jobs: JobQueue;
  ticks: Ticks;
  /** Lets running jobs finish, then closes every connection. */
  close(): Promise<void>;
}

/**
 * Embedded mode without REDIS_URL: everything in this process. With it, realtime events, the job
 * queue, the counters of attempts (logins, password checks, registrations, recovery mail) and
 * once-per-interval ticks go through Redis, so that any number of identical processes serve as one.
 */
export async function openCoordination(
  config: Config,
  log: FastifyBaseLogger,
): Promise<Coordination> {
  if (!config.REDIS_URL) {
    const jobs = new InProcessJobQueue((kind, id, error) =>
      log.error({ err: error, kind, id }, 'background job failed'),
    );
    return {
      events: new InProcessEventBus(),
      limits: openLimits(config),
      jobs,
      ticks: singleProcessTicks,
      close: () => jobs.close(),
    };
  }

  // Loaded only here: the embedded mode does not carry ioredis and BullMQ in its memory.
  const [{ connectRedis, duplicateRedis, quitRedis }, { RedisEventBus }, { RedisJobQueue }] =
    await Promise.all([
      import('./redis.js'),
      import('../events/redis-event-bus.js'),
      import('../jobs/redis-job-queue.js'),
    ]);
  const prefix = config.REDIS_PREFIX;
  const redis = await connectRedis(config.REDIS_URL, log);
  const events = await RedisEventBus.connect(
    duplicateRedis(redis, log),
    redis,
    `${prefix}:events`,
    log,
  );
  // BullMQ's connections wait out a Redis outage instead of failing their commands.
  const jobs = new RedisJobQueue(duplicateRedis(redis, log, { maxRetriesPerRequest: null }), {
    prefix,
    stallSeconds: config.JOB_STALL_SECONDS,
    log,
  });
  return {
    redis,
    events,
    limits: openLimits(config, { redis, prefix }),
    jobs,
    ticks: new RedisTicks(redis, prefix),
    close: async () => {
      await jobs.close();
      await events.close();
      await quitRedis(redis);
    },
  };
}
