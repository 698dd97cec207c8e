import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../core/deps.js';
import { handshakeGuard, logRefusal } from './handshake.js';
import { messageRate } from './message-rate.js';
import { liveness } from './liveness.js';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  APP_NOT_FOUND,
  errorFrame,
  eventFrames,
  frame,
  newSocketId,
} from './pusher-protocol.js';
import { answerFrame, type Client } from './client-frames.js';

/** Clients send only small frames (subscribe, ping); anything larger closes the connection (1009). */
const MAX_FRAME_BYTES = 4096;
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;

/** What every connection shares: the application's key and secret, the clients, the pings. */
interface Sockets {
  deps: AppDeps;
  key: string;
  secret: string;
  clients: Map<WebSocket, Client>;
  pings: ReturnType<typeof liveness>;
}

/**
 * WebSocket `/app/{key}`: the public channel for anybody, private channels for whom
 * `POST /broadcasting/auth` signed; events reach the clients of their channel.
 */
export async function socketRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  key: string,
  secret: string,
): Promise<void> {
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
  const sockets: Sockets = {
    deps,
    key,
    secret,
    clients: new Map(),
    pings: liveness(deps.config.REALTIME_PING_SECONDS * 1000),
  };
  app.addHook('onReady', async () => sockets.pings.start());
  app.addHook('onClose', async () => sockets.pings.stop());

  deps.events.subscribe((event) => {
    const messages = eventFrames(event.event, event.data, event.channel);
    for (const [socket, client] of sockets.clients) {
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
    (socket, request) => connect(sockets, socket, request),
  );
}

/** GET /app/:key (WebSocket): the connection established, then its frames answered. */
function connect(sockets: Sockets, socket: WebSocket, request: FastifyRequest) {
  const { deps, key, clients, pings } = sockets;
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
    answerFrame(sockets, socket, client, String(raw));
  });
}
