import { connectRealtime, realtimeUrl, type RealtimeConnection } from './socket';

export { connectRealtime, realtimeUrl } from './socket';
export type { RealtimeFrame, RealtimeConnection, RealtimeOptions } from './socket';

export const PUBLIC_CHANNEL = 'public';
export const ALIVE_EVENT = 'SendAliveEvent';

/** What to do with an event of the public channel, by its name. */
export type PublicEventHandlers = Record<string, (data: unknown) => void>;

/**
 * Spec section 1: subscribe to the public channel; SendAliveEvent payloads are only logged. Other
 * events go to their handler, if the caller gave one.
 */
export function subscribePublicChannel(
  handlers: PublicEventHandlers = {},
  log: (...args: unknown[]) => void = console.info,
): RealtimeConnection {
  return connectRealtime({
    url: realtimeUrl(),
    channels: [PUBLIC_CHANNEL],
    onFrame: (frame) => {
      if (frame.channel !== PUBLIC_CHANNEL) return;
      if (frame.event === ALIVE_EVENT) log(ALIVE_EVENT, frame.data);
      else handlers[frame.event]?.(frame.data);
    },
  });
}
