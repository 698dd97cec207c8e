/** The channel every WebSocket client may subscribe to, signed in or not. */
export const PUBLIC_CHANNEL = 'public';

/** A message on a realtime channel, as WebSocket clients receive it. */
export interface ChannelEvent {
  channel: string;
  event: string;
  data: unknown;
}

export type EventListener = (event: ChannelEvent) => void;

/**
 * Where features publish realtime events and the WebSocket endpoint listens. In one process this is
 * the whole story; a shared implementation (Redis pub/sub) can take its place behind the same shape.
 */
export interface EventBus {
  publish(event: ChannelEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
}

export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  async publish(event: ChannelEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
