import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import { FileStore } from '../../../src/core/storage/file-store.js';
import { verifyMonth } from '../../../src/features/documents/index.js';
import { earlyUser, unmigratedDatabase } from '../../helpers/unmigrated-database.js';

const database = unmigratedDatabase();

const at = '2026-01-01T00:00:00.000Z';
const user = (login: string, group: 'Partner' | 'client', parentId: number | null = null) =>
  earlyUser(login, { group, parentId, at });

describe('migration 0011 (statements)', () => {
  it('books what the register already holds as charges, by the tariff of the time, so that the month verifies', async () => {
    const { error } = await migrator(database.db).migrateTo('0010_document_digests');
    expect(error).toBeUndefined();
    // Rows as the schema of 0010 had them, below today's typed schema.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = database.db as unknown as Kysely<any>;
    const { id: partnerId } = await db
      .insertInto('users')
      .values(user('old-partner', 'Partner'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: clientId } = await db
      .insertInto('users')
      .values(user('old-client', 'client', partnerId))
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: serviceId } = await db
      .insertInto('services')
      .values({ code: 'old', name: 'Старый', status: 'active', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tiers = [
      { upTo: 2, priceMinor: 1000 },
      { upTo: null, priceMinor: 500 },
    ];
    const { id: tariffId } = await db
      .insertInto('tariffs')
      .values({
        service_id: serviceId,
        name: 'T',
        currency: 'KZT',
        tiers: JSON.stringify(tiers),
        vat_included: 1,
        vat_rate_bp: 1200,
        valid_from: '2026-01-01',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_services')
      .values({
        user_id: partnerId,
        service_id: serviceId,
        tariff_id: tariffId,
        valid_from: '2026-01-01',
      })
      .execute();
    // Priced as pricing did then: 1000, 1000, 500; one covered by a package; one failure, free.
    const rows = [
      { day: '2026-10-05', status: 'success', billable: 1, amount: 1000, pkg: null },
      { day: '2026-10-05', status: 'success', billable: 1, amount: 1000, pkg: null },
      { day: '2026-10-06', status: 'success', billable: 1, amount: 500, pkg: null },
      { day: '2026-10-06', status: 'success', billable: 1, amount: 0, pkg: 7 },
      { day: '2026-10-06', status: 'error', billable: 0, amount: 0, pkg: null },
    ] as const;
    await db
      .insertInto('requests')
      .values(
        rows.map((r, i) => ({
          user_id: clientId,
          service_id: serviceId,
          request_id: `old-${i}`,
          requested_at: `${r.day}T06:00:00.000Z`,
          day: r.day,
          status: r.status,
          http_status: r.status === 'success' ? 200 : 500,
          duration_ms: 1,
          subject: '',
          billable: r.billable,
          amount_minor: r.amount,
          package_id: r.pkg,
        })),
      )
      .execute();
    for (const day of ['2026-10-05', '2026-10-06']) {
      const same = rows.filter((r) => r.day === day);
      await db
        .insertInto('daily_usage')
        .values({
          user_id: clientId,
          service_id: serviceId,
          day,
          requests: same.length,
          successful: same.filter((r) => r.status === 'success').length,
          failed: same.filter((r) => r.status === 'error').length,
          billable: same.filter((r) => r.billable === 1).length,
          covered: same.filter((r) => r.pkg !== null).length,
          amount_minor: same.reduce((s, r) => s + r.amount, 0),
        })
        .execute();
    }

    await migrateToLatest(database.db);

    const charges = await db
      .selectFrom('daily_charges')
      .select([
        'day',
        'kind',
        'tariff_id',
        'tier',
        'package_id',
        'unit_price_minor',
        'quantity',
        'failed',
        'billed_month',
      ])
      .orderBy('day')
      .orderBy('kind')
      .orderBy('unit_price_minor')
      .execute();
    expect(
      charges.map((c) => ({
        ...c,
        day: String(c.day).slice(0, 10),
        unit_price_minor: Number(c.unit_price_minor),
      })),
    ).toEqual([
      {
        day: '2026-10-05',
        kind: 'tier',
        tariff_id: tariffId,
        tier: 0,
        package_id: 0,
        unit_price_minor: 1000,
        quantity: 2,
        failed: 0,
        billed_month: '2026-10',
      },
      {
        day: '2026-10-06',
        kind: 'not-billable',
        tariff_id: 0,
        tier: -1,
        package_id: 0,
        unit_price_minor: 0,
        quantity: 1,
        failed: 1,
        billed_month: '2026-10',
      },
      {
        day: '2026-10-06',
        kind: 'package',
        tariff_id: 0,
        tier: -1,
        package_id: 7,
        unit_price_minor: 0,
        quantity: 1,
        failed: 0,
        billed_month: '2026-10',
      },
      {
        day: '2026-10-06',
        kind: 'tier',
        tariff_id: tariffId,
        tier: 1,
        package_id: 0,
        unit_price_minor: 500,
        quantity: 1,
        failed: 0,
        billed_month: '2026-10',
      },
    ]);
    const verified = await verifyMonth(database.db, new FileStore(database.dataDir), 2026, 10);
    expect(verified).toMatchObject({ requests: 5, days: 2, differences: [] });
  });
});
