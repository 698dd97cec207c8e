import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_ROW_ID, MessageKey, type ApiAbility, type Permission } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import { forbidden, HttpError, notFound, unauthenticated } from '../http/errors.js';
import { checkCsrf } from '../http/csrf.js';
import type { ApiKeyStore } from './api-keys.js';
import { isApiKey, type KeyOwner } from './api-keys.js';
import type { Caller } from './current-user.js';
import { checkOperator, type OperatorAccess } from './operator.js';
import type { TokenOwner, TokenStore } from './tokens.js';
import { isStaff, mayReach, partnerOf, type Account } from './scope.js';

/**
 * What a route demands of its caller, declared on every `/api` route:
 * - `'public'`: anybody;
 * - `'operator'`: the operator's tools, not a user (METRICS_TOKEN, see `checkOperator`);
 * - `{ permission }`: a live token, and the permission unless it is `null` (any signed-in user);
 * - `{ permission, user: 'param' }`: also, the user named by that path parameter is in the
 *   caller's scope (Admin: everybody; Partner: itself and its users; others: only themselves);
 * - `scopedBy`: an input whose scope the handler checks (see ScopedInput).
 */
export type Access =
  'public' | 'operator' | { permission: Permission | null; user?: string; scopedBy?: ScopedInput };

/**
 * An input naming something the handler itself keeps in the caller's scope (the guard cannot: it
 * must first find the owner), declared so that tests can aim it at somebody else's: a `user` (an
 * id the handler checks, e.g. a body's `parent_id`), `self` (only the caller itself), a `document`,
 * a `package-request`, a `tariff` or `service` (by code) assigned to the caller or its partner, an
 * `api-key` the caller owns, or an `alert-rule` of the caller's partner (another's is 404).
 */
export interface ScopedInput {
  in: 'params' | 'body';
  name: string;
  resource:
    | 'user'
    | 'self'
    | 'document'
    | 'package-request'
    | 'tariff'
    | 'service'
    | 'api-key'
    | 'alert-rule';
}

/** A route as the guard saw it registered: tests walk these to call every route. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** Whether unsafe calls need the CSRF pair (all but the bearer-only routes that say `csrf: false`). */
  csrf: boolean;
  schema: Record<string, unknown> | undefined;
  websocket: boolean;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route registered after the guard, in registration order. */
export function routesOf(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredRoutes.get(app) ?? [];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * `false` on a route that takes only a bearer token, never a cookie, so that no other site can
     * make a browser call it: CSRF has nothing to guard there (pusher-js's auth call sends none).
     */
    csrf?: false;
    /**
     * The ability an API key needs to call this route (`usage:write`, `services:call`,
     * `reports:read`); a route without one takes no key, only the cabinet's session token.
     */
    ability?: ApiAbility;
  }
  interface FastifyRequest {
    caller: Caller | null;
    tokenId: number | null;
    /** The API key the call came with, if it came with one. */
    apiKeyId: number | null;
    /** The user a route's `user` parameter names, resolved and checked by the guard. */
    subject: Account | null;
  }
}

/** The signed-in caller of a route that is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/** The user a route with `access.user` names: the guard found it in the caller's scope. */
export function subjectOf(request: FastifyRequest): Account {
  if (!request.subject) throw new Error('The route declares no user parameter for the guard');
  return request.subject;
}

/**
 * Refuses a user the caller may not reach, and answers the user it reaches. An admin learns that a
 * user does not exist (404); anybody else gets the same 403 whether or not it exists, so ids cannot
 * be probed.
 */
export async function assertUserInScope(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<Account> {
  // Everybody reaches itself; the token proved it exists.
  if (userId === caller.id)
    return { id: caller.id, group: caller.group, parentId: caller.parentId };
  // The guard runs before validation: an id no integer column can hold exists nowhere.
  const target = isRowId(userId)
    ? await db
        .selectFrom('users')
        .select(['id', 'group', 'parent_id'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (target && mayReach(caller, target))
    return { id: target.id, group: target.group, parentId: target.parent_id };
  throw unseen(caller, 'users.notFound');
}

/**
 * The refusal of what a caller may not see or what does not exist: staff learn it is missing (404,
 * `message`); anybody else gets the same 403 either way, so that an id tells nothing.
 */
export const unseen = (caller: Pick<Account, 'group'>, message: string): HttpError =>
  isStaff(caller) ? notFound(message) : forbidden();

/** Larger ids fail the query on PostgreSQL (32-bit serials) instead of finding none. */
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/** The cookie the web client keeps its token in (spec section 9); the server never reads it. */
export const SESSION_COOKIE = 'token';

/** A request a browser may have made on its own: it carries the cabinet's session cookie. */
const carriesSessionCookie = (request: FastifyRequest) =>
  request.cookies[SESSION_COOKIE] !== undefined;

export interface GuardOptions {
  db: Kysely<Database>;
  tokens: TokenStore;
  keys: ApiKeyStore;
  csrfSecret: string;
  operator?: OperatorAccess;
}

/**
 * The one guard every route goes through: CSRF first (unless an API key, or a session token sent
 * without the session cookie, verifies), then token, permission and scope.
 */
export function guardPlugin(
  app: FastifyInstance,
  { db, tokens, keys, csrfSecret, operator = { token: undefined, trustProxy: true } }: GuardOptions,
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('apiKeyId', null);
  app.decorateRequest('subject', null);

  const registry: DeclaredRoute[] = [];
  declaredRoutes.set(app, registry);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registry.push({
        method,
        url: route.url,
        access: route.config?.access,
        csrf: route.config?.csrf !== false,
        schema: route.schema as Record<string, unknown> | undefined,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    if (
      route.url.startsWith('/api/') &&
      route.config?.access === undefined &&
      !route.prefix.startsWith('/api/docs')
    ) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    const access = route.config?.access;
    if (route.config?.csrf === false && (typeof access !== 'object' || access === null))
      throw new Error(`Route ${route.url} skips CSRF without needing a bearer token`);
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === undefined) return; // unmatched address or a static file: nothing to guard
    const token = bearerToken(request);
    const signedIn = access !== 'public' && access !== 'operator';
    // A key that verifies travels in a header no other site can make a browser send, so it needs
    // no CSRF pair; one that does not is refused here. On public routes a key counts for nothing.
    let keyOwner: KeyOwner | undefined;
    if (signedIn && token !== undefined && isApiKey(token)) {
      keyOwner = await keys.verify(token, request.ip);
      if (!keyOwner) throw unauthenticated();
    }
    // As in Sanctum, a session token sent only as a bearer needs no pair either: without the
    // cookie the cabinet's own client keeps it in, no browser sends it on its own (a dead one: 401).
    let tokenOwner: TokenOwner | undefined;
    if (signedIn && !keyOwner && token !== undefined && !carriesSessionCookie(request)) {
      tokenOwner = await tokens.verify(token);
      if (!tokenOwner) throw unauthenticated();
    }
    if (!keyOwner && !tokenOwner && config.csrf !== false) checkCsrf(request, csrfSecret);
    if (access === 'public') return;
    if (access === 'operator') return checkOperator(request, operator);

    let caller: Caller;
    if (keyOwner) {
      if (!config.ability) throw new HttpError(403, MessageKey.apiKeyNotAccepted);
      if (!keyOwner.abilities.includes(config.ability))
        throw new HttpError(403, MessageKey.apiKeyLacksAbility, {}, { ability: config.ability });
      caller = keyOwner.caller;
      request.apiKeyId = keyOwner.keyId;
    } else {
      const owner = tokenOwner ?? (token ? await tokens.verify(token) : undefined);
      if (!owner) throw unauthenticated();
      caller = owner.caller;
      request.tokenId = owner.tokenId;
    }
    request.caller = caller;

    if (access.permission && !caller.permissions.has(access.permission)) throw forbidden();
    if (access.user) {
      const raw = (request.params as Record<string, string | undefined>)[access.user];
      request.subject = await assertUserInScope(db, caller, Number(raw));
    }
  });
}

/**
 * Whose partner-wide settings (alert rules, webhook endpoints) a caller manages: staff every
 * partner's, anybody else its own partner's (a partner's user holding the route's permission);
 * an account of no partner none.
 */
export function managedPartner(caller: Account): number | 'all' {
  if (isStaff(caller)) return 'all';
  const partner = partnerOf(caller);
  if (partner === null) throw forbidden();
  return partner;
}
