import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lint } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../helpers/export-world.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface DocumentedOperation {
  operationId: string;
  parameters?: unknown[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> } & Record<string, unknown>>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: {
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    securitySchemes: Record<string, unknown>;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface OpenApi {
  openapi: string;
  components: { schemas: Record<string, { properties?: object }> };
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
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
    // Bodies the contract names are components, referenced where they are used.
    const body =
      doc.paths['/api/auth/register']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.$ref).toBe('#/components/schemas/RegisterRequestInput');
    const register = doc.components.schemas.RegisterRequestInput!;
    expect(Object.keys(register.properties!)).toEqual(
      expect.arrayContaining(['login', 'email', 'password', 'confirmPassword', 'name', 'surname']),
    );
  });

  it('says who may call each operation, from the route’s declared access', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    // Signing in needs no token, only the CSRF pair every unsafe method needs.
    expect(doc.paths['/api/sanctum/token']!.post!.security).toEqual([
      { csrfHeader: [], csrfCookie: [] },
    ]);
    expect(doc.paths['/api/site-info']!.get!.security).toEqual([]);
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

describe('the OpenAPI document, as validators and client generators read it', () => {
  const served = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();

  it('passes swagger-parser and Redocly’s recommended rules', async () => {
    const doc = await served();
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-oas-')), 'doc.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const problems = await lint({
      ref: file,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.location[0]?.pointer}`);
    expect(found.filter((line) => line.startsWith('error'))).toEqual([]);
    // Only the operations that cannot refuse anybody anything have no 4xx answer.
    expect(found.filter((line) => line.startsWith('warn')).sort()).toEqual(
      [
        '/api/health',
        '/api/maintenance',
        '/api/ready',
        '/api/sanctum/csrf-cookie',
        '/api/site-info',
      ].map((p) => `warn operation-4xx-response: #/paths/${p.replaceAll('/', '~1')}/get/responses`),
    );
  });

  it('names every operation once, lists its errors as the shared error body, and its security', async () => {
    const doc = await served();
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const role = doc.paths['/api/access-control/role']!.post!;
    expect(role.operationId).toBe('postAccessControlRole');
    expect(role.parameters ?? []).toEqual([]);
    expect(Object.keys(role.responses)).toEqual(
      expect.arrayContaining(['401', '403', '419', '422']),
    );
    expect(role.responses['422']).toEqual({ $ref: '#/components/responses/Error422' });
    expect(role.security).toEqual([{ bearer: [], csrfHeader: [], csrfCookie: [] }]);
    expect(doc.paths['/api/sanctum/token']!.post!.responses['429']).toBeDefined();
    expect(doc.components.responses.Error422!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'bearer',
      'csrfCookie',
      'csrfHeader',
    ]);
    const app1 = doc.paths['/api/reports/application1/{partnerId}/{year}/{month}']!.get!;
    expect(Object.keys(app1.responses['200']!.content ?? {})).toEqual([
      'application/pdf',
      'application/json',
    ]);
    const csv = doc.paths['/api/requests/download/{userId}/{serviceId}/{startDate}/{endDate}'];
    expect(Object.keys(csv!.get!.responses['200']!.content ?? {})).toContain(
      'text/csv; charset=utf-8',
    );
  });

  it('states the rate headers of throttled operations, as Laravel’s throttle sends them', async () => {
    const doc = (await served()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
      components: { responses: Record<string, { headers?: Record<string, object> }> };
    };
    const rateHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Remaining'];
    for (const [url, method, status] of [
      ['/api/sanctum/token', 'post', '200'],
      ['/api/auth/register', 'post', '201'],
      ['/api/auth/recovery-password', 'post', '200'],
    ] as const)
      expect(Object.keys(doc.paths[url]![method]!.responses[status]!.headers ?? {}), url).toEqual(
        rateHeaders,
      );
    expect(doc.components.responses.Error429!.headers).toMatchObject({
      'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } },
      'X-RateLimit-Remaining': { schema: { type: 'integer', minimum: 0 } },
    });
    // An operation that counts nothing promises none.
    expect(doc.paths['/api/user']!.get!.responses['200']!.headers).toBeUndefined();
  });

  it.each(['client.ts', 'fetch-client.ts'])(
    'generates TypeScript types that a client written naturally compiles against (%s)',
    async (client) => {
      const errors = await compileAgainstDocument(await served(), client);
      expect(errors).toBe('');
    },
    120_000,
  );
});

/** What `openapi-client/fetch-client.ts` exports, as the runtime test calls it. */
interface FetchClient {
  signIn(base: string, login: string, password: string): Promise<{ token?: string; left: number }>;
  cabinet(base: string, token: string): unknown;
  createTariff(api: unknown, serviceId: number): Promise<number>;
  newestPartners(api: unknown, search: string): Promise<{ names: string[]; total: number }>;
  monthReport(api: unknown, userId: number, year: number, month: number): Promise<unknown>;
  failedCalls(api: unknown, userId: number, serviceId: number): Promise<string[]>;
}

describe('the openapi-fetch client, run', () => {
  it('works the first time against the server, with the bearer alone', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // A path tsc does not follow: the file's types are compiled against the document above.
    const file = path.join(here, 'openapi-client', 'fetch-client.ts');
    const client = (await import(file)) as FetchClient;
    const admin = await t.user('Admin');
    const partner = await t.user('Partner');
    const signedIn = await client.signIn(base, admin.login, admin.password);
    expect(signedIn.token).toMatch(/^\d+\|/);
    expect(signedIn.left).toBe(5);
    const api = client.cabinet(base, signedIn.token!);
    const serviceId = await createService(t, 'fetch-client');
    expect(await client.createTariff(api, serviceId)).toBeGreaterThan(0);
    expect(await client.newestPartners(api, 'zz-nobody')).toEqual({ names: [], total: 0 });
    expect(await client.monthReport(api, partner.id, 2026, 10)).toMatchObject({ total: 0 });
    expect(await client.failedCalls(api, partner.id, serviceId)).toEqual([]);
  });
});

/**
 * Generates the document's types with openapi-typescript and compiles a client file of
 * `openapi-client/` against them with `tsc --strict`: what tsc says (nothing when it compiles).
 * The directory sits under this package's node_modules, so that the client finds openapi-fetch.
 */
async function compileAgainstDocument(doc: unknown, client: string): Promise<string> {
  const cache = path.join(here, '../../../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'cabinet-oas-client-'));
  try {
    fs.writeFileSync(path.join(dir, 'schema.ts'), astToString(await openapiTS(doc as never)));
    fs.copyFileSync(path.join(here, 'openapi-client', client), path.join(dir, client));
    const tsc = spawnSync(
      process.execPath,
      [
        require.resolve('typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        path.join(dir, client),
      ],
      { encoding: 'utf8' },
    );
    return tsc.stdout + tsc.stderr || (tsc.status === 0 ? '' : `tsc exited with ${tsc.status}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
