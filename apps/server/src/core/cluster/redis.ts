import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Connects to Redis at start, failing the start with a clear message when it cannot be reached;
 * once connected, ioredis reconnects by itself, and each lost connection is logged.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true });
  watch(redis, log);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis (REDIS_URL) cannot be reached: ${(error as Error).message}`);
  }
  return redis;
}

/** Another connection to the same Redis (subscribing and blocking reads need their own). */
export function duplicateRedis(redis: Redis, log: FastifyBaseLogger, options?: RedisOptions) {
  return watch(redis.duplicate(options), log);
}

function watch(redis: Redis, log: FastifyBaseLogger): Redis {
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'));
  return redis;
}

/** Quits politely, or drops the connection if it is gone already. */
export async function quitRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
