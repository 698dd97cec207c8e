import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { RequestTransactions } from '../db/request-transaction.js';
import type { Caller } from '../auth/current-user.js';
import { declaredId, loadObject, objectTypeOf, type AuditDeclaration } from './declaration.js';
import { maskSecretFields } from './mask.js';

interface Pending {
  id: string | undefined;
  before: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditPending: Pending | null;
  }
}

/** The partner whose circle the actor is in: a partner itself, or its users' parent. */
export const partnerOf = (caller: Caller | null): number | null =>
  !caller ? null : caller.group === 'Partner' ? caller.id : caller.parentId;

/** Kept as a JSON object always (a list of rows under `items`), so that readers see fields. */
function asJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const object = Array.isArray(value)
    ? { items: value }
    : typeof value === 'object'
      ? value
      : { value };
  return JSON.stringify(maskSecretFields(object));
}

function answerOf(payload: unknown): { data?: unknown } | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as { data?: unknown };
  } catch {
    return undefined;
  }
}

function createdId(answer: { data?: unknown } | undefined): string | undefined {
  const data = answer?.data as { id?: unknown } | undefined;
  return data && (typeof data.id === 'number' || typeof data.id === 'string')
    ? String(data.id)
    : undefined;
}

/** A loader that finds nothing (a deleted object) answers null, never fails the call. */
async function readSafely(db: Kysely<Database>, declaration: AuditDeclaration, id: string) {
  try {
    return (await loadObject(db, declaration, id)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Records every successful call of a route that declares `config.audit`: the object before the
 * handler (preHandler) and after it (onSend, 2xx only, before the answer leaves), who, when and
 * from where. The call's queries and its entry are one transaction: committed together after the
 * entry is written, or rolled back together (a refused or failed call, an entry that cannot be
 * written: then the caller gets an error and nothing changed). Nothing else writes the table but
 * the retention job.
 */
export function auditPlugin(
  app: FastifyInstance,
  db: Kysely<Database>,
  clock: Clock,
  transactions: RequestTransactions,
): void {
  app.decorateRequest('auditPending', null);

  // Callback-style, so that the handler and every hook after it run inside the transaction.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.routeOptions.config?.audit) return done();
    transactions.run(() => done());
  });

  app.addHook('preHandler', async (request) => {
    const declaration = request.routeOptions.config?.audit;
    if (!declaration) return;
    const id = declaredId(declaration, request);
    const before = id === undefined ? undefined : await readSafely(db, declaration, id);
    request.auditPending = { id, before };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const declaration = request.routeOptions.config?.audit;
    const pending = request.auditPending;
    if (!declaration || !transactions.active) return;
    const succeeded = pending !== null && reply.statusCode >= 200 && reply.statusCode < 300;
    if (!succeeded) return transactions.finish(false);
    try {
      await record(db, clock, request, declaration, pending, answerOf(payload));
    } catch (error) {
      await transactions.finish(false);
      throw error;
    }
    await transactions.finish(true);
  });

  // An answer that never went through onSend (a lost connection) keeps nothing.
  app.addHook('onResponse', async () => transactions.finish(false));
}

async function record(
  db: Kysely<Database>,
  clock: Clock,
  request: FastifyRequest,
  declaration: AuditDeclaration,
  pending: Pending,
  answer: { data?: unknown } | undefined,
): Promise<void> {
  const id = pending.id ?? createdId(answer);
  const reads = declaration.table !== undefined || declaration.load !== undefined;
  const after = declaration.after
    ? declaration.after(request)
    : reads && id !== undefined
      ? await readSafely(db, declaration, id)
      : (answer?.data ?? null);
  await db
    .insertInto('audit_log')
    .values({
      at: clock.now().toISOString(),
      actor_id: request.caller?.id ?? null,
      actor_partner_id: partnerOf(request.caller),
      ip: request.ip,
      action: declaration.action,
      object_type: objectTypeOf(declaration),
      object_id: id ?? null,
      before: asJson(pending.before),
      after: asJson(after),
    })
    .execute();
}
