import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Asking for a new confirmation link is limited per user, and `GET /api/user` tells the state. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ EMAIL_CONFIRM_MAX_PER_USER: '2' });
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();

describe('asking for a new confirmation link', () => {
  it('GET /api/user tells whether the address is confirmed', async () => {
    const { user, session } = await t.signedIn('client');
    await t.db
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', user.id)
      .execute();
    const before = CurrentUserResponse.parse((await session.get('/api/user')).json());
    expect(before.data.emailConfirmed).toBe(false);
    await t.db
      .updateTable('users')
      .set({ email_confirmed_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const after = CurrentUserResponse.parse((await session.get('/api/user')).json());
    expect(after.data.emailConfirmed).toBe(true);
  });

  it('beyond EMAIL_CONFIRM_MAX_PER_USER asks: 429 with Retry-After and no more mail', async () => {
    const { user, session } = await t.signedIn('client');
    await t.db
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', user.id)
      .execute();
    for (const _ of [1, 2]) {
      const res = await session.post('/api/users/email-confirmation', {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await session.post('/api/users/email-confirmation', {});
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Слишком много попыток/);
    expect((await mailsTo(user.email)).length).toBe(2);
    // Counted per user: another user still gets its link.
    const other = await t.signedIn('client');
    expect((await other.session.post('/api/users/email-confirmation', {})).statusCode).toBe(200);
  });
});
