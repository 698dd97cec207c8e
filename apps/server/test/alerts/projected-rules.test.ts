import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { AlertRuleResponse, IngestResult } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
let partner: TestUser, member: TestUser;
let serviceId: number, otherServiceId: number, packageId: number, tariffId: number;
const code = 'projectedSvc';
/** Almaty noon of the 13th of November: days 1–12 are complete. */
const NOV_13 = '2026-11-13T12:00:00+05:00';
let counter = 0;

/**
 * Notes, in order, the statements that mark an evaluation pass (its read of the rules' states)
 * and a pricing of the projection (its read of the month's billed volume).
 */
class PassesAndPricings implements KyselyPlugin {
  seen: ('pass' | 'pricing')[] = [];
  /** How long each pass's read is held before it answers, and the most passes seen at once. */
  holdPassMs = 0;
  passesAtOnce = 0;
  private passesNow = 0;
  private readonly kinds = new WeakMap<object, 'pass' | 'pricing'>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (node.kind === 'SelectQueryNode') {
      const names = new Set(
        [...JSON.stringify(node).matchAll(/"name":"(\w+)"/g)].map((match) => match[1]),
      );
      const only = (expected: string[]) =>
        names.size === expected.length && expected.every((name) => names.has(name));
      if (only(['alert_rules', 'id', 'state', 'period', 'revision'])) {
        this.kinds.set(queryId, 'pass');
        this.passesNow += 1;
        this.passesAtOnce = Math.max(this.passesAtOnce, this.passesNow);
      } else if (names.has('monthly_volume') && names.has('tariff_billed'))
        this.kinds.set(queryId, 'pricing');
    }
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    const kind = this.kinds.get(queryId);
    if (kind === 'pass') {
      if (this.holdPassMs > 0) await new Promise((resolve) => setTimeout(resolve, this.holdPassMs));
      this.passesNow -= 1;
    }
    if (kind) this.seen.push(kind);
    return result;
  }
}
const observed = new PassesAndPricings();

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

/** `perDay` successful requests of `userId` on each day, at Almaty noon. */
const ingestDays = async (userId: number, days: string[], perDay: number) => {
  const records = days.flatMap((day) =>
    Array.from({ length: perDay }, () => {
      counter += 1;
      return {
        requestId: `p${counter}`,
        userId,
        serviceCode: code,
        time: `${day}T12:00:00+05:00`,
        status: 'success',
        httpStatus: 200,
        durationMs: 10,
      };
    }),
  );
  for (let i = 0; i < records.length; i += 1000) {
    const res = await integrator.post('/api/usage/requests', {
      records: records.slice(i, i + 1000),
    });
    expect(IngestResult.parse(res.json()).accepted, res.body).toBe(
      records.slice(i, i + 1000).length,
    );
  }
};
const daysOf = (month: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ruleRow = (id: number) =>
  t.db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: number) =>
  t.db.selectFrom('alert_events').selectAll().where('rule_id', '=', id).orderBy('id').execute();

async function createRule(session: Session, body: object): Promise<number> {
  const res = await session.post('/api/alerts/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return AlertRuleResponse.parse(res.json()).data.id;
}

beforeAll(async () => {
  // The scheduled check every second; the tests' "now" is the 13th of November.
  t = await startTestApp({ ALERT_CHECK_INTERVAL_SECONDS: '1' }, undefined, observed);
  t.clock.advance(Date.parse(NOV_13) - t.clock.now().getTime());
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  partner = await t.user('Partner');
  member = await t.user('client', { parentId: partner.id });
  const created = await Promise.all(
    [code, 'projectedOther'].map((c) =>
      admin.post('/api/services/create', {
        code: c,
        name: c,
        upstreamUrl: 'builtin:company-check',
        billableOutcomes: 'success',
      }),
    ),
  );
  [serviceId, otherServiceId] = created.map((res) => res.json().data.id as number) as [
    number,
    number,
  ];
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'P',
    tiers: [
      { upTo: 200, priceMinor: 1000 },
      { upTo: null, priceMinor: 700 },
    ],
    vatIncluded: false,
    vatRate: 12,
    validFrom: '2026-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  tariffId = tariff.json().data.id;
  await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId,
    tariffId,
    from: '2026-01-01',
  });
  const pack = await admin.post(`/api/users/${partner.id}/tariff-packages/${serviceId}/create`, {
    quota: 400,
    priceMinor: 50_000,
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
  });
  expect(pack.statusCode, pack.body).toBe(201);
  packageId = pack.json().data.id;
  // 20 a day: 600 expected by the month's end, the package's 400 used up on the 20th, and
  // 200 in the first tier at 10 ₸ with 12 % VAT: 2 240 ₸ projected (as the forecast test shows).
  await ingestDays(member.id, [...daysOf('2026-10', 1, 31), ...daysOf('2026-11', 1, 12)], 20);
});
afterAll(() => t.close());

describe('rules judged on the month’s forecast', () => {
  it('fires on the projected spend above an amount, once for the month, and not below it', async () => {
    const session = await signIn(partner);
    const above = await createRule(session, {
      condition: { kind: 'projectedSpend', aboveMinor: 200_000 },
    });
    const below = await createRule(session, {
      condition: { kind: 'projectedSpend', aboveMinor: 230_000 },
    });
    const fired = await until(
      () => ruleRow(above),
      (row) => row.state === 'triggered',
    );
    expect(fired).toMatchObject({ period: '2026-11', last_value: 224_000 });
    // Further checks find it triggered already, and the higher amount is not reached.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await eventsOf(above)).toHaveLength(1);
    expect(await ruleRow(below)).toMatchObject({ state: 'ok' });
    const notes = await t.db
      .selectFrom('notifications')
      .select('payload')
      .where('user_id', '=', partner.id)
      .execute();
    expect(notes.map((n) => JSON.parse(n.payload).ruleId)).toContain(above);
  });

  it('fires when a package is projected to run out before the month ends, naming the day', async () => {
    const session = await signIn(partner);
    const whole = await createRule(session, { condition: { kind: 'packageRunsOut' } });
    const ofService = await createRule(session, {
      serviceId,
      condition: { kind: 'packageRunsOut' },
    });
    const ofOther = await createRule(session, {
      serviceId: otherServiceId,
      condition: { kind: 'packageRunsOut' },
    });
    for (const id of [whole, ofService])
      expect(
        await until(
          () => ruleRow(id),
          (row) => row.state === 'triggered',
        ),
      ).toMatchObject({ period: `2026-11/${packageId}`, last_value: 20 });
    expect(await ruleRow(ofOther)).toMatchObject({ state: 'ok' });
  });

  it('judges nothing while the forecast has too little to rest on', async () => {
    const fresh = await t.user('Partner');
    const assigned = await admin.post(`/api/users/${fresh.id}/services/assign`, {
      serviceId,
      tariffId,
      from: '2026-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);
    // One complete day of a new partner's first month: not enough.
    await t.at('2026-11-02T10:00:00+05:00', async () => {
      await ingestDays(fresh.id, ['2026-11-01'], 50);
      const session = await signIn(fresh);
      const rule = await createRule(session, {
        condition: { kind: 'projectedSpend', aboveMinor: 1 },
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await ruleRow(rule)).toMatchObject({ state: 'ok' });
    });
  });

  it('prices a circle’s projection once a minute, however many passes judge it', async () => {
    const session = await signIn(partner);
    await createRule(session, { condition: { kind: 'projectedSpend', aboveMinor: 10 ** 12 } });
    // A new minute of the clock: the projections of the one before are not used again.
    t.clock.advance(60_000);
    observed.seen = [];
    const count = (kind: 'pass' | 'pricing') => observed.seen.filter((k) => k === kind).length;
    // A pass begun in the minute before may still answer after this point, so what is counted
    // is the pricings once three passes have followed the first, against three passes later.
    await until(
      async () => observed.seen.slice(observed.seen.indexOf('pricing') + 1),
      (after) => observed.seen.includes('pricing') && after.filter((k) => k === 'pass').length >= 3,
    );
    const priced = count('pricing');
    const passesThen = count('pass');
    await until(
      async () => count('pass'),
      (n) => n >= passesThen + 3,
    );
    expect(count('pricing')).toBe(priced);
  });

  it('runs one scheduled check at a time, however long a check takes', async () => {
    observed.passesAtOnce = 0;
    observed.holdPassMs = 2_500;
    try {
      // Each pass's read answers after 2.5 s, the check ticks every second.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    } finally {
      observed.holdPassMs = 0;
    }
    expect(observed.passesAtOnce).toBe(1);
  });

  it('refuses a malformed condition with 422 and a field message', async () => {
    const session = await signIn(partner);
    for (const condition of [
      { kind: 'projectedSpend', aboveMinor: 0 },
      { kind: 'projectedSpend', aboveMinor: 1.5 },
      { kind: 'projectedSpend' },
      { kind: 'packageRunsOut', days: 3 },
    ]) {
      const res = await session.post('/api/alerts/rules', { condition });
      expect(res.statusCode, JSON.stringify(condition)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});
