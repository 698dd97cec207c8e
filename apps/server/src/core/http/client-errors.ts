import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, translator } from '../i18n/i18n.js';

/** What Node's HTTP parser refuses before any route sees the request, as status and message key. */
const REFUSALS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'errors.requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'errors.payloadTooLarge'],
};
const MALFORMED: [number, string] = [400, 'errors.invalidInput'];

/**
 * The answer to a connection refused below the router: a request that did not arrive within
 * BODY_TIMEOUT_SECONDS (408) or that HTTP cannot read; in the contract's error shape, in the
 * default language (the request's own headers may not have been read), then the socket closes.
 */
export function clientErrorAnswer(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = REFUSALS[error.code ?? ''] ?? MALFORMED;
  this.log.info({ code: error.code, address: socket.remoteAddress }, 'connection refused');
  // Not writable once an answer has ended it (a lingering close): nothing more is said.
  if (socket.writable) {
    const body = JSON.stringify({
      success: false,
      message: translator(DEFAULT_LANGUAGE)(key),
      errors: {},
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
