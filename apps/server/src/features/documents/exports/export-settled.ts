import { EXPORT_SETTLED_EVENT, userChannel, type ExportSettledEvent } from '@cabinet/contract';
import type { EventBus } from '../../../core/events/event-bus.js';

/**
 * A server-side channel: not among the realtime channels a WebSocket client may subscribe to, so
 * it reaches only the processes' own listeners (the event bus: this process, or all through Redis).
 */
const CHANNEL = 'export-jobs';
const SETTLED = 'settled';

/** Why a wait ended. */
export type WaitEnd = 'settled' | 'timeout' | 'aborted' | 'released';

interface Waiter {
  jobId: number;
  end: (why: WaitEnd) => void;
}

/**
 * "This export job is settled" (its file is ready, or it failed), told to whoever holds an ask for
 * it. Sent on the event bus, so that an ask held by one process hears of a job another process
 * made. Events are a courtesy (one lost while Redis is away is not retried): a held ask re-reads
 * its job after every wait, and with a shared queue it waits in short slices (see ExportJobs).
 */
export class ExportSettled {
  private readonly waiters = new Set<Waiter>();
  private readonly unsubscribe: () => void;
  private released = false;

  constructor(private readonly events: EventBus) {
    this.unsubscribe = events.subscribe((event) => {
      if (event.channel !== CHANNEL || event.event !== SETTLED) return;
      const { id } = event.data as { id: number };
      for (const waiter of this.waiters) if (waiter.jobId === id) waiter.end('settled');
    });
  }

  /** Held asks now (for /metrics). */
  get holding(): number {
    return this.waiters.size;
  }

  /** Whether asks may still be held (not once the server is closing). */
  get open(): boolean {
    return !this.released;
  }

  /**
   * Tells the held asks, and the requester's open tabs (its realtime channel): a client waiting
   * between two asks asks again at once, rather than when its interval is over.
   */
  async announce(job: { id: number; requested_by: number | null }): Promise<void> {
    await this.events.publish({ channel: CHANNEL, event: SETTLED, data: { id: job.id } });
    if (job.requested_by === null) return;
    const data: ExportSettledEvent = { exportId: job.id };
    await this.events.publish({
      channel: userChannel(job.requested_by),
      event: EXPORT_SETTLED_EVENT,
      data,
    });
  }

  /**
   * Starts listening for the job at once (before the caller re-reads it, so that a job settling in
   * between is heard); `until` resolves when it settles, after `ms`, when `signal` aborts (the
   * client went away) or when every hold is released (shutdown), whichever comes first.
   */
  listen(
    jobId: number,
    ms: number,
    signal?: AbortSignal,
  ): { until: Promise<WaitEnd>; cancel: () => void } {
    let waiter: Waiter | undefined;
    const until = new Promise<WaitEnd>((resolve) => {
      if (this.released) return resolve('released');
      if (signal?.aborted) return resolve('aborted');
      const timer = setTimeout(() => waiter?.end('timeout'), ms);
      const onAbort = () => waiter?.end('aborted');
      const own: Waiter = {
        jobId,
        end: (why) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          this.waiters.delete(own);
          resolve(why);
        },
      };
      waiter = own;
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(own);
    });
    /** The caller found the job settled itself. */
    return { until, cancel: () => waiter?.end('settled') };
  }

  /** Server shutdown: every held ask is answered now, and no new one is held. */
  releaseAll(): void {
    this.released = true;
    for (const waiter of [...this.waiters]) waiter.end('released');
  }

  close(): void {
    this.releaseAll();
    this.unsubscribe();
  }
}
