import type { Kysely } from 'kysely';

/** What a month's charges are read by: the month, the users, then every column a statement sums. */
const COVERED = [
  'billed_month',
  'user_id',
  'service_id',
  'kind',
  'tariff_id',
  'package_id',
  'tier',
  'unit_price_minor',
  'usage_month',
  'quantity',
  'failed',
];

/**
 * A month's charges (the reports list, statements, documents) are read from the index alone: the
 * index by month and user had every row's other columns fetched from the table. The new index
 * starts with the old one's columns, which it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('daily_charges_month').on('daily_charges').columns(COVERED).execute();
  await db.schema.dropIndex('daily_charges_billed').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('daily_charges_billed')
    .on('daily_charges')
    .columns(['billed_month', 'user_id'])
    .execute();
  await db.schema.dropIndex('daily_charges_month').execute();
}
