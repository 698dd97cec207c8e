import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BroadcastAuthRequest,
  BroadcastAuthResponse,
  ErrorBody,
  MessageKey,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import { HttpError } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { isPrivate, mayListen, signSubscription } from './pusher-protocol.js';

const authSchema = {
  tags: ['realtime'],
  summary:
    'Signs a private channel subscription for pusher-js (Laravel Echo): the caller’s own channel and its partner’s',
  body: BroadcastAuthRequest,
  // Another user's channel, or a partner's the caller may not hear.
  response: { 200: BroadcastAuthResponse, 403: ErrorBody },
};

/** `POST /broadcasting/auth`: the signature a private channel's subscription carries. */
export function broadcastAuthRoutes(app: FastifyInstance, key: string, secret: string): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/broadcasting/auth',
      { schema: authSchema, config: { access: { permission: null }, csrf: false } },
      (request) => signChannel(key, secret, request),
    );
}

/** POST /broadcasting/auth */
async function signChannel(key: string, secret: string, request: RequestOf<typeof authSchema>) {
  const { socket_id, channel_name } = request.body;
  if (!isPrivate(channel_name) || !mayListen(callerOf(request), channel_name))
    throw new HttpError(403, MessageKey.forbidden);
  return { auth: signSubscription(key, secret, socket_id, channel_name) };
}
