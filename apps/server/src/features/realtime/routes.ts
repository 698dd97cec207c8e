import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps.js';
import { socketRoutes } from './socket-routes.js';
import { broadcastAuthRoutes } from './auth-routes.js';
import { announceAlive } from './alive.js';

export { ALIVE_EVENT } from './alive.js';

/**
 * Realtime over the Pusher protocol, as Laravel Reverb serves it: WebSocket `/app/{key}`, the
 * public channel for anybody, private channels (`private-…`) for whom `POST /broadcasting/auth`
 * signed. The server announces that it is alive on the public channel every
 * REALTIME_ALIVE_SECONDS (once for the whole cluster when several processes share Redis); events
 * reach every process's clients through the event bus.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const key = deps.config.REALTIME_APP_KEY;
  // The signing secret is the application's own, kept apart from its other uses.
  const secret = crypto.createHmac('sha256', deps.secret).update('realtime').digest('hex');
  await socketRoutes(app, deps, key, secret);
  broadcastAuthRoutes(app, key, secret);
  announceAlive(app, deps);
}
