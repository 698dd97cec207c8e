import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult, type UserGroup } from '@cabinet/contract';
import { TokenStore } from '../../../src/core/auth/tokens.js';
import { accountsRecordingForNobody } from '../../../src/core/auth/recording-scope.js';
import { startTestApp, type TestApp, type TestUser } from '../../helpers/test-app.js';
import { Session } from '../../helpers/session.js';

/**
 * Whose usage a caller may record. The model here is written from the accounts' facts, not from
 * the server's code: the provider's integrators (role ProviderIntegrator, granted only by an
 * administrator) and administrators record for anybody; everybody else only for its own partner
 * and that partner's users; an account that belongs to no partner records for nobody.
 */

let t: TestApp;
let admin: Session;
let tokens: TokenStore;
let serial = 0;

const record = (userId: number, overrides: Record<string, unknown> = {}) => ({
  requestId: `scope-${++serial}`,
  userId,
  serviceCode: 'scopeSvc',
  time: '2026-10-20T10:00:00+05:00',
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
  ...overrides,
});

async function tokenOf(user: { id: number }): Promise<Session> {
  const session = new Session(t.app);
  session.token = await tokens.issue(user.id, 'scope-test');
  return session;
}

async function ingest(session: Session, records: unknown[]) {
  const res = await session.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  tokens = new TokenStore(t.db, t.clock, {
    idleMinutes: t.config.TOKEN_IDLE_MINUTES,
    maxHours: t.config.TOKEN_MAX_HOURS,
  });
  const created = await admin.post('/api/services/create', {
    code: 'scopeSvc',
    name: 'Scope service',
    description: '',
    documentation: '',
    upstreamUrl: 'builtin:company-check',
    form: [],
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
});
afterAll(() => t.close());

describe('a partner cannot turn an account it controls into a billing tool for others', () => {
  it('set the password of its integrator, detach it, sign in: the old token is dead and no record outside the partner is accepted', async () => {
    const partnerA = await t.signedIn('Partner');
    const partnerB = await t.user('Partner');
    const clientB = await t.user('client', { parentId: partnerB.id });
    const clientA = await t.user('client', { parentId: partnerA.user.id });
    const integrator = await t.user('Integrator', { parentId: partnerA.user.id });
    const asPartner = partnerA.session;

    const password = 'chosen by partner A 123';
    const set = await asPartner.post(`/api/partner-users/password-change/${integrator.id}`, {
      password,
      confirmPassword: password,
    });
    expect(set.statusCode, set.body).toBe(200);
    const asIntegrator = new Session(t.app);
    expect((await asIntegrator.login(integrator.login, password)).statusCode).toBe(200);
    // While attached it records for its partner's people, and only for them.
    const before = await ingest(asIntegrator, [record(clientA.id), record(clientB.id)]);
    expect(before.accepted).toBe(1);
    expect(before.invalid.map((i) => i.index)).toEqual([1]);

    const detached = await asPartner.post('/api/partners/detach', { user_id: integrator.id });
    expect(detached.statusCode, detached.body).toBe(200);
    expect((await asIntegrator.get('/api/user')).statusCode).toBe(401);

    const again = new Session(t.app);
    expect((await again.login(integrator.login, password)).statusCode).toBe(200);
    const adminUser = await t.user('Admin');
    const after = await ingest(again, [
      record(clientB.id),
      record(partnerB.id),
      record(adminUser.id),
      record(clientA.id),
      record(partnerA.user.id),
      record(integrator.id),
    ]);
    expect(after.accepted).toBe(0);
    expect(after.invalid).toHaveLength(6);
  });

  it('blocking a user ends its sessions', async () => {
    const partner = await t.signedIn('Partner');
    const integrator = await t.user('Integrator', { parentId: partner.user.id });
    const asIntegrator = await tokenOf(integrator);
    expect((await asIntegrator.get('/api/user')).statusCode).toBe(200);
    const blocked = await partner.session.post(`/api/partner-users/update/${integrator.id}`, {
      login: integrator.login,
      email: integrator.email,
      name: 'Name',
      surname: 'Surname',
      blocked: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await asIntegrator.get('/api/user')).statusCode).toBe(401);
  });

  it('cannot grant the ingestion roles, nor attach anybody', async () => {
    const partner = await t.signedIn('Partner');
    for (const role of ['ProviderIntegrator', 'Integrator', 'Admin']) {
      const res = await partner.session.post('/api/partner-users/create', {
        login: `grant-${role.toLowerCase()}`,
        email: `grant-${role.toLowerCase()}@example.kz`,
        name: 'Имя',
        surname: 'Фамилия',
        password: 'user secret 123',
        group: 'Integrator',
        roles: [role],
        parent_id: partner.user.id,
      });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(422);
      expect(res.json().errors.roles).toHaveLength(1);
    }
    const loose = await t.user('Integrator');
    const attach = await partner.session.post('/api/users/attach-to-partner', {
      user_id: loose.id,
      partner_id: partner.user.id,
    });
    expect(attach.statusCode).toBe(403);
  });
});

describe('who records for whom', () => {
  interface Account extends TestUser {
    group: UserGroup;
    parentId: number | null;
    providerIntegrator: boolean;
  }
  const accounts: Account[] = [];

  async function account(
    group: UserGroup,
    parentId: number | null,
    providerIntegrator = false,
  ): Promise<Account> {
    const user = await t.user(group, parentId === null ? {} : { parentId });
    if (providerIntegrator) {
      const res = await admin.post(`/api/partner-users/update/${user.id}`, {
        login: user.login,
        email: user.email,
        name: 'Name',
        surname: 'Surname',
        roles: ['ProviderIntegrator'],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const made = { ...user, group, parentId, providerIntegrator };
    accounts.push(made);
    return made;
  }

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const partner = await account('Partner', null);
      await account('client', partner.id);
      await account('client', partner.id);
      await account('Integrator', partner.id);
    }
    await account('Integrator', null); // detached, or never attached: belongs to nobody
    await account('Integrator', null, true); // the provider's own integrator
    await account('Admin', null);
  });

  const recordsForAnybody = (caller: Account) =>
    caller.group === 'Admin' || caller.providerIntegrator;
  const partnerOf = (a: Account) => (a.group === 'Partner' ? a.id : a.parentId);
  const MISSING_ID = 987_654;

  function expected(caller: Account, targetId: number): 'accepted' | 'unknown' | 'outOfScope' {
    const target = accounts.find((a) => a.id === targetId);
    if (recordsForAnybody(caller)) return target ? 'accepted' : 'unknown';
    const partner = partnerOf(caller);
    // Out of scope and missing answer alike for a caller with a limited scope: ids cannot be probed.
    if (!target || partner === null) return 'outOfScope';
    return partnerOf(target) === partner ? 'accepted' : 'outOfScope';
  }

  it('accepts a record exactly when the target is in the caller’s ingestion scope', async () => {
    const callers = accounts.filter((a) => a.group === 'Integrator' || a.group === 'Admin');
    const sessions = new Map<number, Session>();
    for (const caller of callers) sessions.set(caller.id, await tokenOf(caller));
    const targetIds = [...accounts.map((a) => a.id), MISSING_ID];

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callers),
        fc.array(fc.constantFrom(...targetIds), { minLength: 1, maxLength: 12 }),
        async (caller, targets) => {
          const result = await ingest(
            sessions.get(caller.id)!,
            targets.map((id) => record(id)),
          );
          const wanted = targets.map((id) => expected(caller, id));
          expect(result.accepted).toBe(wanted.filter((w) => w === 'accepted').length);
          const refused = new Map(result.invalid.map((i) => [i.index, i.errors.userId?.[0]]));
          wanted.forEach((want, index) => {
            if (want === 'accepted') expect(refused.has(index)).toBe(false);
            else expect(refused.get(index)).toBe(MESSAGES[want]);
          });
        },
      ),
      { numRuns: 60, seed: 15 },
    );
  });
});

describe('any sequence of what a partner may do', () => {
  type Action =
    | { kind: 'create'; group: 'client' | 'Integrator'; roles: string[] }
    | { kind: 'edit'; target: number; group: 'client' | 'Integrator'; roles?: string[] }
    | { kind: 'password' | 'detach' | 'attach' | 'block' | 'unblock'; target: number };
  const ROLE_KEYS = ['client', 'Integrator', 'ProviderIntegrator', 'Partner', 'Admin'];
  const group = fc.constantFrom('client' as const, 'Integrator' as const);
  const roles = fc.subarray(ROLE_KEYS, { minLength: 1 });
  const target = fc.nat({ max: 9 });
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), group, roles }),
    fc.record(
      { kind: fc.constant('edit' as const), target, group, roles },
      { requiredKeys: ['kind', 'target', 'group'] },
    ),
    fc.record({
      kind: fc.constantFrom(
        'password' as const,
        'detach' as const,
        'attach' as const,
        'block' as const,
        'unblock' as const,
      ),
      target,
    }),
  );

  it('leaves every account the partner controls unable to record outside the partner', async () => {
    const outsiderPartner = await t.user('Partner');
    const outsiders = [
      outsiderPartner.id,
      (await t.user('client', { parentId: outsiderPartner.id })).id,
      (await t.user('Admin')).id,
      (await t.user('Integrator')).id,
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        run += 1;
        const partner = await t.signedIn('Partner');
        const as = partner.session;
        // What an administrator gave the partner: an integrator that records for it.
        const controlled: TestUser[] = [
          await t.user('Integrator', { parentId: partner.user.id }),
          await t.user('client', { parentId: partner.user.id }),
        ];
        const fields = (user: TestUser) => ({
          login: user.login,
          email: user.email,
          name: 'Name',
          surname: 'Surname',
        });
        for (const [step, act] of actions.entries()) {
          const user = 'target' in act ? controlled[act.target % controlled.length]! : undefined;
          if (act.kind === 'create') {
            const login = `seq${run}-${step}`;
            const res = await as.post('/api/partner-users/create', {
              login,
              email: `${login}@example.kz`,
              name: 'Имя',
              surname: 'Фамилия',
              password: 'user secret 123',
              group: act.group,
              roles: act.roles,
              parent_id: partner.user.id,
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode === 201) {
              const id = res.json<{ data: { id: number } }>().data.id;
              controlled.push({ id, login, email: `${login}@example.kz`, password: '' });
            }
          } else if (act.kind === 'edit') {
            const res = await as.post(`/api/partner-users/update/${user!.id}`, {
              ...fields(user!),
              group: act.group,
              ...(act.roles ? { roles: act.roles } : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
          } else if (act.kind === 'password') {
            const password = 'partner knows this 1';
            const res = await as.post(`/api/partner-users/password-change/${user!.id}`, {
              password,
              confirmPassword: password,
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
          } else if (act.kind === 'detach') {
            const res = await as.post('/api/partners/detach', { user_id: user!.id });
            expect(res.statusCode, res.body).toBeLessThan(500);
          } else if (act.kind === 'attach') {
            const res = await as.post('/api/users/attach-to-partner', {
              user_id: user!.id,
              partner_id: partner.user.id,
            });
            expect(res.statusCode).toBe(403);
          } else {
            const res = await as.post(`/api/partner-users/update/${user!.id}`, {
              ...fields(user!),
              blocked: act.kind === 'block',
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        }
        // Whatever happened, a session of any of those accounts (as if the partner signed in
        // with a password it set) records nothing for anybody outside the partner.
        for (const user of [...controlled, partner.user]) {
          const session = await tokenOf(user);
          const res = await session.post('/api/usage/requests', {
            records: outsiders.map((id) => record(id)),
          });
          if (res.statusCode === 200) expect(IngestResult.parse(res.json()).accepted).toBe(0);
          else expect([401, 403]).toContain(res.statusCode);
        }
      }),
      { numRuns: 25, seed: 1115 },
    );
  });
});

describe('an upgrade', () => {
  it('names the accounts that may send usage but record for nobody', async () => {
    const loose = await t.user('Integrator');
    const provider = await t.user('Integrator', { roles: ['ProviderIntegrator'] });
    const attached = await t.user('Integrator', { parentId: (await t.user('Partner')).id });
    const listed = await accountsRecordingForNobody(t.db);
    expect(listed).toContain(loose.login);
    expect(listed).not.toContain(provider.login);
    expect(listed).not.toContain(attached.login);
  });
});

/** The Russian texts of the two refusals (the server's default language). */
const MESSAGES = {
  unknown: 'Неизвестный пользователь',
  outOfScope: 'Нельзя передавать записи за этого пользователя',
};
