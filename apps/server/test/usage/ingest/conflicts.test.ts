import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestResult, RejectionsPage } from '@cabinet/contract';
import type { TestApp } from '../../helpers/test-app.js';
import { startIngestWorld, type IngestWorld } from '../../helpers/ingest-world.js';
import type { Session } from '../../helpers/session.js';

/**
 * A request id sent again is a duplicate only with the same content (service, time as an instant,
 * status, HTTP status, duration, subject, payloads); with other content it is that record's own
 * refusal, `conflict`, and the first version stays. Records stored before content hashes were
 * kept (migration 0026) count as the same.
 */

let t: TestApp;
let integrator: Session;
let recordOf: IngestWorld['record'];
/** With a subject and payloads, so that changing each is a change of content. */
const record = (overrides: Record<string, unknown> = {}) =>
  recordOf({
    subject: '123456789012',
    requestPayload: '{"q":1}',
    responsePayload: '{"a":2}',
    ...overrides,
  });

async function ingest(records: unknown[], session = integrator) {
  const res = await session.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
}

const storedOf = (requestId: string) =>
  t.db
    .selectFrom('requests')
    .select(['http_status', 'request_payload'])
    .where('request_id', '=', requestId)
    .execute();

beforeAll(async () => {
  ({ t, integrator, record: recordOf } = await startIngestWorld('cfSvc', 'Conflicts'));
});
afterAll(() => t.close());

describe('a request id sent again', () => {
  it('with the same content, the time written otherwise, is a duplicate', async () => {
    const first = record();
    expect((await ingest([first])).accepted).toBe(1);
    const again = await ingest([{ ...first, time: '2026-11-01T15:00:00.000+05:00' }]);
    expect(again).toMatchObject({ accepted: 0, duplicates: [first.requestId], invalid: [] });
  });

  it.each([
    ['status', { status: 'error' }],
    ['HTTP status', { httpStatus: 500 }],
    ['duration', { durationMs: 6 }],
    ['time', { time: '2026-11-01T10:00:01Z' }],
    ['subject', { subject: '999999999999' }],
    ['request payload', { requestPayload: '{"q":2}' }],
    ['response payload', { responsePayload: '' }],
  ])('with another %s is refused as a conflict, the first version kept', async (_, change) => {
    const first = record();
    const other = record();
    await ingest([first, other]);
    const again = await ingest([{ ...other }, { ...first, ...change }]);
    expect(again.accepted).toBe(0);
    expect(again.duplicates).toEqual([other.requestId]);
    expect(again.invalid).toEqual([
      {
        index: 1,
        requestId: first.requestId,
        errors: {
          requestId: [
            'Запрос с этим идентификатором уже записан с другим содержимым; новый запрос передавайте под новым идентификатором',
          ],
        },
      },
    ]);
    expect(await storedOf(first.requestId)).toEqual([
      { http_status: 200, request_payload: '{"q":1}' },
    ]);
  });

  it('is counted by its reason in the receipt and kept among the refused records', async () => {
    const first = record();
    await ingest([first]);
    await ingest([{ ...first, durationMs: 99 }]);
    const page = RejectionsPage.parse(
      (await integrator.get('/api/usage/rejections?reason=conflict')).json(),
    );
    expect(page.data.map((r) => [r.requestId, r.reason])).toContainEqual([
      first.requestId,
      'conflict',
    ]);
    const receipts = (await integrator.get('/api/usage/receipts')).json().data;
    expect(receipts[0].reasons.conflict).toBeGreaterThanOrEqual(1);
  });

  it('in two batches at once with other content: one stored, the other refused', async () => {
    const first = record();
    const results = await Promise.all([
      ingest([first]),
      ingest([{ ...first, httpStatus: 404 }]),
      ingest([{ ...first }]),
    ]);
    expect(results.map((r) => r.accepted).reduce((a, b) => a + b)).toBe(1);
    expect(await storedOf(first.requestId)).toHaveLength(1);
    const stored = (await storedOf(first.requestId))[0]!.http_status;
    // Whichever came first is kept; the copies alike are duplicates, the other one a conflict.
    const conflicts = results.flatMap((r) => r.invalid).length;
    const duplicates = results.flatMap((r) => r.duplicates).length;
    expect({ duplicates, conflicts }).toEqual(
      stored === 200 ? { duplicates: 1, conflicts: 1 } : { duplicates: 0, conflicts: 2 },
    );
  });

  it('recorded before hashes were kept is a duplicate whatever its content', async () => {
    const first = record();
    await ingest([first]);
    if (t.dialect === 'postgres')
      await sql`update request_keys set content_hash = null where request_id = ${first.requestId}`.execute(
        t.db,
      );
    else
      await sql`update requests set content_hash = null where request_id = ${first.requestId}`.execute(
        t.db,
      );
    const again = await ingest([{ ...first, httpStatus: 503 }]);
    expect(again).toMatchObject({ accepted: 0, duplicates: [first.requestId], invalid: [] });
  });
});
