import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillPath, jsonSchemaOf, sampleOf } from '../../helpers/api-routes.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/**
 * Issue 41: each list's `sortBy` is documented as the columns it sorts by and `descending` as the
 * boolean it is; a client that sends any documented column with `descending=true` gets that order.
 */

type Parameter = { in: string; name: string; schema: { type?: string; enum?: string[] } };
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let admin: Session;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await t.signedIn('Admin');
  admin = signedIn.session;
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

const lists = () =>
  apiRoutes(t.app).filter(
    (route) => route.method === 'GET' && jsonSchemaOf(route.querystring)?.properties?.sortBy,
  );

describe('list parameters in the document', () => {
  it('name each list’s columns as an enum of sortBy, and descending as a boolean', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const sorted = Object.entries(doc.paths).flatMap(([path, operations]) =>
      (operations.get?.parameters ?? [])
        .filter((parameter) => parameter.name === 'sortBy' || parameter.name === 'descending')
        .map((parameter) => ({ path, ...parameter })),
    );
    expect(sorted.length).toBeGreaterThan(30);
    for (const parameter of sorted)
      if (parameter.name === 'sortBy')
        expect(parameter.schema.enum?.length, parameter.path).toBeGreaterThan(0);
      else expect(parameter.schema.type, parameter.path).toBe('boolean');
  });

  it('sort by every documented column, descending=true, as meta says', async () => {
    const checked = [];
    for (const route of lists()) {
      const query = jsonSchemaOf(route.querystring)!;
      const required = sampleOf({ ...query, properties: query.properties }) as Record<
        string,
        unknown
      >;
      const path = fillPath(
        route.url,
        Object.fromEntries(route.pathParams.map((name) => [name, adminId])),
      );
      for (const column of query.properties!.sortBy!.enum as string[]) {
        const search = new URLSearchParams({
          ...(required as Record<string, string>),
          sortBy: column,
          descending: 'true',
        });
        const res = await admin.get(`${path}?${search}`);
        if (res.statusCode === 404) break; // an address of the admin's own that has no such thing
        expect(res.statusCode, `${path}?${search}: ${res.body}`).toBe(200);
        expect(res.json().meta, `${path} ${column}`).toMatchObject({
          sortBy: column,
          descending: true,
        });
        checked.push(`${route.url} ${column}`);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
  });

  it('take an unknown or empty sortBy as the default order, and refuse a descending that is no yes or no', async () => {
    for (const sortBy of ['', 'password', 'companyName;drop']) {
      const res = await admin.get(`/api/partners?sortBy=${encodeURIComponent(sortBy)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.sortBy).toBeNull();
    }
    for (const descending of ['1', 'true'])
      expect(
        (await admin.get(`/api/partners?descending=${descending}`)).json().meta.descending,
      ).toBe(true);
    for (const descending of ['0', 'false'])
      expect(
        (await admin.get(`/api/partners?descending=${descending}`)).json().meta.descending,
      ).toBe(false);
    expect((await admin.get('/api/partners?descending=yes')).statusCode).toBe(422);
  });
});
