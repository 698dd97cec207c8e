import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Counts failed logins per login and address; after `maxFailures` within the window the next
 * attempt is refused until the window passes. The limiter is swappable for a shared store.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(maxFailures: number, windowSeconds: number): LoginThrottle {
    return new LoginThrottle(
      new RateLimiterMemory({ points: maxFailures, duration: windowSeconds }),
    );
  }

  /**
   * Counted in Redis, so that failures through every process of a cluster add up; while Redis is
   * unreachable, each process counts on its own rather than failing the login.
   */
  static shared(
    redis: Redis,
    keyPrefix: string,
    maxFailures: number,
    windowSeconds: number,
  ): LoginThrottle {
    return new LoginThrottle(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points: maxFailures,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: maxFailures, duration: windowSeconds }),
      }),
    );
  }

  static key(login: string, ip: string): string {
    return `${login.trim().toLowerCase()}|${ip}`;
  }

  /** Seconds to wait before another attempt, or 0 when attempts are allowed. */
  async waitSeconds(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
