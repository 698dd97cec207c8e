import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import { HttpError } from './errors.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sign = (secret: string, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');

/** A fresh token: a random nonce and its HMAC, so that only this server can mint one. */
export function mintCsrfToken(secret: string): string {
  const nonce = crypto.randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isGenuineCsrfToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function setCsrfCookie(
  reply: FastifyReply,
  secret: string,
  secure: boolean,
  maxAgeSeconds: number,
) {
  reply.setCookie(CSRF_COOKIE, mintCsrfToken(secret), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false, // the client reads it to echo it in X-XSRF-TOKEN, as Sanctum's SPA protocol asks
    secure,
    maxAge: maxAgeSeconds,
  });
}

/**
 * Double-submit check for every unsafe method, before authentication: the header must echo the
 * cookie, and the cookie must be one this server minted.
 */
export function checkCsrf(request: FastifyRequest, secret: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const echoed = typeof header === 'string' ? safeDecode(header) : undefined;
  if (!cookie || !echoed || echoed !== cookie || !isGenuineCsrfToken(secret, cookie)) {
    throw new HttpError(419, MessageKey.csrfMismatch);
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
