import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertEventsResponse, AlertRuleResponse, AlertRulesResponse } from '@cabinet/contract';
import { createService } from '../helpers/export-world.js';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

const MAX_RULES = 6;
let t: TestApp;
let admin: Session;
let partnerA: { user: TestUser; session: Session };
let partnerB: { user: TestUser; session: Session };
let memberA: TestUser;
let memberB: TestUser;
let serviceId: number;

beforeAll(async () => {
  t = await startTestApp({ ALERT_RULES_MAX_PER_PARTNER: String(MAX_RULES) });
  admin = (await t.signedIn('Admin')).session;
  partnerA = await t.signedIn('Partner');
  partnerB = await t.signedIn('Partner');
  memberA = await t.user('client', { parentId: partnerA.user.id });
  memberB = await t.user('client', { parentId: partnerB.user.id });
  serviceId = await createService(t, 'alerted');
});
afterAll(() => t.close());

const spend = { kind: 'spend', aboveMinor: 500_000, currency: 'KZT' };

async function create(session: Session, body: Record<string, unknown>) {
  const res = await session.post('/api/alerts/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return AlertRuleResponse.parse(res.json()).data;
}

describe('alert rules', () => {
  it('a partner sets up, lists, changes and removes its own rules; each change is audited', async () => {
    const rule = await create(partnerA.session, {
      userId: memberA.id,
      serviceId,
      condition: { kind: 'errorRate', abovePercent: 10 },
    });
    expect(rule).toMatchObject({
      partner: { id: partnerA.user.id },
      user: { id: memberA.id },
      service: { id: serviceId, code: 'alerted' },
      condition: { kind: 'errorRate', abovePercent: 10, minRequests: 20 },
      enabled: true,
      email: true,
      state: 'ok',
      lastValue: null,
    });
    const listed = AlertRulesResponse.parse(
      (await partnerA.session.get('/api/alerts/rules')).json(),
    );
    expect(listed.data.map((r) => r.id)).toContain(rule.id);

    const changed = await partnerA.session.call('PATCH', `/api/alerts/rules/${rule.id}`, {
      condition: { kind: 'quiet', hours: 6 },
      email: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(AlertRuleResponse.parse(changed.json()).data).toMatchObject({
      condition: { kind: 'quiet', hours: 6 },
      email: false,
      state: 'ok',
    });
    const events = await partnerA.session.get(`/api/alerts/rules/${rule.id}/events`);
    expect(AlertEventsResponse.parse(events.json()).data).toEqual([]);

    const removed = await partnerA.session.call('DELETE', `/api/alerts/rules/${rule.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await partnerA.session.get(`/api/alerts/rules/${rule.id}/events`)).statusCode).toBe(
      404,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('object_type', '=', 'alert-rule')
      .where('object_id', '=', String(rule.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'alert-rule.create',
      'alert-rule.update',
      'alert-rule.delete',
    ]);
    expect(audit.every((row) => row.actor_id === partnerA.user.id)).toBe(true);
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ email: 0 });
  });

  it('an administrator sets rules up for any partner and may narrow the list to one', async () => {
    const forB = await create(admin, { partnerId: partnerB.user.id, condition: spend });
    expect(forB.partner.id).toBe(partnerB.user.id);
    const onlyB = AlertRulesResponse.parse(
      (await admin.get(`/api/alerts/rules?partnerId=${partnerB.user.id}`)).json(),
    );
    expect(onlyB.data.map((r) => r.partner.id)).toEqual([partnerB.user.id]);
    const missing = await admin.post('/api/alerts/rules', { condition: spend });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.partnerId).toHaveLength(1);
    const notAPartner = await admin.post('/api/alerts/rules', {
      partnerId: memberA.id,
      condition: spend,
    });
    expect(notAPartner.statusCode).toBe(422);
    expect(notAPartner.json().errors.partnerId).toHaveLength(1);
  });

  it('refuses another partner’s user, an unknown service and a bad condition with field messages', async () => {
    partnerA.session.language = 'en';
    try {
      const res = await partnerA.session.post('/api/alerts/rules', {
        userId: memberB.id,
        serviceId: 999_999,
        condition: spend,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({
        userId: ['User not found'],
        serviceId: ['Service not found'],
      });
      const bad = await partnerA.session.post('/api/alerts/rules', {
        condition: { kind: 'packageRemaining', below: 0, unit: 'requests' },
      });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(Object.keys(bad.json().errors)[0]).toMatch(/^condition/);
      // A partner may not name another partner.
      const other = await partnerA.session.post('/api/alerts/rules', {
        partnerId: partnerB.user.id,
        condition: spend,
      });
      expect(other.statusCode).toBe(422);
      const rule = await create(partnerA.session, { condition: spend });
      const moved = await partnerA.session.call('PATCH', `/api/alerts/rules/${rule.id}`, {
        userId: memberB.id,
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors.userId).toEqual(['User not found']);
    } finally {
      partnerA.session.language = undefined;
    }
  });

  it('partner B neither sees nor touches partner A’s rules (404); a user without the permission gets 403', async () => {
    const rule = await create(partnerA.session, { condition: spend });
    const seenByB = AlertRulesResponse.parse(
      (await partnerB.session.get('/api/alerts/rules')).json(),
    );
    expect(seenByB.data.some((r) => r.partner.id === partnerA.user.id)).toBe(false);
    // Asking for A's rules by id changes nothing for a partner: its own only.
    const narrowed = AlertRulesResponse.parse(
      (await partnerB.session.get(`/api/alerts/rules?partnerId=${partnerA.user.id}`)).json(),
    );
    expect(narrowed.data.some((r) => r.partner.id === partnerA.user.id)).toBe(false);
    const url = `/api/alerts/rules/${rule.id}`;
    expect((await partnerB.session.call('PATCH', url, { enabled: false })).statusCode).toBe(404);
    expect((await partnerB.session.call('DELETE', url)).statusCode).toBe(404);
    expect((await partnerB.session.get(`${url}/events`)).statusCode).toBe(404);
    expect((await admin.get(`${url}/events`)).statusCode).toBe(200);

    const member = t.session();
    await member.login(memberA.login, memberA.password);
    expect((await member.get('/api/alerts/rules')).statusCode).toBe(403);
    expect((await member.post('/api/alerts/rules', { condition: spend })).statusCode).toBe(403);
    expect((await member.call('DELETE', url)).statusCode).toBe(403);
    const still = await t.db
      .selectFrom('alert_rules')
      .select('enabled')
      .where('id', '=', rule.id)
      .executeTakeFirst();
    expect(still?.enabled).toBe(1);
  });

  it('a partner naming a disabled service’s id is answered as for a missing one, its code and name untold', async () => {
    const disabled = await createService(t, 'hidden-svc');
    await t.db
      .updateTable('services')
      .set({ status: 'disabled' })
      .where('id', '=', disabled)
      .execute();
    const asDisabled = await partnerA.session.post('/api/alerts/rules', {
      serviceId: disabled,
      condition: spend,
    });
    const asMissing = await partnerA.session.post('/api/alerts/rules', {
      serviceId: 999_998,
      condition: spend,
    });
    const answer = (res: typeof asMissing) => {
      const { requestId: _, ...rest } = res.json();
      return rest;
    };
    expect(asDisabled.statusCode, asDisabled.body).toBe(422);
    expect(answer(asDisabled)).toEqual(answer(asMissing));
    expect(asDisabled.body).not.toContain('hidden-svc');
    const rule = await create(partnerA.session, { condition: spend });
    const patched = await partnerA.session.call('PATCH', `/api/alerts/rules/${rule.id}`, {
      serviceId: disabled,
    });
    expect(patched.statusCode).toBe(422);
    expect(answer(patched)).toEqual(answer(asMissing));
    // Whoever edits services sees disabled ones, here as in the catalogue.
    const byAdmin = await create(admin, {
      partnerId: partnerA.user.id,
      serviceId: disabled,
      condition: spend,
    });
    expect(byAdmin.service).toMatchObject({ id: disabled, code: 'hidden-svc' });
  });

  it('caps a partner’s rules at ALERT_RULES_MAX_PER_PARTNER, however many creations race, with a field message', async () => {
    const partner = await t.signedIn('Partner');
    partner.session.language = 'en';
    const answers = await Promise.all(
      Array.from({ length: MAX_RULES + 3 }, () =>
        partner.session.post('/api/alerts/rules', { condition: spend }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_RULES);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => res.statusCode)).toEqual([422, 422, 422]);
    expect(refused[0]!.json().errors).toEqual({
      partnerId: [
        `The partner already has ${MAX_RULES} alert rules, the most allowed: remove some first`,
      ],
    });
    // The administrator is held to the same cap for the partner; a removal makes room.
    expect(
      (await admin.post('/api/alerts/rules', { partnerId: partner.user.id, condition: spend }))
        .statusCode,
    ).toBe(422);
    const first = AlertRuleResponse.parse(answers.find((res) => res.statusCode === 201)!.json());
    await partner.session.call('DELETE', `/api/alerts/rules/${first.data.id}`);
    await create(partner.session, { condition: spend });
  });
});
