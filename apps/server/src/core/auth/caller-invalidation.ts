import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AccessWrites } from '../db/access-writes.js';
import { duplicateRedis, quitRedis } from '../cluster/redis.js';
import { CallerCache } from './caller-cache.js';

/** How long a process waits for its own invalidation to come back through Redis. */
const ECHO_WAIT_MS = 250;

/**
 * Empties every caller cache of the deployment when a caller may have changed: this process's at
 * once, the others' through a Redis channel. The writer waits until its own message comes back,
 * so that by its answer every process's subscription has received the message too.
 */
export class CallerInvalidation {
  private readonly caches = new Set<CallerCache<unknown>>();
  private readonly echoes = new Map<string, () => void>();
  private subscriber: Redis | undefined;
  private publisher: Redis | undefined;
  private channel = '';
  private readonly stopListening: () => void;

  constructor(
    writes: AccessWrites,
    private readonly ttlMs: number,
  ) {
    this.stopListening = writes.onWrite(() => this.invalidate());
  }

  /** In the scaled mode: tell and hear the other processes through Redis. */
  async share(redis: Redis, prefix: string, log: FastifyBaseLogger): Promise<void> {
    this.publisher = redis;
    this.channel = `${prefix}:callers`;
    const subscriber = duplicateRedis(redis, log);
    subscriber.on('message', (_channel: string, id: string) => {
      this.clear();
      this.echoes.get(id)?.();
    });
    // What was kept before a lost connection may have changed meanwhile.
    subscriber.on('ready', () => this.clear());
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  /** A cache this invalidation empties; it keeps nothing while invalidations cannot arrive. */
  cache<T>(): CallerCache<T> {
    const cache = new CallerCache<T>(this.ttlMs, this.listening);
    this.caches.add(cache as CallerCache<unknown>);
    return cache;
  }

  private readonly listening = () => !this.publisher || this.subscriber?.status === 'ready';

  private clear(): void {
    for (const cache of this.caches) cache.clear();
  }

  private async invalidate(): Promise<void> {
    this.clear();
    if (!this.publisher) return;
    const id = crypto.randomUUID();
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(id, resolve);
      setTimeout(resolve, ECHO_WAIT_MS).unref();
    });
    try {
      await this.publisher.publish(this.channel, id);
      await echoed;
    } catch {
      // Redis away: no process keeps callers meanwhile (`listening`), and each empties on return.
    } finally {
      this.echoes.delete(id);
    }
  }

  async close(): Promise<void> {
    this.stopListening();
    if (this.subscriber) await quitRedis(this.subscriber);
  }
}

/**
 * A request that changed a caller says so again once its work is done and before it answers: the
 * first word came with the write, inside its transaction, and on PostgreSQL another connection may
 * have read and kept the caller as it was before the commit.
 */
export function announceAfterAnswer(app: FastifyInstance, writes: AccessWrites): void {
  app.decorateRequest('accessEpoch', 0);
  app.addHook('onRequest', async (request) => {
    request.accessEpoch = writes.epoch;
  });
  app.addHook('onSend', async (request) => {
    if (request.accessEpoch !== writes.epoch) await writes.announce();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    accessEpoch: number;
  }
}
