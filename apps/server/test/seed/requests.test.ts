import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Calendar } from '../../src/core/calendar.js';
import { loadConfig } from '../../src/core/config.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { seedDemo } from '../../src/seed/demo.js';
import { isoClock, seedRequests } from '../../src/seed/requests.js';
import { recordRequests, type RequestRecord } from '../../src/features/usage/index.js';
import { verifyMonth } from '../../src/features/documents/index.js';
import { FileStore } from '../../src/core/storage/file-store.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let storage: TestDatabase;
let handle: DatabaseHandle;
const seededAt = new Date().toISOString();
const openOn = (storage: TestDatabase) =>
  openMigratedDatabase(
    loadConfig({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    }),
  );
beforeAll(async () => {
  storage = await createTestDatabase();
  handle = await openOn(storage);
  await seedDemo(handle.db, seededAt);
});
afterAll(async () => {
  await handle.db.destroy();
  await storage.drop();
});

describe('demo requests', () => {
  it('fill the register over the last 90 days with usage that matches it exactly', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const count = await seedRequests(handle, new Calendar('Asia/Almaty'), { count: 5000, now });
    expect(count).toBe(5000);
    const { db } = handle;
    const register = await db
      .selectFrom('requests')
      .select((eb) => [
        'user_id',
        'service_id',
        'day',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('amount_minor').as('amount'),
      ])
      .groupBy(['user_id', 'service_id', 'day'])
      .execute();
    const usage = await db.selectFrom('daily_usage').selectAll().execute();
    expect(usage).toHaveLength(register.length);
    for (const row of register) {
      const day = usage.find(
        (u) => u.user_id === row.user_id && u.service_id === row.service_id && u.day === row.day,
      )!;
      expect(day.requests).toBe(Number(row.n));
      expect(Number(day.amount_minor)).toBe(Number(row.amount));
    }
    const span = await db
      .selectFrom('requests')
      .select([
        sql<string>`min(requested_at)`.as('first'),
        sql<string>`max(requested_at)`.as('last'),
      ])
      .executeTakeFirstOrThrow();
    expect(Date.parse(span.first)).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
    expect(Date.parse(span.last)).toBeLessThanOrEqual(now.getTime());
    const billed = await db
      .selectFrom('requests')
      .select('id')
      .where('amount_minor', '>', 0)
      .limit(1)
      .execute();
    expect(billed).toHaveLength(1);
    // The months the demo spans recompute from the register without a difference.
    for (const [year, month] of [
      [2026, 8],
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ] as const) {
      const verified = await verifyMonth(db, new FileStore(storage.dataDir), year, month);
      expect(verified.differences, `${month}.${year}`).toEqual([]);
      expect(verified.requests).toBeGreaterThan(0);
      // Every demo partner's statement re-priced from the register, open months too.
      expect(verified.statements, `${month}.${year}`).toBeGreaterThan(0);
    }
  });

  it('carry the payloads of their own service, as its documentation describes them', async () => {
    const rows = await handle.db
      .selectFrom('requests as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .select(['s.code', 'r.subject', 'r.http_status', 'r.request_payload', 'r.response_payload'])
      .execute();
    const seen = new Set<string>();
    for (const row of rows) {
      const question = JSON.parse(row.request_payload) as Record<string, unknown>;
      const answer = JSON.parse(row.response_payload) as Record<string, unknown>;
      expect(question.bin, row.request_payload).toBe(row.subject);
      if (row.http_status >= 500) {
        expect(answer).toHaveProperty('message');
        continue;
      }
      seen.add(`${row.code} ${row.http_status}`);
      if (row.code === 'almatyCement') {
        expect(question.month).toMatch(/^\d{4}-\d{2}$/);
        if (row.http_status === 200) {
          expect(answer).toMatchObject({ found: true, bin: row.subject, month: question.month });
          const shipments = answer.shipments as Array<{ waybill: string; tonnes: number }>;
          expect(shipments.length).toBeGreaterThan(0);
          expect(answer.totalTonnes).toBe(shipments.reduce((sum, s) => sum + s.tonnes, 0));
        } else {
          expect(row.http_status).toBe(404);
          expect(answer).toMatchObject({ found: false, bin: row.subject });
        }
      } else if (row.code === 'companyCheck') {
        expect(Object.keys(question)).toEqual(['bin']);
        if (row.http_status === 200) {
          expect(answer).toMatchObject({ bin: row.subject, registered: true });
          expect(answer).toHaveProperty('employees');
          expect(answer).not.toHaveProperty('shipments');
        } else {
          expect(row.http_status).toBe(404);
        }
      }
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['almatyCement 200', 'almatyCement 404', 'companyCheck 200']),
    );
  });

  it('are priced and counted exactly as ingestion prices and counts the same requests', async () => {
    // The register seeded above, recorded again through ingestion into a twin database.
    const other = await createTestDatabase();
    const twin = await openOn(other);
    try {
      await seedDemo(twin.db, seededAt);
      const seeded = await handle.db.selectFrom('requests').selectAll().orderBy('id').execute();
      expect(seeded.length).toBeGreaterThanOrEqual(5000);
      const records: RequestRecord[] = seeded.map((r) => ({
        requestId: r.request_id,
        userId: r.user_id,
        serviceId: r.service_id,
        requestedAt: r.requested_at,
        status: r.status as RequestRecord['status'],
        httpStatus: r.http_status,
        durationMs: r.duration_ms,
        subject: r.subject,
        requestPayload: r.request_payload,
        responsePayload: r.response_payload,
      }));
      const outcome = await recordRequests(twin.db, new Calendar('Asia/Almaty'), records);
      expect(outcome.duplicates).toEqual([]);
      const shape = (db: DatabaseHandle['db']) =>
        db
          .selectFrom('requests')
          .select([
            'request_id',
            'user_id',
            'service_id',
            'requested_at',
            'day',
            'status',
            'billable',
            'amount_minor',
            'package_id',
          ])
          .orderBy('user_id')
          .orderBy('request_id')
          .execute();
      const ingested = await shape(twin.db);
      expect(ingested).toEqual(await shape(handle.db));
      expect(new Set(ingested.map((r) => Number(r.amount_minor))).size).toBeGreaterThan(1);
      const counters = async (db: DatabaseHandle['db']) => ({
        usage: await db
          .selectFrom('daily_usage')
          .selectAll()
          .orderBy('user_id')
          .orderBy('service_id')
          .orderBy('day')
          .execute(),
        volumes: await db
          .selectFrom('monthly_volume')
          .selectAll()
          .where('tariff_billed', '>', 0)
          .orderBy('holder_id')
          .orderBy('service_id')
          .orderBy('month')
          .execute(),
        packages: await db
          .selectFrom('tariff_packages')
          .select(['id', 'used'])
          .orderBy('id')
          .execute(),
      });
      expect(await counters(twin.db)).toEqual(await counters(handle.db));
    } finally {
      await twin.db.destroy();
      await other.drop();
    }
  });

  it('write times exactly as Date#toISOString does', () => {
    const iso = isoClock();
    let time = Date.parse('2026-03-31T23:59:58.5Z');
    for (let i = 0; i < 20_000; i += 1) {
      time += Math.random() < 0.1 ? Math.random() * 40 * 86_400_000 : Math.random() * 900;
      expect(iso(time)).toBe(new Date(time).toISOString());
    }
    // Out of order too, and on the hour's edges.
    for (const t of [0, 3_599_999, 3_600_000, Date.parse('2024-02-29T12:00:00Z'), 1.7e12 + 0.999])
      expect(iso(t)).toBe(new Date(t).toISOString());
  });
});
