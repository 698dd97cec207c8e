import type { FastifyBaseLogger } from 'fastify';
import type { WebhookEventType } from '@cabinet/contract';
import { afterCommit } from '../db/request-transaction.js';

/**
 * Something that happened in the cabinet that others may act on (webhooks; alerts to come): a
 * month closed, a final document stored, an export ready, a package used up. Whose it is: a
 * partner's (`partnerId`), a user's (`userId`: their partner's, if any), or the provider's alone.
 */
export interface DomainEvent {
  type: WebhookEventType;
  partnerId?: number | null;
  userId?: number;
  data: Record<string, unknown>;
}

export type DomainListener = (event: DomainEvent) => Promise<void>;

/**
 * Where features announce what happened, after it is committed, and others listen without the
 * features importing each other. Unlike the realtime `EventBus`, which every process hears when
 * Redis shares it, this one stays in the process where the thing happened: its listeners persist
 * what they must (webhook deliveries) and hand it to the shared job queue, so the cluster acts once.
 */
export class DomainEvents {
  private readonly listeners = new Set<DomainListener>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Announces an event; listeners run in the background, their failures logged. Inside an audited
   * call, once it has committed: what the event tells of is then there for them to read.
   */
  emit(event: DomainEvent): void {
    afterCommit(() => this.announce(event));
  }

  private announce(event: DomainEvent): void {
    for (const listener of this.listeners) {
      const run: Promise<void> = listener(event)
        .catch((error: unknown) =>
          this.log.error({ err: error, event: event.type }, 'domain event listener failed'),
        )
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  on(listener: DomainListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when every listener started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
