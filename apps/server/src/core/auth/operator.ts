import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/errors.js';

export interface OperatorAccess {
  /** METRICS_TOKEN: the bearer token the operator's scraper sends. */
  token: string | undefined;
  /** TRUST_PROXY: a proxy in front makes every connection look local. */
  trustProxy: boolean;
  /**
   * An `https://` PUBLIC_URL: a production install, where a proxy on the same host may add no
   * forwarding header, so a local connection proves nothing and only the token opens.
   */
  production?: boolean;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Admits the operator's tools (Prometheus) to routes declared `access: 'operator'`. With a token
 * configured, its bearer is required (401 otherwise). Without one, nobody in production (403);
 * elsewhere only a direct connection from this machine, never one that came through a proxy, so
 * nothing leaks to the internet when the token is forgotten.
 */
export function checkOperator(request: FastifyRequest, access: OperatorAccess): void {
  if (access.token) {
    const [scheme, value] = (request.headers.authorization ?? '').split(' ');
    const sent = scheme?.toLowerCase() === 'bearer' && value ? value.trim() : '';
    if (!crypto.timingSafeEqual(digest(sent), digest(access.token))) throw unauthenticated();
    return;
  }
  const local = LOOPBACK.test(request.socket.remoteAddress ?? '');
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (access.production || access.trustProxy || !local || forwarded) throw forbidden();
}
