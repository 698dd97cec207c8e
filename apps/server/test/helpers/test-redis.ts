import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis every machine runs, CI's included; TEST_REDIS_URL points the tests elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of one test file's own, so that files running at once never share counters. */
export const testRedisPrefix = (label = 'cabinet-test') =>
  `${label}-${crypto.randomBytes(6).toString('hex')}`;

/** Removes every key a test left under `prefix`. */
export async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
