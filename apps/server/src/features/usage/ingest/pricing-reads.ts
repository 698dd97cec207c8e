/**
 * What batch pricing reads (see pricing-context.ts): the holders' assignments, open packages and
 * monthly volumes, and the users' and services' facts. Each is one SQL text for any batch.
 */
import { CompiledQuery, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  MonthlyVolumeTable,
  TariffPackagesTable,
  TariffsTable,
  UserServicesTable,
} from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { prepared } from '../../../core/db/prepared.js';
import type { BatchFacts } from './types.js';

/** The batch's tariff holders, services and days. */
export type Range = { holders: number[]; serviceIds: number[]; firstDay: string; lastDay: string };

/** The tariffs assigned to the holders for the services at some time between the days. */
export const assignmentsOf = prepared<Range, AssignmentRow>((db, params) =>
  db
    .selectFrom('user_services as us')
    .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
    .select(['us.user_id', 'us.service_id', 'us.valid_from', 'us.valid_to', 't.id', 't.tiers'])
    .where(params.in('us.user_id', 'holders'))
    .where(params.in('us.service_id', 'serviceIds'))
    .where('us.valid_from', '<=', params.value('lastDay'))
    .where((eb) =>
      eb.or([eb('us.valid_to', 'is', null), eb('us.valid_to', '>=', params.value('firstDay'))]),
    ),
);
export type AssignmentRow = Pick<
  UserServicesTable,
  'user_id' | 'service_id' | 'valid_from' | 'valid_to'
> &
  Pick<Selectable<TariffsTable>, 'id' | 'tiers'>;

/**
 * The holders' packages for the services open at some time between the days, with requests left;
 * on PostgreSQL locked, so that concurrent batches of a holder price one after the other.
 */
export const openPackagesOf = prepared<Range, PackageRow>((db, params) =>
  db
    .selectFrom('tariff_packages')
    .select(['id', 'user_id', 'service_id', 'quota', 'used', 'valid_from', 'valid_to'])
    .where(params.in('user_id', 'holders'))
    .where(params.in('service_id', 'serviceIds'))
    .where('closed_at', 'is', null)
    .where('valid_from', '<=', params.value('lastDay'))
    .where('valid_to', '>=', params.value('firstDay'))
    .whereRef('used', '<', 'quota')
    .orderBy('id')
    .$if(isPostgres(db), (q) => q.forUpdate()),
);
export type PackageRow = Pick<
  Selectable<TariffPackagesTable>,
  'id' | 'user_id' | 'service_id' | 'quota' | 'used' | 'valid_from' | 'valid_to'
>;

/** SQLite: the volume rows of the batch's holders, services and months. */
export const volumesOf = prepared<
  { holders: number[]; serviceIds: number[]; months: string[] },
  MonthlyVolumeTable
>((db, params) =>
  db
    .selectFrom('monthly_volume')
    .select(['holder_id', 'service_id', 'month', 'tariff_billed'])
    .where(params.in('holder_id', 'holders'))
    .where(params.in('service_id', 'serviceIds'))
    .where(params.in('month', 'months', 'text')),
);

/**
 * PostgreSQL: the volume rows of the batch's holders, services and months, locked, in one
 * statement: a missing row is made (rows must exist to be locked; a zero changes nothing), an
 * existing one is locked by a no-op update, which waits for a concurrent batch's commit and then
 * answers its count. Rows go in sorted, so two batches cannot deadlock. One SQL text for any batch.
 */
const LOCK_VOLUMES = `
insert into monthly_volume (holder_id, service_id, month, tariff_billed)
select holder_id, service_id, month, 0
from unnest($1::integer[]) as holder_id, unnest($2::integer[]) as service_id,
     unnest($3::char(7)[]) as month
order by 1, 2, 3
on conflict (holder_id, service_id, month) do update set tariff_billed = monthly_volume.tariff_billed
returning holder_id, service_id, month, tariff_billed`;

export async function lockVolumes(
  trx: Transaction<Database>,
  holders: number[],
  serviceIds: number[],
  months: string[],
): Promise<MonthlyVolumeTable[]> {
  const { rows } = await trx.executeQuery<MonthlyVolumeTable>(
    CompiledQuery.raw(LOCK_VOLUMES, [holders, serviceIds, months]),
  );
  return rows;
}

/** Users' partners and services' billing rule, when intake did not read them. */
export async function readFacts(
  trx: Transaction<Database>,
  userIds: number[],
  serviceIds: number[],
): Promise<BatchFacts> {
  const [users, services] = await Promise.all([
    trx.selectFrom('users').select(['id', 'parent_id']).where('id', 'in', userIds).execute(),
    trx
      .selectFrom('services')
      .select(['id', 'billable_outcomes'])
      .where('id', 'in', serviceIds)
      .execute(),
  ]);
  return {
    parentOf: new Map(users.map((u) => [u.id, u.parent_id])),
    billableOutcomes: new Map(services.map((s) => [s.id, s.billable_outcomes])),
  };
}
