import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, MaintenanceResponse } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let partner: TestUser;
let asPartner: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partner = await t.user('Partner');
  asPartner = new Session(t.app);
  await asPartner.login(partner.login, partner.password);
});
afterAll(() => t.close());

const switchTo = (session: Session, enabled: boolean, note = '') =>
  session.post('/api/maintenance', { enabled, note });

describe('maintenance mode', () => {
  it('is off at first and anybody may ask', async () => {
    const res = await t.session().get('/api/maintenance');
    expect(res.statusCode).toBe(200);
    expect(MaintenanceResponse.parse(res.json()).data).toMatchObject({
      enabled: false,
      since: null,
    });
  });

  it('only who has maintenance.edit may switch it; bad input is 422', async () => {
    expect((await switchTo(asPartner, true)).statusCode).toBe(403);
    expect((await t.session().post('/api/maintenance', { enabled: true })).statusCode).toBe(401);
    const bad = await admin.post('/api/maintenance', { enabled: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.enabled).toBeDefined();
    expect(
      (await admin.post('/api/maintenance', { enabled: true, note: 'x'.repeat(501) })).statusCode,
    ).toBe(422);
    expect((await t.session().get('/api/maintenance')).json().data.enabled).toBe(false);
  });

  it('while on: 503 in the caller’s language for everybody but what sign-in and the page need', async () => {
    const on = await switchTo(admin, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      data: { enabled: true },
      message: 'Режим обслуживания включён',
    });
    expect(on.json().data.since).toBe(t.clock.now().toISOString());

    const refused = await asPartner.get('/api/services/available');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    const body = ErrorBody.parse(refused.json());
    expect(body).toMatchObject({
      success: false,
      message: 'Кабинет на техническом обслуживании. Попробуйте позже.',
      errors: {},
    });
    asPartner.language = 'en';
    expect((await asPartner.get('/api/partners')).json().message).toBe(
      'The cabinet is under maintenance. Please try again later.',
    );
    asPartner.language = 'kk';
    expect((await asPartner.get('/api/partners')).json().message).toMatch(/техникалық/);
    asPartner.language = undefined;
    expect((await t.session().get('/api/catalogue/services')).statusCode).toBe(503);

    // Still open: sign-in, the user fetch, the setting itself, health and the contacts.
    const fresh = new Session(t.app);
    expect((await fresh.login(partner.login, partner.password)).statusCode).toBe(200);
    expect((await fresh.get('/api/user')).statusCode).toBe(200);
    expect((await fresh.get('/api/maintenance')).json().data.enabled).toBe(true);
    expect((await fresh.get('/api/health')).statusCode).toBe(200);
    expect((await fresh.get('/api/site-info')).statusCode).toBe(200);

    // The admin goes on working, public routes included.
    expect((await admin.get('/api/partners')).statusCode).toBe(200);
    expect((await admin.get('/api/catalogue/services')).statusCode).toBe(200);
  });

  it('an admin’s own note is the message; switching off restores the API', async () => {
    await switchTo(admin, true, 'Обновление до 18:00');
    const refused = await asPartner.get('/api/partners');
    expect(refused.statusCode).toBe(503);
    expect((await t.session().get('/api/maintenance')).json().data.message).toBe(
      'Обновление до 18:00',
    );
    const off = await switchTo(admin, false);
    expect(off.json()).toMatchObject({ data: { enabled: false, since: null } });
    expect((await asPartner.get('/api/services/available')).statusCode).toBe(200);
  });
});
