import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * An answer sent before its request's body has all arrived (a 413 decided from Content-Length, a
 * 401 or 419 before an upload is read) closes the connection, as the body is of no use; but not at
 * once: closing a socket with unread bytes resets it, and the client would show the reset instead
 * of the answer. The answer says `Connection: close`, the rest of the body is read and dropped, and
 * the socket closes when the client is done or after `lingerMs`, whichever comes first.
 */
export function lingeringClosePlugin(app: FastifyInstance, lingerMs: number): void {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false while the body is arriving (undefined for an injected request).
    if (request.raw.complete !== false) return;
    reply.header('connection', 'close');
    lingerOnClose(request, lingerMs);
  });
}

/** Node closes a `Connection: close` answer's socket with destroySoon(): this one lingers instead. */
function lingerOnClose(request: FastifyRequest, lingerMs: number) {
  const socket: Socket = request.raw.socket;
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    // Whatever was reading the body (a parser that gave up) is let go; the rest goes nowhere.
    request.raw.unpipe();
    request.raw.resume();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    this.once('close', () => clearTimeout(timer));
  };
}
