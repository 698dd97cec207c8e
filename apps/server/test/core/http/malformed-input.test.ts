import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
});
afterAll(() => t.close());

const hostile: Array<[string, unknown, string?]> = [
  ['wrong types', { login: 42, password: ['x'] }],
  ['missing fields', {}],
  ['an array body', [1, 2, 3]],
  ['a string body', 'login'],
  ['null', null],
  ['extra fields', { login: 'a', password: 'b', isAdmin: true }],
  ['a huge login', { login: 'a'.repeat(100_000), password: 'b' }],
  ['a huge password', { login: 'a', password: 'p'.repeat(100_000) }],
  ['nested objects', { login: { $gt: '' }, password: { $ne: null } }],
];

describe('malformed bodies get 422 in the contract’s shape, never 500', () => {
  it.each(hostile)('login with %s', async (_name, body) => {
    const res = await t
      .session()
      .call('POST', '/api/sanctum/token', undefined, { raw: JSON.stringify(body) });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).success).toBe(false);
  });

  it.each([
    ['__proto__ key', '{"login":"a","password":"b","__proto__":{"isAdmin":true}}'],
    ['constructor.prototype', '{"login":"a","password":"b","constructor":{"prototype":{"x":1}}}'],
    ['broken JSON', '{"login": "a",'],
    ['an empty body', ''],
  ])('with %s', async (_name, raw) => {
    const res = await t.session().call('POST', '/api/auth/register', undefined, { raw });
    expect(res.statusCode).toBe(422);
    const body = ErrorBody.parse(res.json());
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('role payloads with hostile values are refused and change nothing', async () => {
    const before = (await admin.get('/api/access-control/role')).body;
    for (const body of [
      { key: "x'; drop table roles; --", name: 'X', description: 'X' },
      { key: 'k', name: 'n'.repeat(10_000), description: 'd' },
      { key: 'k', name: 'n', description: 'd', rules: 'reports.view' },
      { key: 'k', name: 'n', description: 'd', rules: [{ slug: 1 }] },
      { key: 'k', name: 'n', description: 'd', rules: Array(1000).fill('reports.view') },
    ]) {
      const res = await admin.post('/api/access-control/role/0', body);
      expect(res.statusCode).toBe(422);
      ErrorBody.parse(res.json());
    }
    expect((await admin.get('/api/access-control/role')).body).toBe(before);
  });

  it('path parameters that are not ids answer as missing things (404)', async () => {
    for (const id of ['1e999', '9999999999999', '..%2F..%2Fetc', '1;select', '0x10']) {
      const res = await admin.get(`/api/access-control/role/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('a value off its pattern is told so in the caller’s words, not with the pattern', async () => {
    for (const [language, words] of [
      ['ru', 'Значение не подходит по формату'],
      ['en', 'The value does not match the expected format'],
      ['kk', 'Мән пішімге сәйкес келмейді'],
    ]) {
      const role = { key: 'no spaces please', name: 'Role', description: 'A role' };
      const res = await admin.call('POST', '/api/access-control/role/0', role, {
        headers: { 'accept-language': language! },
      });
      expect(res.statusCode).toBe(422);
      const body = ErrorBody.parse(res.json());
      expect(Object.values(body.errors ?? {}).flat()).toEqual([words]);
    }
  });

  it('a body over the size limit gets 413 in the same shape', async () => {
    const res = await t.session().call('POST', '/api/sanctum/token', undefined, {
      raw: JSON.stringify({ login: 'a', password: 'b', pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    ErrorBody.parse(res.json());
  });

  it('an unknown API address is a 404 in the same shape', async () => {
    const res = await admin.get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).message).toBe('Не найдено.');
  });
});
