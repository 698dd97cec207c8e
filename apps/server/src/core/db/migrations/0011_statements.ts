import { sql, type Kysely } from 'kysely';
import { notNull } from '../column-types.js';

// Migrations work below the typed schema, as Kysely's own guide has them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Statements (issue 17). `daily_charges` keeps, per user, service and day, how many requests each
 * price applied to (a tier of a tariff, a package, nothing) and in which month's statement they
 * are billed: a statement is then a sum of these rows, and every line multiplies out. Documents
 * made by closing a month become final: numbered per year, fingerprinted, versioned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_charges')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.id').onDelete('restrict'),
    )
    .addColumn('day', 'date', notNull)
    .addColumn('usage_month', 'char(7)', notNull)
    .addColumn('billed_month', 'char(7)', notNull)
    .addColumn('kind', 'varchar(12)', (c) =>
      c.notNull().check(sql`kind in ('tier', 'package', 'no-tariff', 'not-billable')`),
    )
    .addColumn('tariff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('package_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tier', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('unit_price_minor', 'bigint', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('failed', 'integer', notNull)
    .addPrimaryKeyConstraint('daily_charges_pk', [
      'user_id',
      'service_id',
      'day',
      'billed_month',
      'kind',
      'tariff_id',
      'package_id',
      'tier',
      'unit_price_minor',
    ])
    .execute();
  await db.schema
    .createIndex('daily_charges_billed')
    .on('daily_charges')
    .columns(['billed_month', 'user_id'])
    .execute();

  await db.schema.alterTable('documents').addColumn('sha256', 'varchar(64)').execute();
  await db.schema.alterTable('documents').addColumn('number_year', 'integer').execute();
  await db.schema.alterTable('documents').addColumn('number_seq', 'integer').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('documents').addColumn('superseded_by', 'integer').execute();
  await db.schema.alterTable('documents').addColumn('reason', 'text').execute();
  await db.schema.alterTable('documents').addColumn('statement', 'text').execute();
  await db.schema
    .createIndex('documents_number')
    .on('documents')
    .unique()
    .columns(['number_year', 'number_seq'])
    .execute();
  await db.schema.alterTable('month_closings').addColumn('reason', 'text').execute();
  await db.schema
    .createTable('document_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', notNull)
    .execute();

  await backfillCharges(db as AnyDb);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_numbers').execute();
  await db.schema.alterTable('month_closings').dropColumn('reason').execute();
  await db.schema.dropIndex('documents_number').execute();
  for (const column of [
    'statement',
    'reason',
    'superseded_by',
    'version',
    'number_seq',
    'number_year',
    'sha256',
  ])
    await db.schema.alterTable('documents').dropColumn(column).execute();
  await db.schema.dropTable('daily_charges').execute();
}

interface Tier {
  upTo: number | null;
  priceMinor: number;
}

/**
 * Charges of what the register already holds: its rows grouped by price. The tariff of a priced
 * group is found by the assignment rule of that time (the user's own, else its partner's; the
 * latest start), written out here so that the migration stays what it was when the rule moves.
 */
async function backfillCharges(db: AnyDb): Promise<void> {
  const groups = await db
    .selectFrom('requests')
    .select([
      'user_id',
      'service_id',
      'day',
      'billable',
      'package_id',
      'amount_minor',
      sql<number>`count(*)`.as('quantity'),
      sql<number>`sum(case when status = 'error' then 1 else 0 end)`.as('failed'),
    ])
    .groupBy(['user_id', 'service_id', 'day', 'billable', 'package_id', 'amount_minor'])
    .execute();
  if (groups.length === 0) return;
  const users = await db.selectFrom('users').select(['id', 'parent_id']).execute();
  const parentOf = new Map<number, number | null>(users.map((u) => [u.id, u.parent_id]));
  const assignments = await db
    .selectFrom('user_services as us')
    .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
    .select(['us.user_id', 'us.service_id', 'us.valid_from', 'us.valid_to', 't.id', 't.tiers'])
    .execute();
  const dayText = (day: unknown) =>
    day instanceof Date ? day.toISOString().slice(0, 10) : String(day);
  const tariffOn = (userId: number, serviceId: number, day: string) => {
    const parent = parentOf.get(userId) ?? null;
    for (const holder of parent === null ? [userId] : [userId, parent]) {
      const found = assignments
        .filter(
          (a) =>
            a.user_id === holder &&
            a.service_id === serviceId &&
            dayText(a.valid_from) <= day &&
            (a.valid_to === null || dayText(a.valid_to) >= day),
        )
        .sort((a, b) => dayText(b.valid_from).localeCompare(dayText(a.valid_from)))[0];
      if (found) return { id: Number(found.id), tiers: JSON.parse(found.tiers) as Tier[] };
    }
    return undefined;
  };
  const rows = new Map<string, Record<string, unknown>>();
  for (const group of groups) {
    const day = dayText(group.day);
    const price = Number(group.amount_minor);
    const packageId = group.package_id === null ? 0 : Number(group.package_id);
    const tariff =
      Number(group.billable) === 1 && packageId === 0
        ? tariffOn(group.user_id, group.service_id, day)
        : undefined;
    const kind =
      Number(group.billable) !== 1
        ? 'not-billable'
        : packageId !== 0
          ? 'package'
          : tariff
            ? 'tier'
            : 'no-tariff';
    const row = {
      user_id: group.user_id,
      service_id: group.service_id,
      day,
      usage_month: day.slice(0, 7),
      billed_month: day.slice(0, 7),
      kind,
      tariff_id: tariff?.id ?? 0,
      package_id: packageId,
      tier: tariff ? tariff.tiers.findIndex((t) => t.priceMinor === price) : -1,
      unit_price_minor: price,
      quantity: Number(group.quantity),
      failed: Number(group.failed),
    };
    const key = [
      row.user_id,
      row.service_id,
      day,
      kind,
      row.tariff_id,
      packageId,
      row.tier,
      price,
    ].join('|');
    const same = rows.get(key);
    if (same) {
      same.quantity = Number(same.quantity) + row.quantity;
      same.failed = Number(same.failed) + row.failed;
    } else rows.set(key, row);
  }
  const values = [...rows.values()];
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('daily_charges')
      .values(values.slice(i, i + 500))
      .execute();
}
