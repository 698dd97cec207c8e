import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator')).session;
});
afterAll(() => t.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function login(raw: string, language = 'en') {
  const session = t.session();
  session.language = language;
  return session.call('POST', '/api/sanctum/token', undefined, { raw });
}

describe('bodies: small by default, never nested deeply', () => {
  it('a 1 MiB nested body to sign-in is refused as too large, unread', async () => {
    const res = await login(nested(512 * 1024));
    expect(res.statusCode).toBe(413);
    expect(ErrorBody.parse(res.json()).message).toBe('The request is too large.');
  });

  it('any body over the default limit (128 KiB) is refused outside ingestion', async () => {
    const res = await login(
      JSON.stringify({ login: 'a', password: 'b', pad: 'x'.repeat(140_000) }),
    );
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['en', 'The request body is nested too deeply.'],
    ['ru', 'Тело запроса вложено слишком глубоко.'],
    ['kk', 'Сұраудың денесі тым терең салынған.'],
  ])('a small but deeply nested body is refused for its depth (%s)', async (language, text) => {
    const res = await login(nested(1000), language);
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).message).toBe(text);
  });

  it('depth is refused before the JSON is parsed: an unclosed nest is too deep, not malformed', async () => {
    const res = await login('{"login":' + '['.repeat(100_000));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toBe('The request body is nested too deeply.');
  });

  it('brackets inside strings (escaped quotes too) do not count as nesting', async () => {
    const password = '\\"[{'.repeat(500);
    const res = await login(JSON.stringify({ login: 'nobody', password }));
    expect(res.json<ErrorBody>().message).not.toContain('nested');
    expect(res.statusCode).toBe(422);
  });

  it('nesting up to the limit (32) is read as usual', async () => {
    const res = await login(JSON.stringify({ login: 'a', password: JSON.parse(nested(31)) }));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).not.toContain('nested');
  });

  it('ingestion takes large batches but refuses deep ones', async () => {
    const record = { requestId: 'r', payload: 'x'.repeat(16_000) };
    const large = await integrator.post('/api/usage/requests', {
      records: Array.from({ length: 100 }, (_, i) => ({ ...record, requestId: `r${i}` })),
    });
    expect(large.statusCode).toBe(200);
    const deep = await integrator.call('POST', '/api/usage/requests', undefined, {
      raw: `{"records":[${nested(5000)}]}`,
    });
    expect(deep.statusCode).toBe(422);
    expect(deep.json<ErrorBody>().message).toBe('Тело запроса вложено слишком глубоко.');
  });

  it('a service with 200,000 characters of Cyrillic documentation can still be saved', async () => {
    const res = await admin.post('/api/services/create', {
      code: 'bigdocs',
      name: 'Big docs',
      documentation: 'Документация\n'.repeat(200_000 / 13),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('over a real connection', () => {
  it('a 20 MB nested batch is refused at once while /api/health keeps answering', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const health = async () => {
      const started = performance.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      return performance.now() - started;
    };
    const csrf = await integrator.fetchCsrf();
    const hostile = fetch(`${base}/api/usage/requests`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${integrator.token}`,
        cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
        'x-xsrf-token': csrf,
        'content-type': 'application/json',
      },
      body: `{"records":[${nested(10 * 1024 * 1024)}]}`,
    });
    const pings = await Promise.all([health(), health(), health()]);
    const res = await hostile;
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).message).toBe('Тело запроса вложено слишком глубоко.');
    expect(Math.max(...pings)).toBeLessThan(500);
  });
});
