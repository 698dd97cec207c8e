import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission, ServiceResponse, ServicesPage, type Service } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

const SECRET_URL = 'https://svc-user:pa55-secret@upstream.example.kz/v1/check?api_key=k3y-secret';
const MASKED_URL = 'https://***@upstream.example.kz/v1/check?***';

let t: TestApp;
let admin: Session;
let readers: Array<[string, Session]>;
let active: Service;
let disabled: Service;

const body = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: `Сервис ${code}`,
  documentation: '# Документация',
  upstreamUrl: SECRET_URL,
  ...overrides,
});

async function create(code: string, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/services/create', body(code, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return ServiceResponse.parse(res.json()).data;
}

const storedUpstream = async (id: number) =>
  (
    await t.db
      .selectFrom('services')
      .select('upstream_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).upstream_url;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  const partner = await t.signedIn('Partner');
  readers = [
    ['a partner', partner.session],
    ['a partner’s user', (await t.signedIn('client', { parentId: partner.user.id })).session],
    ['an integrator', (await t.signedIn('Integrator')).session],
  ];
  active = await create('upActive');
  disabled = await create('upDisabled', { status: 'disabled' });
});
afterAll(() => t.close());

describe('services’ upstream settings are for those who edit services', () => {
  it.each(['a partner', 'a partner’s user', 'an integrator'])(
    '%s sees no upstream address and no disabled service',
    async (name) => {
      const [, reader] = readers.find(([who]) => who === name)!;
      const list = await reader.get('/api/services?rowsPerPage=100');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('upstream');
      expect(list.body).not.toContain('secret');
      const page = ServicesPage.parse(list.json());
      expect(page.data.map((s) => s.code)).toContain('upActive');
      expect(page.data.map((s) => s.code)).not.toContain('upDisabled');
      expect(page.meta.total).toBe(page.data.length);

      for (const url of [`/api/services/${active.id}`, '/api/services/code/upActive']) {
        const one = await reader.get(url);
        expect(one.statusCode).toBe(200);
        expect(one.body).not.toContain('upstream');
      }
      for (const url of [`/api/services/${disabled.id}`, '/api/services/code/upDisabled']) {
        expect((await reader.get(url)).statusCode).toBe(404);
      }
      const options = await reader.get('/api/services/all');
      expect(options.body).not.toContain('upDisabled');
    },
  );

  it('an admin sees every service, with the upstream’s credentials masked', async () => {
    const list = await admin.get('/api/services?rowsPerPage=100');
    expect(list.body).not.toContain('secret');
    const codes = ServicesPage.parse(list.json()).data.map((s) => [s.code, s.upstreamUrl]);
    expect(codes).toContainEqual(['upActive', MASKED_URL]);
    expect(codes).toContainEqual(['upDisabled', MASKED_URL]);
    for (const url of [`/api/services/${disabled.id}`, '/api/services/code/upDisabled']) {
      const one = await admin.get(url);
      expect(one.json().data.upstreamUrl).toBe(MASKED_URL);
      expect(one.body).not.toContain('secret');
    }
    expect(active.upstreamUrl).toBe(MASKED_URL);
    expect((await admin.get('/api/services/all')).body).toContain('upDisabled');
  });

  it('addresses without credentials and built-in sources are shown as they are', async () => {
    const plain = await create('upPlain', { upstreamUrl: 'https://open.example.kz/v1' });
    const builtin = await create('upBuiltin', { upstreamUrl: 'builtin:company-check' });
    expect(plain.upstreamUrl).toBe('https://open.example.kz/v1');
    expect(builtin.upstreamUrl).toBe('builtin:company-check');
  });

  it('saving the masked address keeps the stored credentials, even with a new path', async () => {
    const res = await admin.post(
      `/api/services/update/${active.id}`,
      body('upActive', { upstreamUrl: 'https://***@upstream.example.kz/v2/check?***' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(await storedUpstream(active.id)).toBe(
      'https://svc-user:pa55-secret@upstream.example.kz/v2/check?api_key=k3y-secret',
    );
  });

  it('the mask is not a credential: to another host, or where none is stored, it is refused', async () => {
    const elsewhere = await admin.post(
      `/api/services/update/${active.id}`,
      body('upActive', { upstreamUrl: 'https://***@attacker.example.com/v1/check?***' }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.upstreamUrl).toEqual([
      'Сохранённые учётные данные остаются только при том же адресе сервера: введите их полностью',
    ]);
    const fresh = await admin.post(
      '/api/services/create',
      body('upFresh', { upstreamUrl: MASKED_URL }),
    );
    expect(fresh.statusCode).toBe(422);
    expect(await storedUpstream(active.id)).toContain('pa55-secret');
  });

  it('new credentials typed in full replace the stored ones', async () => {
    const res = await admin.post(
      `/api/services/update/${active.id}`,
      body('upActive', { upstreamUrl: 'https://other:n3w-secret@upstream.example.kz/v1' }),
    );
    expect(res.json().data.upstreamUrl).toBe('https://***@upstream.example.kz/v1');
    expect(await storedUpstream(active.id)).toBe('https://other:n3w-secret@upstream.example.kz/v1');
  });

  it('it is the permission to edit services that shows them, not the group', async () => {
    const role = await admin.post('/api/access-control/role/0', {
      key: 'service-editor',
      name: 'Service editor',
      description: 'Edits services',
      rules: [Permission.servicesView, Permission.servicesEdit],
    });
    expect(role.statusCode, role.body).toBe(201);
    const editor = await t.user('Partner');
    await t.db
      .insertInto('user_roles')
      .values({ user_id: editor.id, role_id: role.json().data.id })
      .execute();
    const session = t.session();
    await session.login(editor.login, editor.password);
    const one = await session.get(`/api/services/${disabled.id}`);
    expect(one.json().data.upstreamUrl).toBe(MASKED_URL);
  });
});
