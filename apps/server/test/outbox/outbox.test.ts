import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageResponse, OutboxPage } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';
import { twoCompanies, type Company } from '../helpers/two-companies.js';
import { maskSecrets } from '../../src/features/outbox/mask.js';

let t: TestApp;
let admin: Session;
let partnerA: Company;
let memberA: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, partnerA, memberA } = await twoCompanies(t));
});
afterAll(() => t.close());

describe('outbox', () => {
  beforeAll(async () => {
    const res = await t.session().post('/api/auth/recovery-password', { email: memberA.email });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an admin lists and searches the kept messages, and reads one with its link masked', async () => {
    const list = OutboxPage.parse((await admin.get('/api/mail/outbox?search=aigerim')).json());
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ to: memberA.email, status: 'kept', sentAt: null });
    const res = await admin.get(`/api/mail/outbox/${list.data[0]!.id}`);
    const { data } = OutboxMessageResponse.parse(res.json());
    expect(data.masked).toBe(true);
    expect(data.text).toContain('/passwordRecovery?token=••••••');
    const stored = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .executeTakeFirstOrThrow();
    const token = /token=([^\s&]+)/.exec(stored.body_text)![1]!;
    expect(res.body).not.toContain(token);
    expect(
      OutboxPage.parse((await admin.get('/api/mail/outbox?search=nobody')).json()).meta.total,
    ).toBe(0);
  });

  it('is for admins only; an unknown message is a 404', async () => {
    expect((await partnerA.session.get('/api/mail/outbox')).statusCode).toBe(403);
    expect((await partnerA.session.get('/api/mail/outbox/1')).statusCode).toBe(403);
    expect((await admin.get('/api/mail/outbox/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/mail/outbox?page=0')).statusCode).toBe(422);
  });

  it('masks secrets, not ordinary words', () => {
    expect(maskSecrets('Hello, see https://x.kz/a?token=abc-DEF_123&x=1 now').text).toBe(
      'Hello, see https://x.kz/a?token=••••••&x=1 now',
    );
    const key = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7';
    expect(maskSecrets(`code ${key}.`)).toEqual({ text: 'code ••••••.', masked: true });
    expect(maskSecrets('Пароль изменён')).toEqual({ text: 'Пароль изменён', masked: false });
  });
});
