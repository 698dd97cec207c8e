import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse, TokenResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** A self-registered account gets the confirmation link too, else its address stays unconfirmed. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describe('registration and e-mail confirmation', () => {
  it('mails the link in the language of the request; its token confirms the address', async () => {
    const session = t.session();
    session.language = 'en';
    const res = await session.post('/api/auth/register', {
      login: 'selfmade',
      email: 'selfmade@example.kz',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      name: 'Self',
      surname: 'Made',
    });
    expect(res.statusCode, res.body).toBe(201);
    const registered = TokenResponse.parse(res.json());
    expect(registered.data.emailConfirmed).toBe(false);
    session.token = registered.token;

    const [mail, ...more] = await mailsTo('selfmade@example.kz');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirm your e-mail address');
    const token = new RegExp(`${t.config.publicUrl}/confirm-email\\?token=([\\w-]+)`).exec(
      mail!.body_text,
    )![1]!;

    const confirmed = await t.session().post('/api/users/email-confirmation/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = CurrentUserResponse.parse((await session.get('/api/user')).json());
    expect(me.data.emailConfirmed).toBe(true);
  });
});
