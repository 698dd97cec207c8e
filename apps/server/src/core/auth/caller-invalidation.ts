import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AccessWrites } from '../db/access-writes.js';
import { duplicateRedis, quitRedis } from '../cluster/redis.js';
import { afterCommit } from '../db/request-transaction.js';
import { CallerCache } from './caller-cache.js';

/** How long a process waits for its own invalidation to come back through Redis. */
const ECHO_WAIT_MS = 250;
/** A word that did not go out is tried again after these pauses, then given up (and logged). */
const RETRY_AFTER_MS = [250, 1000, 3000, 10_000];

/**
 * Empties every caller cache of the deployment when a caller may have changed: this process's at
 * once, the others' through a Redis channel once the change is committed (before, they would only
 * read the old rows again). The writer waits until its own message comes back, so that by its
 * answer every process's subscription has received the message too. Redis failing, the writer
 * does not wait: the word is tried again in the background a few times, and meanwhile a process
 * whose subscription is down keeps no callers (`listening`) and empties its caches on return.
 */
export class CallerInvalidation {
  private readonly caches = new Set<CallerCache<unknown>>();
  private readonly echoes = new Map<string, () => void>();
  private subscriber: Redis | undefined;
  private publisher: Redis | undefined;
  private channel = '';
  private log: FastifyBaseLogger | undefined;
  private readonly stopListening: () => void;
  /** A word that failed to go out and is not yet out. */
  private owed = false;
  private retrying: Promise<void> | undefined;
  private closed = false;

  constructor(
    writes: AccessWrites,
    private readonly ttlMs: number,
  ) {
    this.stopListening = writes.onWrite(() => this.invalidate());
  }

  /** In the scaled mode: tell and hear the other processes through Redis. */
  async share(redis: Redis, prefix: string, log: FastifyBaseLogger): Promise<void> {
    this.publisher = redis;
    this.log = log;
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

  private invalidate(): Promise<void> {
    this.clear();
    if (!this.publisher) return Promise.resolve();
    let told: Promise<void> | undefined;
    // Inside a request's transaction, told after the commit, when nobody waits for it: the request
    // says so again before it answers (`announceAfterAnswer`), and waits for that one.
    afterCommit(() => (told = this.tell()));
    return told ?? Promise.resolve();
  }

  private async tell(): Promise<void> {
    if (await this.publish()) return;
    this.owed = true;
    this.retrying ??= this.retry().finally(() => (this.retrying = undefined));
  }

  /** Publishes once; true when it went out (and came back, or the echo's wait is over). */
  private async publish(): Promise<boolean> {
    const id = crypto.randomUUID();
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(id, resolve);
      setTimeout(resolve, ECHO_WAIT_MS).unref();
    });
    try {
      await this.publisher!.publish(this.channel, id);
      await echoed;
      return true;
    } catch {
      return false;
    } finally {
      this.echoes.delete(id);
    }
  }

  /** Tries again what is owed, a bounded number of times; a word owed meanwhile goes with it. */
  private async retry(): Promise<void> {
    for (const pause of RETRY_AFTER_MS) {
      await sleep(pause, undefined, { ref: false });
      if (this.closed) return;
      this.owed = false;
      if ((await this.publish()) && !this.owed) return;
      this.owed = true;
    }
    this.owed = false;
    this.log?.warn('caller changes not told to the other processes: Redis does not answer');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    if (this.subscriber) await quitRedis(this.subscriber);
  }
}

/**
 * A request that changed a caller says so again once its work is done and before it answers, and
 * waits for the word to come back (bounded: see `CallerInvalidation`): the word sent at its commit
 * is not waited for, and a write outside a request's transaction may have been told before its
 * own commit, while another connection could still read and keep the caller as it was.
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
