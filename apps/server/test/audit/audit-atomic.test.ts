import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: Session;
let tariffId: number;

/** A real failure of the audit log's write: the database itself refuses the row. */
async function refuseAuditWrites(): Promise<void> {
  if (t.dialect === 'postgres') {
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`.execute(t.db);
  } else {
    await sql`create trigger refuse_audit before insert on audit_log
      begin select raise(abort, 'audit log refused'); end`.execute(t.db);
  }
}

async function allowAuditWrites(): Promise<void> {
  if (t.dialect === 'postgres') {
    await sql`drop trigger refuse_audit on audit_log`.execute(t.db);
    await sql`drop function refuse_audit()`.execute(t.db);
  } else await sql`drop trigger refuse_audit`.execute(t.db);
}

const service = (code: string) => ({
  code,
  name: 'Сервис',
  description: '',
  documentation: '',
  upstreamUrl: 'builtin:almaty-cement',
  form: [],
});

const auditedObjects = async (objectType: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('object_id')
      .where('object_type', '=', objectType)
      .execute()
  ).map((row) => row.object_id);

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  const created = await admin.post('/api/services/create', service('atomic-base'));
  expect(created.statusCode, created.body).toBe(201);
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId: created.json().data.id,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 1000 }],
    validFrom: '2026-01-01',
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  tariffId = tariff.json().data.id as number;
});
afterAll(() => t.close());

describe('an audited change and its audit entry', () => {
  it('are kept together: an entry that cannot be written undoes the change', async () => {
    await refuseAuditWrites();
    try {
      const created = await admin.post('/api/services/create', service('atomic-lost'));
      expect(created.statusCode).toBe(500);
      expect(created.json()).toMatchObject({ success: false });
      // A change made inside its own transaction (ending a tariff) is undone as well.
      const ended = await admin.post(`/api/tariffs/end/${tariffId}`, { validTo: '2026-06-30' });
      expect(ended.statusCode).toBe(500);
    } finally {
      await allowAuditWrites();
    }
    const lost = await t.db
      .selectFrom('services')
      .select('id')
      .where('code', '=', 'atomic-lost')
      .executeTakeFirst();
    expect(lost).toBeUndefined();
    const tariff = await t.db
      .selectFrom('tariffs')
      .select('valid_to')
      .where('id', '=', tariffId)
      .executeTakeFirstOrThrow();
    expect(tariff.valid_to).toBeNull();
  });

  it('are both there once the entry can be written', async () => {
    const created = await admin.post('/api/services/create', service('atomic-kept'));
    expect(created.statusCode, created.body).toBe(201);
    expect(await auditedObjects('service')).toContain(String(created.json().data.id));
    const ended = await admin.post(`/api/tariffs/end/${tariffId}`, { validTo: '2026-06-30' });
    expect(ended.statusCode, ended.body).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'tariff.end')
      .where('object_id', '=', String(tariffId))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ validTo: '2026-06-30' });
  });

  it('a refused change records nothing and keeps nothing', async () => {
    const before = await auditedObjects('service');
    const duplicate = await admin.post('/api/services/create', service('atomic-kept'));
    expect(duplicate.statusCode).toBe(422);
    expect(await auditedObjects('service')).toEqual(before);
  });
});
