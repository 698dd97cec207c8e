import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IngestRecord, IngestResult, RequestDetailResponse } from '@cabinet/contract';
import { Calendar } from '../../src/core/calendar.js';
import { seedDemo } from '../../src/seed/demo.js';
import { seedRequests } from '../../src/seed/requests.js';
import { registerIndexes } from '../../src/core/db/register-indexes.js';
import { checkIngestRecord } from '../../src/features/usage/ingest/intake-check.js';
import { pageIds } from '../../src/features/usage/register/page-location.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
const calendar = new Calendar('Asia/Almaty');
const now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  t.clock.advance(now.getTime() - t.clock.now().getTime());
  await seedDemo(t.db, now.toISOString());
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
});
afterAll(() => t.close());

/** The register's indexes, and on a partitioned register each month's too (by name). */
const indexesNow = async () => {
  const own = await t.db.transaction().execute((trx) => registerIndexes(trx));
  if (t.dialect !== 'postgres') return own;
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename like 'requests\_%' order by indexname`.execute(
    t.db,
  );
  return [...own, ...rows.map((row) => ({ name: row.name, definition: 'partition' }))];
};
const registerState = async () => {
  const requests = await t.db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const usage = await t.db
    .selectFrom('daily_usage')
    .select((eb) => eb.fn.sum<number>('requests').as('n'))
    .executeTakeFirstOrThrow();
  return { requests: Number(requests.n), usage: Number(usage.n ?? 0) };
};

describe('bulk loads of the register', () => {
  it('build the same indexes again, and the usage matches the register', async () => {
    const before = await indexesNow();
    expect(before.map((i) => i.name)).toEqual(
      expect.arrayContaining(['requests_register', 'requests_subject', 'requests_user_request_id']),
    );
    // An empty register: the load is at least as large, so it goes without indexes.
    expect(await seedRequests(t.database, calendar, { count: 3000, now })).toBe(3000);
    expect(await indexesNow()).toEqual(before);
    expect(await registerState()).toEqual({ requests: 3000, usage: 3000 });
    // A smaller load than the register goes through the indexes in place.
    expect(await seedRequests(t.database, calendar, { count: 1000, now })).toBe(1000);
    expect(await indexesNow()).toEqual(before);
    expect(await registerState()).toEqual({ requests: 4000, usage: 4000 });
  });

  it('that fail half-way leave the register, its usage and its indexes as they were', async () => {
    const indexes = await indexesNow();
    const state = await registerState();
    // 45,000 rows make three chunks; the failure comes after the first is written.
    await expect(
      seedRequests(t.database, calendar, {
        count: 45_000,
        now,
        onProgress: () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(await indexesNow()).toEqual(indexes);
    expect(await registerState()).toEqual(state);

    // The unique index still holds: a request recorded again counts as a duplicate.
    const known = await t.db
      .selectFrom('requests as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .select(['r.request_id', 'r.user_id', 's.code'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await integrator.post('/api/usage/requests', {
      records: [
        {
          requestId: known.request_id,
          userId: known.user_id,
          serviceCode: known.code,
          time: now.toISOString(),
          status: 'success',
          httpStatus: 200,
          durationMs: 10,
        },
      ],
    });
    expect(IngestResult.parse(res.json())).toMatchObject({
      accepted: 0,
      duplicates: [known.request_id],
    });
    if (t.dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    }
  });
});

describe('ingestion fast paths', () => {
  it('store payloads and subjects with quotes, braces, backslashes and commas exactly', async () => {
    const user = await t.db
      .selectFrom('requests as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .select(['r.user_id', 's.id', 's.code'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const awkward = [
      '{"a":"b\\"c","d":[1,2],"e":null}',
      'NULL',
      '',
      ' {,} "\\\\" \t\n ',
      'Қазақша: «кавычки», emoji 😀',
    ];
    const records = awkward.map((payload, i) => ({
      requestId: `awkward-${i}`,
      userId: user.user_id,
      serviceCode: user.code,
      time: new Date(now.getTime() - i * 1000).toISOString(),
      status: 'success',
      httpStatus: 200,
      durationMs: 5,
      subject: payload.slice(0, 20),
      requestPayload: payload,
      responsePayload: [...payload].reverse().join(''),
    }));
    const res = await integrator.post('/api/usage/requests', { records });
    expect(IngestResult.parse(res.json()).accepted).toBe(awkward.length);
    for (const record of records) {
      const detail = await admin.get(
        `/api/user/${user.user_id}/reports/${user.id}/register/request?requestId=${encodeURIComponent(record.requestId)}`,
      );
      expect(RequestDetailResponse.parse(detail.json()).data).toMatchObject({
        requestId: record.requestId,
        subject: record.subject,
        requestPayload: record.requestPayload,
        responsePayload: record.responsePayload,
      });
    }
  });

  it('the compiled record check agrees with the schema on valid and broken records', () => {
    const valid = fc.record({
      requestId: fc.string({ minLength: 1, maxLength: 100 }),
      userId: fc.integer({ min: 1, max: 1_000_000 }),
      serviceCode: fc.string({ minLength: 1, maxLength: 64 }),
      time: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      status: fc.constantFrom('success', 'error'),
      httpStatus: fc.integer({ min: 100, max: 599 }),
      durationMs: fc.integer({ min: 0, max: 3_600_000 }),
      subject: fc.option(fc.string({ maxLength: 255 }), { nil: undefined }),
    });
    const broken = fc.tuple(
      valid,
      fc.constantFrom(
        'requestId',
        'userId',
        'serviceCode',
        'time',
        'status',
        'httpStatus',
        'durationMs',
        'subject',
        'extra',
      ),
      fc.oneof(
        fc.constant(null),
        fc.constant(''),
        fc.constant('   '),
        fc.constant(-1),
        fc.constant(0.5),
        fc.constant(1e20),
        fc.constant('2026-13-01T00:00:00Z'),
        fc.constant('2026-11-20T10:00:00'),
        fc.constant('x'.repeat(300)),
        fc.string(),
      ),
    );
    const same = (item: unknown) => {
      const fast = checkIngestRecord.safeParse(item, { reportInput: true });
      const slow = IngestRecord.safeParse(item, { reportInput: true });
      expect(fast.success).toBe(slow.success);
      if (slow.success) expect(fast.data).toEqual(slow.data);
      else expect(fast.error?.issues).toEqual(slow.error.issues);
    };
    fc.assert(
      fc.property(valid, (record) => same(stripUndefined(record))),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(broken, ([record, field, value]) => same({ ...record, [field]: value })),
      { numRuns: 500 },
    );
  });
});

describe('a page over several users', () => {
  it('merged from each user’s own keys equals the page of all their rows sorted', async () => {
    const busiest = await t.db
      .selectFrom('requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.parent_id', 'r.service_id'])
      .where('u.parent_id', 'is not', null)
      .groupBy(['u.parent_id', 'r.service_id'])
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const partnerId = busiest.parent_id!;
    const members = await t.db
      .selectFrom('users')
      .select('id')
      .where('parent_id', '=', partnerId)
      .execute();
    const users = [partnerId, ...members.map((m) => m.id)];
    expect(users.length).toBeGreaterThan(1);
    const range = (q: ReturnType<typeof registerOf>) =>
      q.where('service_id', '=', busiest.service_id);
    const registerOf = (ids: number[]) => t.db.selectFrom('requests').where('user_id', 'in', ids);
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 25 }),
        async (descending, skip, limit) => {
          const direction = descending ? 'desc' : 'asc';
          const expected = await range(registerOf(users))
            .select('id')
            .orderBy('requested_at', direction)
            .orderBy('id', direction)
            .limit(limit)
            .offset(skip)
            .execute();
          const page = pageIds(users.length, descending, skip, limit, (i) =>
            range(registerOf([users[i]!]))
              .select(['requested_at', 'id'])
              .orderBy('requested_at', direction)
              .orderBy('id', direction)
              .limit(skip + limit),
          );
          const ids = await t.db
            .selectFrom('requests')
            .select('id')
            .where('id', 'in', page)
            .orderBy('requested_at', direction)
            .orderBy('id', direction)
            .execute();
          expect(ids.map((row) => Number(row.id))).toEqual(expected.map((row) => Number(row.id)));
        },
      ),
      { numRuns: 40 },
    );
  });
});

const stripUndefined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
