import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import {
  BroadcastAuthRequest,
  BroadcastAuthResponse,
  ErrorBody,
  MessageKey,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AppDeps } from '../../core/deps.js';
import { PUBLIC_CHANNEL } from '../../core/events/event-bus.js';
import { HttpError } from '../../core/http/errors.js';
import { APP_VERSION } from '../../core/http/openapi.js';
import { handshakeGuard, logRefusal } from './handshake.js';
import { messageRate } from './message-rate.js';
import { liveness } from './liveness.js';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  APP_NOT_FOUND,
  ClientFrame,
  errorFrame,
  eventFrames,
  frame,
  isGenuineSubscription,
  isKnownPublic,
  isPrivate,
  mayListen,
  newSocketId,
  signSubscription,
  UNAUTHORISED,
} from './pusher-protocol.js';

export const ALIVE_EVENT = 'SendAliveEvent';

/** Clients send only small frames (subscribe, ping); anything larger closes the connection (1009). */
const MAX_FRAME_BYTES = 4096;
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;

interface Client {
  socketId: string;
  channels: Set<string>;
}

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

  // Before the plugin's own close (which sends no code): 1012 tells clients this is a restart, so
  // they reconnect, to another process behind the load balancer or to this one once it is back.
  // A client that does not answer the close within the grace is cut off.
  app.addHook('preClose', (done) => {
    const closing = [...app.websocketServer.clients];
    for (const client of closing) client.close(1012, 'service restart');
    const cut = setTimeout(
      () => closing.forEach((client) => client.terminate()),
      deps.config.REALTIME_CLOSE_GRACE_SECONDS * 1000,
    );
    cut.unref();
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
  const clients = new Map<WebSocket, Client>();
  const pings = liveness(deps.config.REALTIME_PING_SECONDS * 1000);
  app.addHook('onReady', async () => pings.start());
  app.addHook('onClose', async () => pings.stop());

  deps.events.subscribe((event) => {
    const messages = eventFrames(event.event, event.data, event.channel);
    for (const [socket, client] of clients) {
      if (client.channels.has(event.channel) && socket.readyState === socket.OPEN)
        for (const message of messages) socket.send(message);
    }
  });

  app.get(
    '/app/:key',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { hide: true },
      onRequest: handshakeGuard(deps.config),
    },
    (socket, request) => {
      if ((request.params as { key?: string }).key !== key) {
        socket.send(errorFrame(`Application does not exist`, APP_NOT_FOUND));
        socket.close(APP_NOT_FOUND, 'application does not exist');
        return;
      }
      const client: Client = { socketId: newSocketId(), channels: new Set() };
      const rate = messageRate(deps.config.REALTIME_MAX_MESSAGES_PER_SECOND);
      clients.set(socket, client);
      socket.on('close', () => clients.delete(socket));
      pings.watch(socket, () =>
        request.log.info({ address: request.ip }, 'websocket cut: no answer to a ping'),
      );
      socket.send(
        frame('pusher:connection_established', {
          socket_id: client.socketId,
          activity_timeout: ACTIVITY_TIMEOUT_SECONDS,
        }),
      );
      socket.on('message', (raw) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!rate.accept()) {
          logRefusal(request, 'messages');
          socket.close(POLICY_VIOLATION, 'too many messages');
          return;
        }
        let message: ClientFrame;
        try {
          message = ClientFrame.parse(JSON.parse(String(raw)));
        } catch {
          socket.send(errorFrame('Expected a pusher:subscribe, unsubscribe or ping frame'));
          return;
        }
        if (message.event === 'pusher:ping') return socket.send(frame('pusher:pong', {}));
        if (message.event === 'pusher:pong') return;
        const { channel } = message.data;
        if (message.event === 'pusher:unsubscribe') return void client.channels.delete(channel);
        const allowed = isPrivate(channel)
          ? isGenuineSubscription(key, secret, client.socketId, channel, message.data.auth)
          : isKnownPublic(channel);
        if (!allowed) {
          socket.send(
            errorFrame(
              isPrivate(channel)
                ? `Invalid signature for ${channel}`
                : `Unknown channel ${channel}`,
              UNAUTHORISED,
            ),
          );
          return;
        }
        client.channels.add(channel);
        socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary:
          'Signs a private channel subscription for pusher-js (Laravel Echo): the caller’s own channel and its partner’s',
        body: BroadcastAuthRequest,
        // Another user's channel, or a partner's the caller may not hear.
        response: { 200: BroadcastAuthResponse, 403: ErrorBody },
      },
      config: { access: { permission: null }, csrf: false },
    },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      if (!isPrivate(channel_name) || !mayListen(callerOf(request), channel_name))
        throw new HttpError(403, MessageKey.forbidden);
      return { auth: signSubscription(key, secret, socket_id, channel_name) };
    },
  );

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
