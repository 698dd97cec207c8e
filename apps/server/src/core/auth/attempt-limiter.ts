import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from '../http/errors.js';
import { noteRateLimit } from '../http/rate-headers.js';

/**
 * Counts attempts per key; once `points` are taken within the window, the next is refused until
 * the window passes. An attempt is taken before the work it guards (a password check, a mail), in
 * one atomic step, so that concurrent requests cannot all slip in under the limit.
 */
export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(points: number, windowSeconds: number): AttemptLimiter {
    return new AttemptLimiter(new RateLimiterMemory({ points, duration: windowSeconds }));
  }

  /**
   * Counted in Redis, so that attempts through every process of a cluster add up; while Redis is
   * unreachable, each process counts on its own rather than failing the request.
   */
  static shared(
    redis: Redis,
    keyPrefix: string,
    points: number,
    windowSeconds: number,
  ): AttemptLimiter {
    return new AttemptLimiter(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
      }),
    );
  }

  /** Takes one attempt: 0 when it is allowed, otherwise the seconds to wait. */
  async take(key: string): Promise<number> {
    return (await this.consume(key)).wait;
  }

  /**
   * Takes one attempt, or refuses the request with 429 and the time to wait. The request's answer
   * tells the limit and what is left of it (X-RateLimit-*): only limits that refuse out loud do, so
   * that a silent one (recovery mail per address) tells nothing.
   */
  async takeOrRefuse(key: string): Promise<void> {
    const { wait, remaining } = await this.consume(key);
    noteRateLimit(this, this.limiter.points, remaining);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  /** Forgets the key's attempts (a success ends the count, and gives the whole limit back). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
    noteRateLimit(this, this.limiter.points, this.limiter.points);
  }

  private async consume(key: string): Promise<{ wait: number; remaining: number }> {
    try {
      const taken = await this.limiter.consume(key);
      return { wait: 0, remaining: taken.remainingPoints };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { wait: Math.max(1, Math.ceil(error.msBeforeNext / 1000)), remaining: 0 };
    }
  }
}

export function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(
    429,
    MessageKey.tooManyAttempts,
    {},
    { seconds },
    { 'Retry-After': String(seconds) },
  );
}
