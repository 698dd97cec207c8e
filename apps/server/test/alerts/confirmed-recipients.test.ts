import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertRulesResponse, UserResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Alert mail goes only to confirmed addresses: a partner typing somebody's address for one of its
 * users makes that mailbox receive one confirmation link, and no alert until it is opened.
 */
let t: TestApp;
let integrator: Session;
let sequence = 0;

beforeAll(async () => {
  t = await startTestApp();
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  await createService(t, 'confirmSvc');
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
const notificationsOf = (userId: number) =>
  t.db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute();
const tokenOf = (mail: { body_text: string }) =>
  /confirm-email\?token=([\w-]+)/.exec(mail.body_text)![1]!;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two failed requests of the user: a crossing of every errorRate rule on it. */
async function failures(userId: number) {
  const records = [1, 2].map(() => {
    sequence += 1;
    return {
      requestId: `confirm-${sequence}`,
      userId,
      serviceCode: 'confirmSvc',
      time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      status: 'error',
      httpStatus: 500,
      durationMs: 5,
    };
  });
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.json().accepted, res.body).toBe(2);
}

describe('alert mail to confirmed addresses only', () => {
  it('a partner’s new user gets a confirmation link, no alert mail until it is opened, and again none after an address change', async () => {
    const partner = await t.signedIn('Partner');
    partner.session.language = 'en';
    const created = await partner.session.post('/api/partner-users/create', {
      login: 'typed-victim',
      email: 'victim@example.kz',
      name: 'Victim',
      surname: '',
      password: 'user secret 123',
      roles: ['client'],
      parent_id: partner.user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = UserResponse.parse(created.json()).data;
    const [link] = await mailsTo('victim@example.kz');
    expect(link!.subject).toBe('Confirm your e-mail address');
    expect(link!.body_text).toContain(`${t.config.publicUrl}/confirm-email?token=`);

    const first = await partner.session.post('/api/alerts/rules', {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 10, minRequests: 2 },
    });
    expect(first.statusCode, first.body).toBe(201);
    const listed = AlertRulesResponse.parse(
      (await partner.session.get('/api/alerts/rules')).json(),
    );
    expect(listed.data[0]!.recipients).toEqual([
      { id: partner.user.id, login: partner.user.login, emailConfirmed: true },
      { id: member.id, login: 'typed-victim', emailConfirmed: false },
    ]);
    await failures(member.id);
    await until(
      () => mailsTo(partner.user.email),
      (rows) => rows.length === 1,
    );
    // The notification centre has it; the unconfirmed mailbox holds the link alone.
    expect(await notificationsOf(member.id)).toHaveLength(1);
    expect(await mailsTo('victim@example.kz')).toHaveLength(1);

    const confirmed = await t.session().post('/api/users/email-confirmation/confirm', {
      token: tokenOf(link!),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await t.session().post('/api/users/email-confirmation/confirm', {
      token: tokenOf(link!),
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['token']);
    const shown = AlertRulesResponse.parse((await partner.session.get('/api/alerts/rules')).json());
    expect(shown.data[0]!.recipients![1]).toMatchObject({ emailConfirmed: true });

    await partner.session.post('/api/alerts/rules', {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 20, minRequests: 2 },
    });
    await failures(member.id);
    await until(
      () => mailsTo('victim@example.kz'),
      (rows) => rows.length === 2,
    );

    // A new address is unconfirmed again: its link is mailed, alerts are not.
    const changed = await partner.session.post(`/api/partner-users/update/${member.id}`, {
      login: 'typed-victim',
      email: 'other-victim@example.kz',
      name: 'Victim',
      surname: '',
      description: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await mailsTo('other-victim@example.kz')).toHaveLength(1);
    await partner.session.post('/api/alerts/rules', {
      userId: member.id,
      condition: { kind: 'errorRate', abovePercent: 30, minRequests: 2 },
    });
    await failures(member.id);
    await until(
      () => mailsTo(partner.user.email),
      (rows) => rows.length === 3,
    );
    expect(await mailsTo('other-victim@example.kz')).toHaveLength(1);
  });

  it('refuses an unknown token with a field message in the caller’s language', async () => {
    const session = t.session();
    session.language = 'kk';
    const res = await session.post('/api/users/email-confirmation/confirm', { token: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([
      'Растау сілтемесі жарамсыз немесе мерзімі өткен: жаңасын сұраңыз',
    ]);
  });
});
