import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import type { Config } from '../../core/config.js';
import { HttpError } from '../../core/http/errors.js';

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
};

/** Why a connection was refused or ended, in the log's one line about it. */
export type RefusalReason = 'origin' | 'connections' | 'messages' | 'frame' | 'protocol';

export function logRefusal(
  request: FastifyRequest,
  reason: RefusalReason,
  details: Record<string, unknown> = {},
): void {
  request.log.warn({ reason, address: request.ip, ...details }, 'websocket refused');
}

/**
 * Checks a handshake before the upgrade, so that a refusal is a plain HTTP answer: a browser's
 * Origin must be the cabinet's own (`PUBLIC_URL`, or the address the page was served from, which a
 * foreign page cannot claim: its Origin names its own site, the Host ours) or an allowed CORS
 * origin (clients that are not browsers send none and may connect), and one address holds at most
 * so many connections at once.
 */
export function handshakeGuard(config: Config) {
  const allowed = new Set([originOf(config.publicUrl), ...config.CORS_ORIGINS.map(originOf)]);
  const perAddress = new Map<string, number>();

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    reason: RefusalReason,
    details: Record<string, unknown> = {},
  ) => {
    logRefusal(request, reason, details);
    // The socket was taken out of HTTP's hands for the upgrade: nothing else would ever close it.
    reply.header('connection', 'close');
    return new HttpError(
      status,
      status === 429 ? MessageKey.tooManyConnections : MessageKey.forbidden,
    );
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = request.headers.origin;
    const sameOrigin = `${request.protocol}://${request.host}`;
    if (origin !== undefined && origin !== sameOrigin && !allowed.has(origin))
      throw refuse(request, reply, 403, 'origin', { origin });

    const address = request.ip;
    const open = perAddress.get(address) ?? 0;
    if (open >= config.REALTIME_MAX_CONNECTIONS_PER_ADDRESS)
      throw refuse(request, reply, 429, 'connections', { open });
    perAddress.set(address, open + 1);
    request.raw.socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  };
}
