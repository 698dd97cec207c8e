import { emitPublicEvent } from '../../lib/public-events';
import { connectRealtime, realtimeUrl, type RealtimeConnection } from './socket';

export { connectRealtime, realtimeUrl } from './socket';
export type { RealtimeFrame, RealtimeConnection, RealtimeOptions } from './socket';

export const PUBLIC_CHANNEL = 'public';
export const ALIVE_EVENT = 'SendAliveEvent';

/**
 * Spec section 1: subscribe to the public channel; SendAliveEvent payloads are only logged. Every
 * event goes to the handlers features registered with `onPublicEvent`.
 */
export function subscribePublicChannel(
  log: (...args: unknown[]) => void = console.info,
): RealtimeConnection {
  return connectRealtime({
    url: realtimeUrl(),
    channels: [PUBLIC_CHANNEL],
    onFrame: (frame) => {
      if (frame.channel !== PUBLIC_CHANNEL) return;
      if (frame.event === ALIVE_EVENT) log(ALIVE_EVENT, frame.data);
      emitPublicEvent(frame.event, frame.data);
    },
  });
}
