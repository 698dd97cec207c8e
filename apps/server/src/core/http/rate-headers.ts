import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const RATE_LIMIT_HEADER = 'X-RateLimit-Limit';
export const RATE_REMAINING_HEADER = 'X-RateLimit-Remaining';

/** A limit a request counted against, and what is left of it once the request has counted. */
interface Counted {
  limit: number;
  remaining: number;
}

/** The limits one request counted against, by limiter. */
type Counts = Map<object, Counted>;

const counting = new AsyncLocalStorage<Counts>();
const countsOf = new WeakMap<FastifyRequest, Counts>();

/**
 * Notes, for the request being handled, that it counted against a limiter (nothing outside a
 * request: jobs, mail). A second note of the same limiter replaces the first (a success that
 * ends the count gives the whole limit back).
 */
export function noteRateLimit(limiter: object, limit: number, remaining: number): void {
  counting.getStore()?.set(limiter, { limit, remaining: Math.max(0, remaining) });
}

/**
 * `X-RateLimit-Limit` and `X-RateLimit-Remaining` on every answer of a request that counted
 * against a limit, as Laravel's throttle middleware sends them (a 429 adds `Retry-After`): the
 * tightest of its limits when it counted against several. Handlers run inside the request's
 * store, so that the limiters need not be handed the request.
 */
export function rateHeadersPlugin(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const counts: Counts = new Map();
    countsOf.set(request, counts);
    counting.run(counts, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const counts = countsOf.get(request);
    if (!counts || counts.size === 0) return;
    const tightest = [...counts.values()].reduce((a, b) => (b.remaining < a.remaining ? b : a));
    reply.header(RATE_LIMIT_HEADER, String(tightest.limit));
    reply.header(RATE_REMAINING_HEADER, String(tightest.remaining));
  });
}
