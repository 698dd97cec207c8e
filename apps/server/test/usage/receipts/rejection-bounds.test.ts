import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestReceiptsResponse, IngestResult, RejectionsPage } from '@cabinet/contract';
import { createService } from '../../helpers/export-world.js';
import { Session } from '../../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../../helpers/test-app.js';

/*
 * Issue 39: what one sender's refused records may cost. A sender's day keeps
 * REJECTED_KEPT_PER_SENDER_DAY of them (the rest counted, not kept), each an excerpt with errors
 * of bounded size; a list's CSV ends at LIST_CSV_MAX_ROWS rows or LIST_CSV_MAX_BYTES bytes.
 */

const KEPT_A_DAY = 5;
const MAX_ROWS = 30;
const MAX_BYTES = 64 * 1024;

let t: TestApp;
let admin: Session;
let integrator: Session;
let integratorUser: TestUser;
let member: TestUser;
let serial = 0;

const refused = (overrides: Record<string, unknown> = {}) => ({
  requestId: `rb-${++serial}`,
  userId: member.id,
  serviceCode: 'nope',
  time: t.clock.now().toISOString(),
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
  ...overrides,
});

const ingest = async (records: unknown[], session = integrator) => {
  const res = await session.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
};

const rejections = async (query: string) => {
  const res = await admin.get(`/api/usage/rejections${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return RejectionsPage.parse(res.json());
};

/** A session of the integrator's, made at the clock's time (a day later, the first one has expired). */
const signIn = async () => {
  const session = new Session(t.app);
  await session.login(integratorUser.login, integratorUser.password);
  return session;
};

const csvRows = (body: string) => parse(body, { delimiter: ';', bom: true }) as string[][];

/** Rows of a sender's refused records written as earlier versions kept them: whole, up to 40,000 characters. */
async function keepDirectly(userId: number, count: number, record: string, errors = '{}') {
  const rows = Array.from({ length: count }, (_, n) => ({
    at: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(),
    day: '2026-11-01',
    user_id: userId,
    partner_id: null,
    record_index: n,
    request_id: `old-${n}`,
    reason: 'invalidRecord',
    errors,
    record,
  }));
  for (let start = 0; start < rows.length; start += 100)
    await t.db
      .insertInto('ingest_rejections')
      .values(rows.slice(start, start + 100))
      .execute();
}

beforeAll(async () => {
  t = await startTestApp({
    REJECTED_KEPT_PER_SENDER_DAY: String(KEPT_A_DAY),
    LIST_CSV_MAX_ROWS: String(MAX_ROWS),
    LIST_CSV_MAX_BYTES: String(MAX_BYTES),
  });
  admin = (await t.signedIn('Admin')).session;
  const signed = await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] });
  integrator = signed.session;
  integratorUser = signed.user;
  member = await t.user('client', { parentId: (await t.user('Partner')).id });
  await createService(t, 'boundSvc');
});
afterAll(() => t.close());

describe('refused records kept per sender and day', () => {
  it('keeps the day’s first REJECTED_KEPT_PER_SENDER_DAY; the rest are counted in the receipts, not kept', async () => {
    await ingest([refused(), refused(), refused({ serviceCode: 'boundSvc' }), refused()]);
    await ingest([refused(), refused({ time: 'never' }), refused(), refused()]);
    const receipts = IngestReceiptsResponse.parse(
      (await integrator.get('/api/usage/receipts')).json(),
    ).data;
    expect(receipts).toEqual([
      {
        day: '2026-11-02',
        accepted: 1,
        duplicates: 0,
        rejected: 7,
        reasons: { unknownService: 6, timeInvalid: 1 },
      },
    ]);
    const kept = await rejections(`?senderId=${integratorUser.id}&rowsPerPage=0`);
    expect(kept.meta.total).toBe(KEPT_A_DAY);
    // The first ones, in the order they came.
    expect(kept.data.map((r) => r.requestId).sort()).toEqual(
      ['rb-1', 'rb-2', 'rb-4', 'rb-5', 'rb-6'].sort(),
    );
    // The next day keeps again.
    await t.at('2026-11-03T09:00:00Z', async () => ingest([refused()], await signIn()));
    expect((await rejections(`?senderId=${integratorUser.id}`)).meta.total).toBe(KEPT_A_DAY + 1);
  });

  it('keeps errors of bounded size, however many unknown fields a record names', async () => {
    const noisy = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, n) => [`unknown_${n}_${'k'.repeat(300)}`, n]),
    );
    const day = '2026-11-04';
    const result = await t.at(`${day}T09:00:00Z`, async () =>
      ingest([refused(noisy)], await signIn()),
    );
    expect(result.invalid).toHaveLength(1);
    // The answer names each unknown field once, with a message of its own (not of them all).
    const errors = result.invalid[0]!.errors;
    expect(Object.keys(errors)).toHaveLength(2_000);
    expect(JSON.stringify(errors).length).toBeLessThan(2_000 * 1_000);
    const [row] = (await rejections(`?senderId=${integratorUser.id}&startDate=${day}`)).data;
    expect(row!.recordCut).toBe(true);
    expect(row!.record).toHaveLength(2_000);
    expect(JSON.stringify(row!.errors).length).toBeLessThanOrEqual(2_000);
    expect(Object.keys(row!.errors).length).toBeGreaterThan(0);
  });
});

describe('a list’s CSV is capped in rows and in bytes', () => {
  it('ends the refused records at the last whole row within LIST_CSV_MAX_BYTES', async () => {
    const sender = await t.user('Integrator');
    // Records kept whole before excerpts (the worst for a CSV: quotes only), read as excerpts of
    // 2,000 quotes: 4,002 bytes a cell.
    await keepDirectly(sender.id, 40, '"'.repeat(40_000));
    const res = await admin.get(`/api/usage/rejections/export?senderId=${sender.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(res.rawPayload.length).toBeGreaterThan(MAX_BYTES - 4_200);
    const rows = csvRows(res.body);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(20);
    for (const row of rows.slice(1)) {
      expect(row[7]).toHaveLength(2_000);
      expect(row[8]).toBe('yes');
    }
    // The newest first.
    expect(rows[1]![4]).toBe('old-39');
  });

  it('ends the refused records at LIST_CSV_MAX_ROWS', async () => {
    const sender = await t.user('Integrator');
    await keepDirectly(sender.id, MAX_ROWS + 15, '{"short":true}');
    const rows = csvRows(
      (await admin.get(`/api/usage/rejections/export?senderId=${sender.id}`)).body,
    );
    expect(rows).toHaveLength(MAX_ROWS + 1);
    expect(rows.slice(1).map((row) => row[4])).toEqual(
      Array.from({ length: MAX_ROWS }, (_, n) => `old-${MAX_ROWS + 14 - n}`),
    );
  });

  it('ends the audit log at the last whole row within LIST_CSV_MAX_BYTES, and at LIST_CSV_MAX_ROWS', async () => {
    const big = JSON.stringify({ note: '"'.repeat(3_000) });
    await t.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 40 }, (_, n) => ({
          at: new Date(Date.UTC(2026, 9, 1, 0, 0, n)).toISOString(),
          actor_id: null,
          actor_partner_id: null,
          ip: null,
          action: 'update',
          object_type: 'partner',
          object_id: String(n),
          before: big,
          after: big,
        })),
      )
      .execute();
    const res = await admin.get('/api/audit/export?objectType=partner');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(MAX_BYTES);
    const rows = csvRows(res.body);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(MAX_ROWS);
    expect(JSON.parse(rows[1]![6]!)).toEqual(JSON.parse(big));
    expect(rows[1]![5]).toBe('39');
    const all = csvRows((await admin.get('/api/audit/export')).body);
    expect(all.length).toBeLessThanOrEqual(MAX_ROWS + 1);
  });
});
