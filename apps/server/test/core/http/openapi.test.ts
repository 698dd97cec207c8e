import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties?: object } }> };
        security?: unknown[];
        description?: string;
        'x-permission'?: string | null;
      }
    >
  >;
}

describe('OpenAPI document', () => {
  it('is generated from the routes and their zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/sanctum/token',
      '/api/user',
      '/api/auth/register',
      '/api/access-control/role/{id}',
      '/api/access-control/rule-group',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const register =
      doc.paths['/api/auth/register']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(register.properties!)).toEqual(
      expect.arrayContaining(['login', 'email', 'password', 'confirmPassword', 'name', 'surname']),
    );
  });

  it('says who may call each operation, from the route’s declared access', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    expect(doc.paths['/api/sanctum/token']!.post!.security).toEqual([]);
    expect(doc.paths['/api/access-control/role/{id}']!.post!['x-permission']).toBe(
      'access-control.edit',
    );
    expect(doc.paths['/api/access-control/role/{id}']!.post!.description).toContain(
      'access-control.edit',
    );
    expect(doc.paths['/api/user']!.get!.description).toBe('Needs a signed-in user.');
  });

  it('has an interactive reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
  });
});
