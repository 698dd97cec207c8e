import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** A built client as Vite and its compression plugin leave it: hashed assets with .br and .gz. */
const SCRIPT = `export const greeting = ${JSON.stringify('Добро пожаловать в кабинет. '.repeat(200))};\n`;
const ASSET = '/assets/index-Bx3kQ9_z.js';
const INDEX = `<!doctype html><html lang="ru"><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(dist, ASSET);
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
  t = await startTestApp({ WEB_DIST: dist, CORS_ORIGINS: 'https://partner-portal.example.kz' });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const A_YEAR = 'public, max-age=31536000, immutable';

describe('the built client', () => {
  it('a hashed asset comes as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(A_YEAR);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a hashed script carries no page-only headers, but nosniff and the resource policy', async () => {
    const res = await get(ASSET, 'br');
    expect(res.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'etag',
      'last-modified',
    ])
      expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page and any other file keep them all.
    for (const url of ['/login', '/favicon.svg']) {
      const other = await get(url, 'br');
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the answer varies by encoding and by origin alike (CORS)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'br', origin: 'https://partner-portal.example.kz' },
    });
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('as gzip to one that accepts only gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(A_YEAR);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([undefined, 'identity'])('as it is otherwise (Accept-Encoding: %s)', async (accepted) => {
    const res = await get(ASSET, accepted);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(A_YEAR);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/admin/12/users', '/services/3/edit?tab=billing'])(
    '%s is index.html, revalidated on each use, under the strict CSP',
    async (url) => {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a file outside assets/ is not cached for long', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/index-Old0Hash.js', '/assets/', '/assets/index-Bx3kQ9_z.css'])(
    'an unknown asset %s is a 404, not the client’s page',
    async (url) => {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('an unknown API address stays a JSON 404', async () => {
    for (const url of ['/api/nowhere', '/api', '/api?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('Sanctum’s own /sanctum/csrf-cookie answers as /api/sanctum/csrf-cookie, not with the page', async () => {
    const cookieOf = (res: Awaited<ReturnType<typeof get>>) => {
      const { value, ...attributes } = res.cookies.find((c) => c.name === 'XSRF-TOKEN') ?? {};
      return { minted: typeof value === 'string' && value.length > 20, ...attributes };
    };
    const api = await get('/api/sanctum/csrf-cookie');
    expect(api.statusCode).toBe(204);
    for (const url of [
      '/sanctum/csrf-cookie',
      '/sanctum/csrf-cookie/',
      '/sanctum/csrf-cookie?x=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(api.statusCode);
      expect(res.body, url).toBe('');
      expect(res.headers['content-type'], url).toBe(api.headers['content-type']);
      expect(cookieOf(res), url).toEqual(cookieOf(api));
    }
    const post = (url: string) => t.app.inject({ method: 'POST', url });
    const [apiPost, sanctumPost] = [
      await post('/api/sanctum/csrf-cookie'),
      await post('/sanctum/csrf-cookie'),
    ];
    expect(sanctumPost.statusCode).toBe(apiPost.statusCode);
    expect(sanctumPost.headers.allow).toBe(apiPost.headers.allow);
    // Other Sanctum-looking addresses stay the client's pages.
    expect((await get('/sanctum/csrf-cookies')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('a page whose address starts like the API’s is the client’s page (/api-keys)', async () => {
    const res = await get('/api-keys');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
