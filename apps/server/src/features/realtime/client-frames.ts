import type { WebSocket } from 'ws';
import {
  ClientFrame,
  errorFrame,
  frame,
  isGenuineSubscription,
  isKnownPublic,
  isPrivate,
  UNAUTHORISED,
} from './pusher-protocol.js';

/** A connection: its id, and the channels it hears. */
export interface Client {
  socketId: string;
  channels: Set<string>;
}

/** A client's frame: a ping answered, a channel subscribed to (if allowed) or left. */
export function answerFrame(
  { key, secret }: { key: string; secret: string },
  socket: WebSocket,
  client: Client,
  raw: string,
) {
  let message: ClientFrame;
  try {
    message = ClientFrame.parse(JSON.parse(raw));
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
        isPrivate(channel) ? `Invalid signature for ${channel}` : `Unknown channel ${channel}`,
        UNAUTHORISED,
      ),
    );
    return;
  }
  client.channels.add(channel);
  socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
}
