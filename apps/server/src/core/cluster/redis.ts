import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** The longest a command may take on the connection that requests use; past it, it fails. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Connects to Redis at start, failing the start with a clear message when it cannot be reached;
 * once connected, ioredis reconnects by itself, and each lost connection is logged. Requests await
 * this connection's commands (attempt counters, announcements, ticks), so while Redis is away they
 * fail at once instead of waiting in ioredis' queue for its return, and a command Redis does not
 * answer fails within COMMAND_TIMEOUT_MS: every caller has a way to do without.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  watch(redis, log);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis (REDIS_URL) cannot be reached: ${(error as Error).message}`);
  }
  return redis;
}

/**
 * Another connection to the same Redis, for what no request awaits (subscriptions, BullMQ's
 * blocking reads): its commands wait out an outage, and a subscription is renewed on return.
 */
export function duplicateRedis(redis: Redis, log: FastifyBaseLogger, options?: RedisOptions) {
  return watch(
    redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, ...options }),
    log,
  );
}

function watch(redis: Redis, log: FastifyBaseLogger): Redis {
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'));
  return redis;
}

/** Quits politely, or drops the connection if it is gone already (a QUIT would wait for it). */
export async function quitRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
