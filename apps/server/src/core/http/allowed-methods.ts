import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * The methods each address answers, for a 405 with `Allow` (as Laravel's router answers a method
 * the path lacks). Fastify's router only says "no route"; a second router of the same kind
 * (find-my-way, Fastify's own) is fed every route as it is added and asked for the others.
 */
export function allowedMethodsIndex(
  app: FastifyInstance,
  routerOptions: { maxParamLength: number },
) {
  const router = FindMyWay({ ignoreTrailingSlash: true, ...routerOptions });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    // The client's catch-all (`/*`) is a page for any GET, not a method of every address.
    if (route.url.endsWith('*')) return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
  /** The methods `path` answers, sorted; empty when no route has the address at all. */
  return (path: string): string[] =>
    [...methods].filter((method) => router.find(method, path.split('?')[0]!) !== null).sort();
}
