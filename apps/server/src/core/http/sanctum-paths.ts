import type { RawRequestDefaultExpression } from 'fastify';

/**
 * Sanctum's own paths, as a Laravel SPA or its docs ask for them, answered by the cabinet's `/api`
 * routes: the same route, its guard, its maintenance rule and its answer, not a copy.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['/sanctum/csrf-cookie', '/api/sanctum/csrf-cookie'],
]);

/** Fastify's `rewriteUrl`: the request's address, with a Sanctum path turned into ours. */
export function sanctumPaths(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const target = ALIASES.get(path.length > 1 ? path.replace(/\/$/, '') : path);
  return target === undefined ? url : target + url.slice(path.length);
}
