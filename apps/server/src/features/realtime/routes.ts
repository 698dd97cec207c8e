import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { PUBLIC_CHANNEL } from '../../core/events/event-bus.js';
import { APP_VERSION } from '../../core/http/openapi.js';
import { handshakeGuard, logRefusal } from './handshake.js';
import { messageRate } from './message-rate.js';

export const ALIVE_EVENT = 'SendAliveEvent';

const ClientMessage = z.object({
  event: z.enum(['subscribe', 'unsubscribe']),
  channel: z.string().max(100),
});
const CHANNELS = new Set([PUBLIC_CHANNEL]);
/** Clients send only small subscribe frames; anything larger closes the connection (1009). */
const MAX_FRAME_BYTES = 4096;
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;

/**
 * WebSocket endpoint `/ws`. A client subscribes to channels with
 * `{"event":"subscribe","channel":"public"}` and then receives `{channel, event, data}` frames.
 * The server announces that it is alive on the public channel every REALTIME_ALIVE_SECONDS (once
 * for the whole cluster when several processes share Redis).
 */
export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Before the plugin's own close (which sends no code): 1012 tells clients this is a restart, so
  // they reconnect, to another process behind the load balancer or to this one once it is back.
  app.addHook('preClose', (done) => {
    for (const client of app.websocketServer.clients) client.close(1012, 'service restart');
    done();
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // ws has already closed the connection for a protocol error (1009 for an oversize frame): one
    // log line, not the plugin's stack trace.
    errorHandler: (error: Error & { code?: string }, socket, request) => {
      if (error.code?.startsWith('WS_ERR_')) {
        const tooLarge = error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
        logRefusal(request, tooLarge ? 'frame' : 'protocol', { code: error.code });
      } else {
        request.log.warn({ address: request.ip, error: error.message }, 'websocket error');
      }
      if (socket.readyState === socket.OPEN) socket.close(INTERNAL_ERROR);
    },
  });
  const subscriptions = new Map<WebSocket, Set<string>>();

  deps.events.subscribe((event) => {
    const frame = JSON.stringify(event);
    for (const [socket, channels] of subscriptions) {
      if (channels.has(event.channel) && socket.readyState === socket.OPEN) socket.send(frame);
    }
  });

  app.get(
    '/ws',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { hide: true },
      onRequest: handshakeGuard(deps.config),
    },
    (socket, request) => {
      const channels = new Set<string>();
      const rate = messageRate(deps.config.REALTIME_MAX_MESSAGES_PER_SECOND);
      subscriptions.set(socket, channels);
      socket.on('close', () => subscriptions.delete(socket));
      socket.on('message', (raw) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!rate.accept()) {
          logRefusal(request, 'messages');
          socket.close(POLICY_VIOLATION, 'too many messages');
          return;
        }
        let message: z.infer<typeof ClientMessage>;
        try {
          message = ClientMessage.parse(JSON.parse(String(raw)));
        } catch {
          socket.send(
            JSON.stringify({
              event: 'error',
              data: { message: 'expected {"event":"subscribe","channel":"public"}' },
            }),
          );
          return;
        }
        if (!CHANNELS.has(message.channel)) {
          socket.send(
            JSON.stringify({
              event: 'error',
              data: { message: `unknown channel ${message.channel}` },
            }),
          );
          return;
        }
        if (message.event === 'subscribe') channels.add(message.channel);
        else channels.delete(message.channel);
        socket.send(JSON.stringify({ event: `${message.event}d`, channel: message.channel }));
      });
    },
  );

  const seconds = deps.config.REALTIME_ALIVE_SECONDS;
  // Every process ticks; in a cluster only the first of each interval announces, for all of them.
  const announce = async () => {
    if (!(await deps.ticks.claim(ALIVE_EVENT, seconds))) return;
    await deps.events.publish({
      channel: PUBLIC_CHANNEL,
      event: ALIVE_EVENT,
      data: { time: deps.clock.now().toISOString(), version: APP_VERSION },
    });
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
