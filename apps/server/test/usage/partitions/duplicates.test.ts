import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';

/** Idempotency per user and request id, whichever month a copy claims to belong to. */

let t: TestApp;
let integrator: Session;
let userId: number;

const record = (requestId: string, time: string) => ({
  requestId,
  userId,
  serviceCode: 'dupSvc',
  time,
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
});

async function ingest(records: unknown[]) {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
}

const stored = async (requestId: string) =>
  t.db.selectFrom('requests').select('requested_at').where('request_id', '=', requestId).execute();

beforeAll(async () => {
  t = await startTestApp();
  const admin = (await t.signedIn('Admin')).session;
  const created = await admin.post('/api/services/create', {
    code: 'dupSvc',
    name: 'Duplicates service',
    description: '',
    documentation: '',
    upstreamUrl: 'builtin:company-check',
    form: [],
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const partner = await t.user('Partner');
  userId = partner.id;
  integrator = (await t.signedIn('Integrator', { parentId: partner.id })).session;
});
afterAll(() => t.close());

describe('a request id sent again', () => {
  it('is refused as a conflict with a time of another month, in another batch', async () => {
    expect((await ingest([record('dup-1', '2026-10-20T10:00:00Z')])).accepted).toBe(1);
    const again = await ingest([record('dup-1', '2026-08-03T10:00:00Z')]);
    expect(again.accepted).toBe(0);
    expect(again.duplicates).toEqual([]);
    expect(again.invalid.map((i) => [i.index, i.requestId])).toEqual([[0, 'dup-1']]);
    expect(await stored('dup-1')).toHaveLength(1);
  });

  it('is a duplicate with the same content, in another batch', async () => {
    expect((await ingest([record('dup-4', '2026-10-20T10:00:00Z')])).accepted).toBe(1);
    const again = await ingest([record('dup-4', '2026-10-20T10:00:00Z')]);
    expect(again).toMatchObject({ accepted: 0, duplicates: ['dup-4'], invalid: [] });
    expect(await stored('dup-4')).toHaveLength(1);
  });

  it('is refused within one batch across months, the first sent kept', async () => {
    const result = await ingest([
      record('dup-2', '2026-10-01T10:00:00Z'),
      record('dup-2', '2026-07-01T10:00:00Z'),
    ]);
    expect(result.accepted).toBe(1);
    expect(result.invalid.map((i) => i.index)).toEqual([1]);
    const rows = await stored('dup-2');
    expect(rows.map((r) => new Date(r.requested_at).toISOString())).toEqual([
      '2026-10-01T10:00:00.000Z',
    ]);
  });

  it('is stored once when two batches race with it in different months', async () => {
    const results = await Promise.all([
      ingest([record('dup-3', '2026-09-15T10:00:00Z')]),
      ingest([record('dup-3', '2026-06-15T10:00:00Z')]),
    ]);
    expect(results.map((r) => r.accepted).sort()).toEqual([0, 1]);
    // Other content under the same id: the batch that came second is refused it.
    expect(results.map((r) => r.invalid.length).sort()).toEqual([0, 1]);
    expect(await stored('dup-3')).toHaveLength(1);
  });
});
