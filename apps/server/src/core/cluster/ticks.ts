import type { Redis } from 'ioredis';

/**
 * Decides which process does what is due once per interval for the whole deployment (the alive
 * event): alone, that is always this one.
 */
export interface Ticks {
  /** True for exactly one caller per `seconds`-long slot of the wall clock, per name. */
  claim(name: string, seconds: number): Promise<boolean>;
}

export const singleProcessTicks: Ticks = { claim: async () => true };

/**
 * The first process to ask within a slot of the wall clock wins it (`SET NX` on the slot's key),
 * so N processes ticking at their own phases still act once per interval. Relies on the
 * processes' clocks agreeing to well within the interval (NTP).
 */
export class RedisTicks implements Ticks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(name: string, seconds: number): Promise<boolean> {
    const slot = Math.floor(Date.now() / (seconds * 1000));
    const key = `${this.prefix}:tick:${name}:${slot}`;
    return (await this.redis.set(key, String(process.pid), 'EX', seconds * 2, 'NX')) === 'OK';
  }
}
