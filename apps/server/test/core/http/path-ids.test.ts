import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, MAX_ROW_ID } from '@cabinet/contract';
import { apiRoutes, fillPath } from '../../helpers/api-routes.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/**
 * Issue 41: a path id is documented as the integer the server takes (1 to MAX_ROW_ID), and one it
 * cannot take answers as a missing thing, as a client written from the document expects.
 */

type Parameter = { in: string; name: string; schema: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

const ID_NAME = /^(id|\w+Id)$/;
/** The one call where id 0 means "a new one" (the spec's role form saves to `role/0`). */
const zeroCreates = (method: string, path: string) =>
  method.toUpperCase() === 'POST' && /^\/api\/access-control\/role\/(:id|\{id\})$/.test(path);

describe('path ids', () => {
  it('are documented as integers from 1 to the largest row id', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const ids = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && ID_NAME.test(parameter.name))
          .map((parameter) => ({ at: `${method} ${path} ${parameter.name}`, ...parameter.schema })),
      ),
    );
    expect(ids.length).toBeGreaterThan(25);
    for (const { at, ...schema } of ids) {
      const least = zeroCreates(at.split(' ')[0]!, at.split(' ')[1]!) ? 0 : 1;
      expect(schema, at).toEqual({ type: 'integer', minimum: least, maximum: MAX_ROW_ID });
    }
  });

  it.each(['0', String(MAX_ROW_ID + 1), '99999999999', 'abc', '1e3', '-1'])(
    'answer %s as a missing thing (404), on every route with an id',
    async (id) => {
      const wrong = [];
      const routes = apiRoutes(t.app).filter(
        (route) =>
          route.pathParams.some((name) => ID_NAME.test(name)) &&
          !(id === '0' && zeroCreates(route.method, route.url)),
      );
      for (const route of routes) {
        const values = Object.fromEntries(
          route.pathParams.map((name) => [name, ID_NAME.test(name) ? id : 'x']),
        );
        const res = await admin.call(
          route.method,
          fillPath(route.url, values),
          route.method === 'GET' ? undefined : {},
        );
        if (res.statusCode !== 404) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
        else ErrorBody.parse(res.json());
      }
      expect(wrong).toEqual([]);
      expect(routes.length).toBeGreaterThan(25);
    },
  );
});
