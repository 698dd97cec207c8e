import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MessageKey } from '@cabinet/contract';
import type { Clock } from '../clock.js';
import type { Ticks } from '../cluster/ticks.js';
import type { Startup } from '../startup.js';
import type { Database } from '../db/schema.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes an `Idempotency-Key` header: the first answer to a key is replayed (`idempotency.ts`). */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is kept. */
    idempotencyClaim: Claim | null;
  }
}

interface Claim {
  user_id: number;
  api_key_id: number;
  route: string;
  key: string;
  answered: boolean;
}

const HEADER = 'idempotency-key';
const KEEP_MS = 24 * 3_600_000;
/** A claim this old without an answer is taken to be of a process that stopped mid-request. */
const LEASE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The header as the OpenAPI document shows it; other headers pass through untouched. */
const KeyHeader = z.looseObject({
  [HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, MessageKey.idempotencyKeyInvalid)
    .optional()
    .describe(
      'Makes a retry safe: within 24 hours the same key, route and body get the first answer ' +
        'again (header `Idempotent-Replayed: true`) instead of running twice; another body under ' +
        'the same key is refused (422), and a retry while the first is still running gets 409.',
    ),
});

/**
 * Idempotency keys for POSTs that create things (Stripe's rule). A route declares
 * `config.idempotent`; a call of it with an `Idempotency-Key` header claims the key for its caller
 * (user and API key) and route before the handler runs, and its 2xx answer is kept with the key
 * for 24 hours: the same key with the same body (and path) gets that answer again without running,
 * with another body 422, while the first is in flight 409. Answers other than 2xx are not kept
 * (the call changed nothing; it may be sent again). On a route that records its changes in one
 * transaction (`config.audit`), the answer is kept in that transaction: no commit without it.
 * Register before the audit plugin, so that these hooks run before its own.
 */
export function idempotencyPlugin(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; ticks: Ticks; startup: Startup },
): void {
  const { db, clock } = deps;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (route.schema?.headers) throw new Error(`Route ${route.url}: headers already declared`);
    route.schema = { ...route.schema, headers: KeyHeader };
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (!request.routeOptions.config?.idempotent || typeof key !== 'string' || !request.caller)
      return;
    const claim: Claim = {
      user_id: request.caller.id,
      api_key_id: request.apiKeyId ?? 0,
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
      key,
      answered: false,
    };
    const bodyHash = createHash('sha256')
      .update(request.url)
      .update('\u0000')
      .update(JSON.stringify(request.body ?? null))
      .digest('base64url');
    if (await claimKey(db, clock.now(), claim, bodyHash)) {
      request.idempotencyClaim = claim;
      return;
    }
    return replay(db, claim, bodyHash, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    claim.answered = false;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string')
      return payload;
    try {
      await whereClaim(db.updateTable('idempotency_keys'), claim)
        .set({ status_code: reply.statusCode, answer: payload })
        .execute();
      claim.answered = true;
    } catch (error) {
      // In a route's transaction the change must not commit without its answer; elsewhere (usage
      // ingestion, idempotent per record anyway) the answer stands and the claim lapses.
      if (request.routeOptions.config?.audit) throw error;
      request.log.warn({ err: error }, 'idempotency key: answer not kept');
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.answered) return;
    await whereClaim(db.deleteFrom('idempotency_keys'), claim)
      .where('status_code', 'is', null)
      .execute()
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
  });

  sweepExpired(app, deps);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any builder with `where`
const whereClaim = <B extends { where: (...args: any[]) => B }>(builder: B, claim: Claim): B =>
  builder
    .where('user_id', '=', claim.user_id)
    .where('api_key_id', '=', claim.api_key_id)
    .where('route', '=', claim.route)
    .where('key', '=', claim.key);

const instant = (value: unknown) => new Date(value as string).getTime();

/** Claims the key for this request: a new one, or one expired or left in flight too long. */
async function claimKey(
  db: Kysely<Database>,
  now: Date,
  claim: Claim,
  bodyHash: string,
): Promise<boolean> {
  const fresh = {
    body_hash: bodyHash,
    status_code: null,
    answer: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + KEEP_MS).toISOString(),
  };
  const { answered: _, ...id } = claim;
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...id, ...fresh })
    .onConflict((oc) => oc.columns(['user_id', 'api_key_id', 'route', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const held = await whereClaim(db.selectFrom('idempotency_keys'), claim)
    .select(['status_code', 'created_at', 'expires_at'])
    .executeTakeFirst();
  if (!held) return false;
  const lapsed =
    instant(held.expires_at) <= now.getTime() ||
    (held.status_code === null && instant(held.created_at) <= now.getTime() - LEASE_MS);
  if (!lapsed) return false;
  const taken = await whereClaim(db.updateTable('idempotency_keys'), claim)
    .where('created_at', '=', held.created_at)
    .set(fresh)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The first answer again, or why not: another body (422) or the first still running (409). */
async function replay(
  db: Kysely<Database>,
  claim: Claim,
  bodyHash: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const held = await whereClaim(db.selectFrom('idempotency_keys'), claim)
    .select(['body_hash', 'status_code', 'answer'])
    .executeTakeFirst();
  if (held && held.body_hash !== bodyHash)
    throw new HttpError(422, MessageKey.idempotencyKeyReused, {
      'Idempotency-Key': [MessageKey.idempotencyKeyReused],
    });
  if (!held || held.status_code === null || held.answer === null)
    throw new HttpError(409, MessageKey.idempotencyKeyInFlight, {}, {}, { 'Retry-After': '5' });
  return reply
    .code(held.status_code)
    .header('Idempotent-Replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(held.answer);
}

/** Answers kept past their 24 hours go, once an hour for the whole deployment. */
function sweepExpired(
  app: FastifyInstance,
  {
    db,
    clock,
    ticks,
    startup,
  }: { db: Kysely<Database>; clock: Clock; ticks: Ticks; startup: Startup },
): void {
  const sweep = () => {
    void (async () => {
      if (!(await ticks.claim('idempotency-keys', HOUR_MS / 1000))) return;
      await db
        .deleteFrom('idempotency_keys')
        .where('expires_at', '<', clock.now().toISOString())
        .execute();
    })().catch((error: unknown) => app.log.error({ err: error }, 'idempotency keys not swept'));
  };
  startup.whenReady('idempotency keys sweep', async () => sweep());
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
