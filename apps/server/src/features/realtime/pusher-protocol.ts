import crypto from 'node:crypto';
import { z } from 'zod';
import type { Caller } from '../../core/auth/current-user.js';
import { partnerChannelOwner, PROVIDER_CHANNEL } from '@cabinet/contract';
import { PUBLIC_CHANNEL } from '../../core/events/event-bus.js';
import { isStaff } from '../../core/auth/scope.js';

/**
 * The Pusher channels protocol (version 7) as Laravel Reverb speaks it, so that a stock
 * `laravel-echo` + `pusher-js` client connects unchanged. Written here because the protocol is a
 * handful of JSON frames over the WebSocket the server already has; the Pusher server libraries
 * are clients of Pusher's HTTP API, not servers.
 */

/** Seconds of silence after which the client pings (pusher-js) and the server may drop it. */
export const ACTIVITY_TIMEOUT_SECONDS = 30;

/** Pusher's close codes: 4001 the application does not exist; 4009 not authorised. */
export const APP_NOT_FOUND = 4001;
export const UNAUTHORISED = 4009;

/** A frame as Pusher sends it: `data` is itself a JSON string. */
export const frame = (event: string, data: unknown, channel?: string): string =>
  JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
  });

/** Echo's default namespace: `listen('UsageRecorded')` hears `App\Events\UsageRecorded`. */
const ECHO_NAMESPACE = 'App\\Events\\';
const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The frames of one event: under its own name (`listen('.UsageRecorded')`) and, for a name shaped
 * like a Laravel event class, under the class name Laravel broadcasts (`listen('UsageRecorded')`),
 * so that Echo users hear it however they write it. Dotted names (`invoice.ready`) are only
 * `broadcastAs` names in Laravel: one frame.
 */
export const eventFrames = (event: string, data: unknown, channel: string): string[] => {
  const plain = frame(event, data, channel);
  return CLASS_NAME.test(event) ? [frame(ECHO_NAMESPACE + event, data, channel), plain] : [plain];
};

export const errorFrame = (message: string, code: number | null = null) =>
  JSON.stringify({ event: 'pusher:error', data: { message, code } });

/** Two random integers joined by a dot, as Pusher's socket ids are. */
export const newSocketId = () => `${crypto.randomInt(1, 2 ** 31)}.${crypto.randomInt(1, 2 ** 31)}`;

export const ClientFrame = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('pusher:subscribe'),
    data: z.object({
      channel: z.string().min(1).max(200),
      auth: z.string().max(200).optional(),
      channel_data: z.string().max(1000).optional(),
    }),
  }),
  z.object({
    event: z.literal('pusher:unsubscribe'),
    data: z.object({ channel: z.string().min(1).max(200) }),
  }),
  z.object({ event: z.literal('pusher:ping'), data: z.unknown().optional() }),
  z.object({ event: z.literal('pusher:pong'), data: z.unknown().optional() }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/** `<key>:<HMAC-SHA256 of "socket_id:channel">`, as Pusher signs a private subscription. */
export function signSubscription(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  const signature = crypto
    .createHmac('sha256', secret)
    .update(`${socketId}:${channel}`)
    .digest('hex');
  return `${key}:${signature}`;
}

export function isGenuineSubscription(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: string | undefined,
): boolean {
  if (!auth) return false;
  const expected = Buffer.from(signSubscription(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

const USER_CHANNEL = /^private-App\.Models\.User\.(\d{1,10})$/;
const PARTNER_CHANNEL = /^private-partner\.(\d{1,10})$/;

export const isPrivate = (channel: string) => channel.startsWith('private-');
export const isKnownPublic = (channel: string) => channel === PUBLIC_CHANNEL;

/**
 * Whether the caller may listen on a private channel: its own user channel; its partner's channel
 * when it is the partner or its permissions reach the whole partner (`partnerChannelOwner`); the
 * provider's, for its staff. A client hears only its own channel; nobody listens on another's.
 */
export function mayListen(caller: Caller, channel: string): boolean {
  if (channel === PROVIDER_CHANNEL) return isStaff(caller);
  const user = USER_CHANNEL.exec(channel);
  if (user) return Number(user[1]) === caller.id;
  const partner = PARTNER_CHANNEL.exec(channel);
  if (partner) {
    const owner = partnerChannelOwner({ ...caller, isPartner: caller.group === 'Partner' });
    return owner !== null && owner === Number(partner[1]);
  }
  return false;
}
