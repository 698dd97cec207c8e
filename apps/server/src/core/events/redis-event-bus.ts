import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { quitRedis } from '../cluster/redis.js';
import type { ChannelEvent, EventBus, EventListener } from './event-bus.js';

/**
 * Events shared by every process through one Redis pub/sub channel: a process publishes, and every
 * process (itself included) hands the event to its own WebSocket clients. Events are a courtesy to
 * open pages, not a record: one lost while Redis is away is logged, not retried.
 */
export class RedisEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `subscriber` is the bus's own connection (a subscribed one can do nothing else); `close` quits it. */
  static async connect(
    subscriber: Redis,
    publisher: Redis,
    channel: string,
    log: FastifyBaseLogger,
  ) {
    const bus = new RedisEventBus(publisher, subscriber, channel, log);
    subscriber.on('message', (_channel: string, text: string) => bus.deliver(text));
    await subscriber.subscribe(channel);
    return bus;
  }

  async publish(event: ChannelEvent): Promise<void> {
    try {
      await this.publisher.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      this.log.warn({ err: error, event: event.event }, 'realtime event not published');
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(text: string): void {
    let event: ChannelEvent;
    try {
      event = JSON.parse(text) as ChannelEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  async close(): Promise<void> {
    await quitRedis(this.subscriber);
  }
}
