import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps.js';
import { PUBLIC_CHANNEL } from '../../core/events/event-bus.js';
import { APP_VERSION } from '../../core/http/openapi.js';

export const ALIVE_EVENT = 'SendAliveEvent';

/**
 * The server announces that it is alive on the public channel every REALTIME_ALIVE_SECONDS, once
 * for the whole cluster when several processes share Redis.
 */
export function announceAlive(app: FastifyInstance, deps: AppDeps): void {
  const seconds = deps.config.REALTIME_ALIVE_SECONDS;
  // Every process ticks; in a cluster only the first of each interval announces, for all of them.
  const announce = async () => {
    if (!(await deps.ticks.claim(ALIVE_EVENT, seconds))) return;
    const data = { time: deps.clock.now().toISOString(), version: APP_VERSION };
    // Heard as `listen('SendAliveEvent')` and `listen('.SendAliveEvent')` (see eventFrames).
    await deps.events.publish({ channel: PUBLIC_CHANNEL, event: ALIVE_EVENT, data });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void announce().catch((error: unknown) =>
          app.log.warn({ err: error }, 'alive event not sent'),
        ),
      seconds * 1000,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
