import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like (nginx's `$request_id` is 32 hex digits); anything else is replaced. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted reverse proxy sent in `X-Request-Id` (so its access log
 * and ours name the same request), otherwise a new UUID. Without TRUST_PROXY the header is
 * anybody's to forge, so it is ignored.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof sent === 'string' && ACCEPTABLE_ID.test(sent)) return sent;
    return crypto.randomUUID();
  };
}

/** Every answer names its request id, the one in the log lines and in error bodies. */
export function requestIdHeaderPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
