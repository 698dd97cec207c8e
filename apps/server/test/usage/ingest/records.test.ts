import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult } from '@cabinet/contract';
import { hostileValue } from '../../helpers/schema-arbitraries.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/** Records one by one: a bad record gets its own reason, never costs the batch its valid records. */

let t: TestApp;
let integrator: Session;
let userIds: number[];
let serial = 0;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const record = (overrides: Record<string, unknown> = {}) => ({
  requestId: `rec-${++serial}`,
  userId: userIds[0],
  serviceCode: 'recSvc',
  time: '2026-10-20T10:00:00+05:00',
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
  ...overrides,
});

async function ingest(records: unknown[]) {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
}

const registerSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  const admin = (await t.signedIn('Admin')).session;
  const created = await admin.post('/api/services/create', {
    code: 'recSvc',
    name: 'Records service',
    description: '',
    documentation: '',
    upstreamUrl: 'builtin:company-check',
    form: [],
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const partner = await t.user('Partner');
  userIds = [
    partner.id,
    (await t.user('client', { parentId: partner.id })).id,
    (await t.user('client', { parentId: partner.id })).id,
  ];
  integrator = (await t.signedIn('Integrator', { parentId: partner.id })).session;
});
afterAll(() => t.close());

describe('a record’s time', () => {
  it('far in the future is that record’s own refusal, not the batch’s 500', async () => {
    const result = await ingest([
      record(),
      record({ time: '9999-12-31T23:59:59-14:00' }),
      record({ time: '0001-01-01T00:00:00+14:00' }),
      record(),
    ]);
    expect(result.accepted).toBe(2);
    expect(result.invalid.map((i) => [i.index, Object.keys(i.errors)])).toEqual([
      [1, ['time']],
      [2, ['time']],
    ]);
  });

  it('lies between 400 days before and 60 minutes after the server’s clock', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(ms).toISOString();
    const result = await ingest([
      record({ time: at(now - 400 * DAY + HOUR) }),
      record({ time: at(now - 401 * DAY) }),
      record({ time: at(now + 59 * 60_000) }),
      record({ time: at(now + 61 * 60_000) }),
    ]);
    expect(result.invalid.map((i) => i.index)).toEqual([1, 3]);
    expect(result.invalid[0]!.errors.time).toEqual([
      'Время запроса должно быть не раньше чем за 400 дней и не позже чем через 60 минут от времени сервера',
    ]);
    expect(result.accepted).toBe(2);
  });
});

/** Any time of any year, with any offset the ISO format allows. */
const anyTime = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    offset: fc.integer({ min: -14, max: 14 }),
  })
  .map(({ year, month, day, hour, offset }) => {
    const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
    const sign = offset < 0 ? '-' : '+';
    return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:00:00${sign}${pad(offset)}:00`;
  });

/** The ends of the ISO range, where an offset carries the instant out of a four-digit year. */
const EDGE_TIMES = [
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T20:00:00-05:00',
  '0000-01-01T00:00:00+14:00',
  '1999-12-31T23:59:59Z',
  '2100-01-01T00:00:00Z',
];

const FIELDS = ['requestId', 'userId', 'serviceCode', 'time', 'status', 'httpStatus', 'durationMs'];

describe('fuzzed batches', () => {
  it('never answer 500, account for every record, and keep every valid one', async () => {
    const now = t.clock.now().getTime();
    const validTime = fc
      .integer({ min: now - 399 * DAY, max: now + 59 * 60_000 })
      .map((ms) => new Date(ms).toISOString());
    const valid = fc.record({
      userId: fc.constantFrom(...userIds),
      time: validTime,
      status: fc.constantFrom('success', 'error'),
      httpStatus: fc.integer({ min: 100, max: 599 }),
      durationMs: fc.integer({ min: 0, max: 3_600_000 }),
      subject: fc.string({ maxLength: 255 }),
    });
    const broken = fc.oneof(
      fc.record({ field: fc.constantFrom(...FIELDS), value: hostileValue }),
      fc.record({
        field: fc.constant('time'),
        value: fc.oneof(anyTime, fc.constantFrom(...EDGE_TIMES)),
      }),
    );
    const item = fc.oneof(
      valid.map((fields) => ({ keep: true as const, body: fields })),
      fc.tuple(valid, broken).map(([fields, { field, value }]) => ({
        keep: false as const,
        body: fields,
        field,
        value,
      })),
      hostileValue.map((value) => ({ keep: false as const, raw: value })),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 25 }), async (items) => {
        const records = items.map((it) => {
          if ('raw' in it) return it.raw;
          const body: Record<string, unknown> = record(it.body);
          if (!it.keep) body[it.field] = it.value;
          return body;
        });
        const before = await registerSize();
        const res = await integrator.post('/api/usage/requests', { records });
        if (res.statusCode === 422 && /"(__proto__|constructor)"/.test(JSON.stringify(records))) {
          // Prototype keys anywhere refuse the body as a whole, before any record is read.
          expect(await registerSize()).toBe(before);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const result = IngestResult.parse(res.json());
        expect(result.accepted + result.duplicates.length + result.invalid.length).toBe(
          records.length,
        );
        const refused = new Set(result.invalid.map((i) => i.index));
        items.forEach((it, index) => {
          if (it.keep) expect(refused.has(index), JSON.stringify(result.invalid)).toBe(false);
        });
        expect(await registerSize()).toBe(before + result.accepted);
      }),
      { numRuns: 80, seed: 1523 },
    );
  });
});
