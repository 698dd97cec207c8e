import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';
import { TEST_DIALECT } from '../helpers/test-database.js';

/**
 * The statements' answers in order, told apart by their rows: `scope` (the report's scope names its
 * subject's row), `register` (a page's daily sums and rows). While `holding`, the scope's answer
 * waits until the register answers, or 300 ms: a read started with the scope answers first. The
 * next register answer waits `registerDelay` ms.
 */
class Answers implements KyselyPlugin {
  list: string[] = [];
  holding = false;
  registerDelay = 0;
  private registerAnswered: (() => void) | undefined;
  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    const row = result.rows[0] as Record<string, unknown> | undefined;
    const kind =
      row && 'is_subject' in row
        ? 'scope'
        : row && ('request_id' in row || 'day' in row)
          ? 'register'
          : 'other';
    if (kind === 'register' && this.registerDelay > 0) {
      const delay = this.registerDelay;
      this.registerDelay = 0;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (kind === 'register') this.registerAnswered?.();
    if (kind === 'scope' && this.holding)
      await new Promise<void>((resolve) => {
        this.registerAnswered = resolve;
        setTimeout(resolve, 300);
      });
    this.list.push(kind);
    return result;
  }
}

const answers = new Answers();
let t: TestApp;
let admin: Session;
let partner: TestUser;
let otherPartner: TestUser;
let serviceId: number;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};
const record = (userId: number, requestId: string) => ({
  userId,
  serviceCode: 'scopedSvc',
  requestId,
  time: '2026-11-02T07:00:00Z',
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
});
const ingest = async (records: object[]) =>
  t.at('2026-11-02T08:00:00Z', async () => {
    const res = await admin.post('/api/usage/requests', { records });
    expect(res.json().accepted, res.body).toBe(records.length);
  });
const register = (userId: number) =>
  `/api/user/${userId}/reports/${serviceId}/register?startDate=2026-11-01&endDate=2026-11-02`;
const requestIds = (body: { data: Array<{ requestId: string }> }) =>
  body.data.map((row) => row.requestId).sort();

beforeAll(async () => {
  t = await startTestApp({}, undefined, answers);
  admin = (await t.signedIn('Admin')).session;
  partner = await t.user('Partner');
  otherPartner = await t.user('Partner');
  const created = await admin.post('/api/services/create', {
    code: 'scopedSvc',
    name: 'Scoped',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(created.statusCode, created.body).toBe(201);
  serviceId = created.json().data.id;
  const member = await t.user('client', { parentId: partner.id });
  await ingest([record(partner.id, 'own-1'), record(member.id, 'member-1')]);
});
afterAll(() => t.close());

describe(`a report read while its scope is checked (${TEST_DIALECT})`, () => {
  // SQLite runs one statement at a time: its reads never overlap the scope (`spareConnections`).
  it.runIf(TEST_DIALECT === 'postgres')(
    'reads the register while the scope is checked once the subject’s users are known',
    async () => {
      const session = await signIn(partner);
      answers.holding = true;
      try {
        answers.list = [];
        expect((await session.get(register(partner.id))).statusCode).toBe(200);
        // The first answer learns the users: the read waits for the scope.
        expect(answers.list.indexOf('register')).toBeGreaterThan(answers.list.indexOf('scope'));
        answers.list = [];
        const page = await session.get(register(partner.id));
        expect(requestIds(page.json())).toEqual(['member-1', 'own-1']);
        expect(answers.list.indexOf('register')).toBeGreaterThanOrEqual(0);
        expect(answers.list.indexOf('register')).toBeLessThan(answers.list.indexOf('scope'));
        // A pool with one connection to spare: one at a time, as others would wait otherwise.
        const pool = t.database.pool!;
        const held = await Promise.all(
          Array.from({ length: pool.options.max - 1 }, () => pool.connect()),
        );
        answers.list = [];
        try {
          expect((await session.get(register(partner.id))).statusCode).toBe(200);
        } finally {
          held.forEach((client) => client.release());
        }
        expect(answers.list.indexOf('register')).toBeGreaterThan(answers.list.indexOf('scope'));
      } finally {
        answers.holding = false;
      }
    },
  );

  it('refuses another partner although the subject’s users are known, naming none of its rows', async () => {
    await (await signIn(partner)).get(register(partner.id));
    const other = await signIn(otherPartner);
    for (const url of [
      register(partner.id),
      `${register(partner.id)}&filterInput=own-1`,
      `/api/user/${partner.id}/reports/${serviceId}/register/request?requestId=own-1`,
      `/api/user/${partner.id}/reports?month=11&year=2026`,
      `/api/user/${partner.id}/reports/${serviceId}/report?month=11&year=2026`,
    ]) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body, url).not.toContain('own-1');
      expect(res.body, url).not.toContain('member-1');
    }
  });

  it.runIf(TEST_DIALECT === 'postgres')(
    'reads again when the subject’s users changed since they were learnt',
    async () => {
      const session = await signIn(partner);
      await session.get(register(partner.id));
      answers.list = [];
      await session.get(register(partner.id));
      const reads = answers.list.filter((e) => e === 'register').length;
      // A user row alone: inserting a user changes no caller, so nothing empties what was learnt
      // (as a process whose notice of a change was lost would keep it).
      const newcomer = await t.db
        .insertInto('users')
        .values({
          login: 'newcomer',
          email: 'newcomer@example.kz',
          name: 'Newcomer',
          surname: '',
          description: '',
          password_hash: '-',
          group: 'client',
          parent_id: partner.id,
          created_at: '2026-11-02T09:00:00Z',
          updated_at: '2026-11-02T09:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ingest([record(newcomer.id, 'newcomer-1')]);
      answers.list = [];
      // The read on the users learnt before answers last, after the one on the scope's users.
      answers.registerDelay = 200;
      const page = await session.get(register(partner.id));
      expect(requestIds(page.json())).toEqual(['member-1', 'newcomer-1', 'own-1']);
      // Both reads have finished by the answer: the dropped one holds no connection past it.
      expect(answers.list.filter((e) => e === 'register')).toHaveLength(2 * reads);
      const reports = await session.get(`/api/user/${partner.id}/reports?month=11&year=2026`);
      expect(reports.json().totals.requests, reports.body).toBe(3);
    },
  );
});
