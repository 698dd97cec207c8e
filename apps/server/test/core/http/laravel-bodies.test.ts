import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValuesFor } from '../../../src/core/http/form-values.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A multipart body of plain fields, as a browser's FormData or Laravel's HTTP client sends it. */
function multipart(fields: Array<[string, string]>, file?: { name: string; content: string }) {
  const boundary = '----cabinet-test-boundary';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  return {
    raw: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('bodies as a Laravel back end takes them', () => {
  it('signs in with a url-encoded form and with a multipart form', async () => {
    const user = await t.user('client');
    const session = t.session();
    const form = `login=${user.login}&password=${encodeURIComponent(user.password)}`;
    const url = await session.call('POST', '/api/sanctum/token', undefined, {
      raw: form,
      headers: FORM,
    });
    expect(url.statusCode, url.body).toBe(200);
    expect(url.json().token).toMatch(/\|/);
    const parts = multipart([
      ['login', user.login],
      ['password', user.password],
    ]);
    const multi = await session.call('POST', '/api/sanctum/token', undefined, parts);
    expect(multi.statusCode, multi.body).toBe(200);
  });

  it('reads a form’s numbers as numbers, with a file on a route that takes none ignored', async () => {
    const { session } = await t.signedIn('Admin');
    const partner = await t.user('Partner');
    const first = await t.user('client');
    const second = await t.user('client');
    const url = await session.call('POST', '/api/users/attach-to-partner', undefined, {
      raw: `user_id=${first.id}&partner_id=${partner.id}`,
      headers: FORM,
    });
    expect(url.statusCode, url.body).toBe(200);
    const parts = multipart(
      [
        ['user_id', String(second.id)],
        ['partner_id', String(partner.id)],
      ],
      { name: 'attachment', content: 'not wanted here' },
    );
    const multi = await session.call('POST', '/api/users/attach-to-partner', undefined, parts);
    expect(multi.statusCode, multi.body).toBe(200);
    const parents = await t.db
      .selectFrom('users')
      .select('parent_id')
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect(parents.map((row) => row.parent_id)).toEqual([partner.id, partner.id]);
  });

  it('takes nested and listed fields by their PHP names (rules[0][slug])', async () => {
    const { session } = await t.signedIn('Admin');
    const form = [
      'slug=form-group',
      'name=Из формы',
      'rules[0][slug]=form.read',
      'rules[0][name]=Чтение',
      'rules[1][slug]=form.write',
      'rules[1][name]=Запись',
    ]
      .map((pair) => pair.split('=').map(encodeURIComponent).join('='))
      .join('&');
    const res = await session.call('POST', '/api/access-control/rule-group', undefined, {
      raw: form,
      headers: FORM,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rules = (res.json().data.rules as Array<{ slug: string }>).map((rule) => rule.slug);
    expect(rules.sort()).toEqual(['form.read', 'form.write']);
  });

  it('takes a bodiless POST whatever type it names, and names the fields an empty body lacks', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'application/octet-stream',
    ]) {
      const { session } = await t.signedIn('Admin');
      const res = await session.call('POST', '/api/auth/logout', undefined, {
        headers: { 'content-type': type, 'content-length': '0' },
      });
      expect(res.statusCode, `${type}: ${res.body}`).not.toBe(415);
      expect(res.statusCode, `${type}: ${res.body}`).toBeLessThan(400);
    }
    const empty = await t.session().call('POST', '/api/sanctum/token', undefined, {
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(empty.statusCode, empty.body).toBe(422);
    console.log(empty.body);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['login', 'password']);
  });

  it('bounds a multipart body as the route bounds a JSON one (413 past it)', async () => {
    const big = 'x'.repeat(200 * 1024);
    const field = await t.session().call(
      'POST',
      '/api/sanctum/token',
      undefined,
      multipart([
        ['login', big],
        ['password', 'p'],
      ]),
    );
    expect(field.statusCode, field.body).toBe(413);
    const file = await t
      .session()
      .call(
        'POST',
        '/api/sanctum/token',
        undefined,
        multipart([['login', 'someone']], { name: 'file', content: big }),
      );
    expect(file.statusCode, file.body).toBe(413);
  });

  it('answers 415 only for a body it cannot read', async () => {
    const res = await t.session().call('POST', '/api/sanctum/token', undefined, {
      raw: '<login>admin</login>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('a form’s strings read by the schema', () => {
  const schema = z.object({
    count: z.number().int(),
    price: z.number().optional(),
    active: z.boolean(),
    tags: z.array(z.string()).default([]),
    ids: z.array(z.number()),
    note: z.string().nullable(),
    level: z.union([z.literal(1), z.literal(2)]),
  });

  it('turns numbers, yes-or-no, single values of lists and empty fields into what the schema takes', () => {
    const read = formValuesFor(schema, {
      count: '12',
      price: '',
      active: 'on',
      tags: 'one',
      ids: ['1', '2'],
      note: '',
      level: '2',
    });
    expect(schema.parse(read)).toEqual({
      count: 12,
      active: true,
      tags: ['one'],
      ids: [1, 2],
      note: null,
      level: 2,
    });
  });

  it('leaves what does not fit for the schema to refuse with its own message', () => {
    const read = formValuesFor(schema, { count: '12abc', active: 'maybe', ids: ['x'], level: '3' });
    const result = schema.safeParse(read);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['count', 'active', 'ids.0', 'level']));
  });
});

describe('a NUL character in the input', () => {
  it('is dropped before validation: no 500 from PostgreSQL, the field judged without it', async () => {
    const res = await t.session().call('POST', '/api/sanctum/email', {
      email: '\u0000',
      password: 'RV',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });
});
