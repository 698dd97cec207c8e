import type { FastifyInstance } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import type { Startup } from '../startup.js';
import { HttpError } from './errors.js';

/** Liveness and readiness answer from the first moment; they are how a start is watched. */
const OPEN_WHILE_STARTING = new Set(['/api/health', '/api/ready']);

/**
 * While the start's work that must come before serving is under way (see `Startup`), every route
 * but liveness and readiness answers 503 with a Retry-After: the process listens early so that
 * it is seen alive, not so that it serves before it may.
 */
export function startupGatePlugin(app: FastifyInstance, startup: Startup): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (startup.state === 'ready') return done();
    if (OPEN_WHILE_STARTING.has(request.routeOptions.url ?? '')) return done();
    done(new HttpError(503, MessageKey.notReady, {}, {}, { 'Retry-After': '1' }));
  });
}
