import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { apiRoutes, fillPath, type ApiRoute } from '../../helpers/api-routes.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/** Issue 41: a method a path does not have answers 405 with `Allow`, as Laravel's router does. */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

let t: TestApp;
let admin: Session;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  routes = apiRoutes(t.app);
});
afterAll(() => t.close());

/** Whether the route's address takes `path` (`/api/partners/:id` takes `/api/partners/create`). */
const takes = (route: ApiRoute, path: string) =>
  new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+')}$`).test(path);

/**
 * Every API address (its ids filled with 1), each method no route takes there, and the methods
 * some route does take there (HEAD with GET, as served).
 */
const missing = () =>
  [...new Set(routes.map((route) => fillPath(route.url, new Proxy({}, { get: () => 1 }))))].flatMap(
    (path) => {
      const has = routes.filter((route) => takes(route, path)).map((route) => route.method);
      const allow = [...new Set([...has, ...(has.includes('GET') ? ['HEAD'] : [])])].sort();
      return METHODS.filter((method) => !has.includes(method)).map((method) => ({
        method,
        path,
        allow: allow.join(', '),
      }));
    },
  );

describe('a method the path lacks', () => {
  it('answers 405 naming the path’s methods in Allow, for every API path', async () => {
    const wrong = [];
    for (const { method, path, allow } of missing()) {
      const res = await admin.call(method, path, method === 'GET' ? undefined : {});
      if (res.statusCode !== 405 || res.headers.allow !== allow)
        wrong.push({ method, path, allow, got: [res.statusCode, res.headers.allow] });
      else expect(ErrorBody.parse(res.json()).message).toContain(method);
    }
    expect(wrong).toEqual([]);
    expect(missing().length).toBeGreaterThan(40);
  });

  it('says so in the caller’s language', async () => {
    admin.language = 'kk';
    try {
      const res = await admin.call('DELETE', '/api/user');
      expect(res.statusCode).toBe(405);
      expect(ErrorBody.parse(res.json()).message).toMatch(/әдісі қолданылмайды/);
    } finally {
      admin.language = undefined;
    }
  });

  it('keeps 404 for an address no route has, whatever the method', async () => {
    for (const method of METHODS) {
      const res = await admin.call(method, '/api/no-such-thing', method === 'GET' ? undefined : {});
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
