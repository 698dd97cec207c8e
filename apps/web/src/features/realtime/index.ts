import { emitPublicEvent } from '../../lib/public-events';
import { plainEvents, sharedEcho } from './echo';

export { createEcho, sharedEcho } from './echo';
export { listenPrivately } from './private-channels';

export const PUBLIC_CHANNEL = 'public';
export const ALIVE_EVENT = 'SendAliveEvent';

/**
 * Spec section 1: subscribe to the public channel; SendAliveEvent payloads are only logged. Every
 * event goes to the handlers features registered with `onPublicEvent`.
 */
export function subscribePublicChannel(log: (...args: unknown[]) => void = console.info) {
  const echo = sharedEcho();
  echo
    .channel(PUBLIC_CHANNEL)
    // Echo's default namespace: the server's `App\Events\SendAliveEvent`.
    .listen(ALIVE_EVENT, (data: unknown) => log(ALIVE_EVENT, data))
    .listenToAll(plainEvents(emitPublicEvent));
  return echo;
}
