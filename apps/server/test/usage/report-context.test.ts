import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyReportPage, RegisterPage, ReportsPage } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let partner: TestUser, member: TestUser, fellow: TestUser, otherPartner: TestUser;
let otherMember: TestUser;
let service: { id: number; code: string; name: string };

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  partner = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  fellow = await t.user('client', { parentId: partner.id });
  otherPartner = await t.user('Partner');
  otherMember = await t.user('client', { parentId: otherPartner.id });
  const created = await admin.post('/api/services/create', {
    code: 'contextSvc',
    name: 'Контекст',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, code, name } = created.json().data;
  service = { id, code, name };
});
afterAll(() => t.close());

const person = (user: TestUser) => ({
  id: user.id,
  login: user.login,
  name: `Name ${user.login}`,
  surname: '',
});

const registerOf = (userId: number) => `/api/user/${userId}/reports/${service.id}/register`;
const dailyOf = (userId: number) =>
  `/api/user/${userId}/reports/${service.id}/report?month=11&year=2026`;
const reportsOf = (userId: number) => `/api/user/${userId}/reports?month=11&year=2026`;

describe('the context of the register and the reports', () => {
  it('names the service, the subject, its partner and the partner’s users for the partner', async () => {
    const session = await signIn(partner);
    const register = RegisterPage.parse((await session.get(registerOf(member.id))).json());
    expect(register.context).toEqual({
      service,
      subject: { ...person(member), group: 'client', parentId: partner.id },
      partner: person(partner),
      members: [person(member), person(fellow)].sort((a, b) => a.login.localeCompare(b.login)),
    });
    const daily = DailyReportPage.parse((await session.get(dailyOf(member.id))).json());
    expect(daily.context).toEqual(register.context);
    expect(daily.service).toEqual(service);
    const reports = ReportsPage.parse((await session.get(reportsOf(partner.id))).json());
    expect(reports.context).toEqual({
      subject: { ...person(partner), group: 'Partner', parentId: null },
      partner: person(partner),
      members: register.context.members,
    });
  });

  it('names the same for an administrator', async () => {
    const register = RegisterPage.parse((await admin.get(registerOf(fellow.id))).json());
    expect(register.context.subject.login).toBe(fellow.login);
    expect(register.context.partner).toEqual(person(partner));
    expect(register.context.members.map((m) => m.id).sort()).toEqual([member.id, fellow.id].sort());
  });

  it('never names a client’s partner or fellow users to the client', async () => {
    const session = await signIn(member);
    for (const url of [registerOf(member.id), dailyOf(member.id), reportsOf(member.id)]) {
      const res = await session.get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().context).toMatchObject({
        subject: { ...person(member), group: 'client', parentId: partner.id },
        partner: null,
        members: [],
      });
      expect(res.body).not.toContain(partner.login);
      expect(res.body).not.toContain(fellow.login);
    }
  });

  it('lists no users to a partner that may not list users, but names it', async () => {
    const limited = await t.user('Partner', { roles: ['client'] });
    const user = await t.user('client', { parentId: limited.id });
    const res = await (await signIn(limited)).get(registerOf(user.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().context).toMatchObject({ partner: person(limited), members: [] });
  });

  it('answers another partner’s user as before, naming nobody', async () => {
    const session = await signIn(otherPartner);
    for (const url of [registerOf(member.id), dailyOf(member.id), reportsOf(member.id)]) {
      const res = await session.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(member.login);
      expect(res.body).not.toContain(partner.login);
    }
    const own = await session.get(registerOf(otherMember.id));
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(partner.login);
    expect(own.body).not.toContain(member.login);
  });

  it('answers an unknown service or user 404 to an administrator', async () => {
    expect((await admin.get(`/api/user/${member.id}/reports/999999/register`)).statusCode).toBe(
      404,
    );
    expect((await admin.get(registerOf(999_999))).statusCode).toBe(404);
  });
});
