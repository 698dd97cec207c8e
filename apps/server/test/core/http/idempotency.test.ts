import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import { startIngestWorld, type IngestWorld } from '../../helpers/ingest-world.js';
import type { Session } from '../../helpers/session.js';

/**
 * An `Idempotency-Key` on ingestion and on the POSTs that create things: the same key and body get
 * the first answer again without running twice, another body under the key 422, a retry while
 * the first runs 409; answers other than 2xx are not kept (the call may be sent again).
 */

let t: TestApp;
let admin: Session;
let integrator: Session;
let userId: number;
let record: IngestWorld['record'];
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

const storedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const receipt = async () => (await integrator.get('/api/usage/receipts')).json().data[0];

beforeAll(async () => {
  ({ t, admin, integrator, userId, record } = await startIngestWorld('idemSvc', 'Idempotency'));
});
afterAll(() => t.close());

describe('ingestion with an Idempotency-Key', () => {
  it('replays the first answer for the same key and body, recording once', async () => {
    const body = { records: [record(), record(), { bad: true }] };
    const first = await integrator.post('/api/usage/requests', body, withKey('batch-1'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ accepted: 2, duplicates: [] });
    const before = { stored: await storedCount(), receipt: await receipt() };
    const again = await integrator.post('/api/usage/requests', body, withKey('batch-1'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before.stored);
    expect(await receipt()).toEqual(before.receipt);
  });

  it('refuses the same key with another body (422), in the caller’s language', async () => {
    await integrator.post('/api/usage/requests', { records: [record()] }, withKey('batch-2'));
    const other = await integrator.post(
      '/api/usage/requests',
      { records: [record()] },
      withKey('batch-2'),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toEqual([
      'Этот Idempotency-Key уже использован с другим телом запроса. Для нового запроса возьмите новый ключ.',
    ]);
  });

  it('answers 409 while the first is in flight, and runs again once it lapsed', async () => {
    const body = { records: [record()] };
    await integrator.post('/api/usage/requests', body, withKey('batch-3'));
    // As if the first were still running: claimed, no answer yet.
    await t.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, answer: null })
      .where('key', '=', 'batch-3')
      .execute();
    const during = await integrator.post('/api/usage/requests', body, withKey('batch-3'));
    expect(during.statusCode).toBe(409);
    expect(during.headers['retry-after']).toBe('5');
    // A claim without an answer for a minute is of a process that stopped: taken over.
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(t.clock.now().getTime() - 120_000).toISOString() })
      .where('key', '=', 'batch-3')
      .execute();
    const after = await integrator.post('/api/usage/requests', body, withKey('batch-3'));
    expect(after.statusCode).toBe(200);
    expect(after.json().duplicates).toEqual([body.records[0]!.requestId]);
  });

  it('keeps no failed answer: the same key runs again once the fault is gone', async () => {
    const pg = t.dialect === 'postgres';
    if (pg) {
      await sql`create function refuse_receipt() returns trigger language plpgsql as $$
        begin raise exception 'receipts refused'; end $$`.execute(t.db);
      await sql`create trigger refuse_receipt before insert on ingest_receipts
        for each row execute function refuse_receipt()`.execute(t.db);
    } else
      await sql`create trigger refuse_receipt before insert on ingest_receipts
        begin select raise(abort, 'receipts refused'); end`.execute(t.db);
    const body = { records: [record()] };
    const failed = await integrator.post('/api/usage/requests', body, withKey('batch-4'));
    await sql`drop trigger refuse_receipt${sql.raw(pg ? ' on ingest_receipts' : '')}`.execute(t.db);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const retried = await integrator.post('/api/usage/requests', body, withKey('batch-4'));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().accepted).toBe(1);
  });

  it('refuses a malformed key (422) and keeps keys apart per caller', async () => {
    const long = await integrator.post(
      '/api/usage/requests',
      { records: [record()] },
      withKey('x'.repeat(256)),
    );
    expect(long.statusCode).toBe(422);
    const body = { records: [record()] };
    const mine = await integrator.post('/api/usage/requests', body, withKey('shared'));
    const theirs = await admin.post('/api/usage/requests', body, withKey('shared'));
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a create POST with an Idempotency-Key', () => {
  it('creates once: the retry gets the first answer, another body 422', async () => {
    const body = { code: 'idemOnce', name: 'Once', upstreamUrl: 'builtin:company-check' };
    const first = await admin.post('/api/services/create', body, withKey('svc-1'));
    expect(first.statusCode, first.body).toBe(201);
    const again = await admin.post('/api/services/create', body, withKey('svc-1'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .selectFrom('services')
      .select('id')
      .where('code', '=', 'idemOnce')
      .execute();
    expect(rows).toHaveLength(1);
    const other = await admin.post(
      '/api/services/create',
      { ...body, code: 'idemOther' },
      withKey('svc-1'),
    );
    expect(other.statusCode).toBe(422);
  });

  it('without a key, or after a refusal, runs as before', async () => {
    const body = { code: 'idemOnce', name: 'Taken', upstreamUrl: 'builtin:company-check' };
    const refused = await admin.post('/api/services/create', body, withKey('svc-2'));
    expect(refused.statusCode).toBe(422);
    const fixed = await admin.post(
      '/api/services/create',
      { ...body, code: 'idemFixed' },
      withKey('svc-3'),
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
    // The refused call kept nothing under its key: sent again, it runs again.
    expect((await admin.post('/api/services/create', body, withKey('svc-2'))).statusCode).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('names the Idempotency-Key header on ingestion and the create POSTs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/usage/requests',
      '/api/services/create',
      '/api/partners/create',
      '/api/partner-users/create',
      '/api/tariffs/create',
      '/api/users/{userId}/tariff-packages/{serviceId}/create',
      '/api/api-keys',
      '/api/webhooks',
      '/api/alerts/rules',
      '/api/package-requests/create',
    ]) {
      const parameters = doc.paths[path].post.parameters as Array<{ name: string; in: string }>;
      expect(parameters, path).toContainEqual(
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      );
    }
  });
});
