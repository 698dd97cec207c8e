import {
  partnerChannel,
  PROVIDER_CHANNEL,
  USAGE_RECORDED_EVENT,
  userChannel,
  type UsageRecordedEvent,
} from '@cabinet/contract';
import type { EventBus } from '../../../core/events/event-bus.js';

/** The shortest time between two events on one channel: a burst of batches makes one more. */
export const PULSE_INTERVAL_MS = 300;

interface ChannelState {
  timer: NodeJS.Timeout;
  /** Accepted since the last event, and when the last of them was; null: nothing waits. */
  waiting: UsageRecordedEvent | null;
}

/**
 * Tells open dashboards that usage was recorded: an event on the private channel of each user whose
 * records a batch accepted, of their partners, of the provider's staff and of the sender. Per
 * channel the first batch is told at once, and then at most one event per interval carries every
 * batch since (leading and trailing throttle), so a burst costs a few events a second, not one a
 * batch. In a cluster each process throttles its own batches; the bus fans the events out.
 */
export class UsagePulse {
  private readonly channels = new Map<string, ChannelState>();

  constructor(
    private readonly events: EventBus,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = PULSE_INTERVAL_MS,
  ) {}

  /** A batch has committed: `accepted` records for these users (with their partners). */
  recorded(
    senderId: number,
    accepted: number,
    recordedFor: ReadonlyArray<{ userId: number; partnerId: number | null }>,
    at: Date,
  ): void {
    const channels = new Set([userChannel(senderId)]);
    if (accepted > 0) {
      channels.add(PROVIDER_CHANNEL);
      for (const { userId, partnerId } of recordedFor) {
        channels.add(userChannel(userId));
        if (partnerId !== null) channels.add(partnerChannel(partnerId));
      }
    }
    for (const channel of channels) this.add(channel, accepted, at.toISOString());
  }

  private add(channel: string, accepted: number, at: string): void {
    const state = this.channels.get(channel);
    if (state) {
      state.waiting = { accepted: (state.waiting?.accepted ?? 0) + accepted, at };
      return;
    }
    this.send(channel, { accepted, at });
  }

  private send(channel: string, data: UsageRecordedEvent): void {
    this.events
      .publish({ channel, event: USAGE_RECORDED_EVENT, data })
      .catch((error: unknown) => this.onError(error));
    const timer = setTimeout(() => {
      const waiting = this.channels.get(channel)?.waiting;
      this.channels.delete(channel);
      if (waiting) this.send(channel, waiting);
    }, this.intervalMs);
    timer.unref();
    this.channels.set(channel, { timer, waiting: null });
  }

  /** Stops the timers; what still waits is not sent (the process is closing). */
  close(): void {
    for (const state of this.channels.values()) clearTimeout(state.timer);
    this.channels.clear();
  }
}
