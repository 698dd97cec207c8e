import { CompiledQuery, type Selectable, type Transaction } from 'kysely';
import type { BillableOutcomes } from '@cabinet/contract';
import type {
  Database,
  MonthlyVolumeTable,
  TariffPackagesTable,
  TariffsTable,
  UserServicesTable,
} from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';
import { prepared } from '../../../core/db/prepared.js';
import {
  assignmentHolders,
  inForceOn,
  isBillable,
  latestStart,
  parseTiers,
  priceRequest,
  type Tier,
} from '../../../core/pricing/index.js';
import type { BatchFacts, RequestRecord } from './types.js';

interface Assignment {
  tariffId: number;
  holderId: number;
  serviceId: number;
  validFrom: string;
  validTo: string | null;
  tiers: Tier[];
}

export interface OpenPackage {
  id: number;
  holderId: number;
  serviceId: number;
  quota: number;
  remaining: number;
  validFrom: string;
  validTo: string;
  /** Requests of this batch it covered. */
  used: number;
}

/** A tariff holder's tariff-billed requests of one service in one month. */
export interface VolumeCell {
  holderId: number;
  serviceId: number;
  month: string;
  before: number;
  added: number;
}

/** Where one user's requests of one service stand on the day last priced. */
interface PairState {
  day: string;
  billableOutcomes: BillableOutcomes;
  tiers: Tier[] | undefined;
  tariffId: number;
  volume: VolumeCell | undefined;
  packages: OpenPackage[];
}

export interface Price {
  billable: boolean;
  amountMinor: number;
  packageId: number | null;
  /** The tariff and tier that priced it, when one did (0 and -1 otherwise). */
  tariffId: number;
  tier: number;
}

const NO_PACKAGES: OpenPackage[] = [];

/**
 * Everything pricing needs for the batch, read once: users' partners and services' billing rule
 * (unless intake read them), assignments, this month's volumes and open packages. On PostgreSQL the volume and package rows
 * are locked, so concurrent batches of the same holder price one after the other. Records must
 * then be priced in time order; the state per user and service is kept between records, so that
 * pricing a record costs no lookups unless its day changes.
 */
export async function loadPricingContext(
  trx: Transaction<Database>,
  records: RequestRecord[],
  days: string[],
  known?: BatchFacts,
) {
  const userIds = [...new Set(records.map((r) => r.userId))];
  const serviceIds = [...new Set(records.map((r) => r.serviceId))];
  const { parentOf, billableOutcomes } = known ?? (await readFacts(trx, userIds, serviceIds));
  const holders = [
    ...new Set([
      ...userIds,
      ...userIds.flatMap((id) => {
        const parent = parentOf.get(id);
        return parent === null || parent === undefined ? [] : [parent];
      }),
    ]),
  ];
  let firstDay = days[0]!;
  let lastDay = days[0]!;
  const monthSet = new Set<string>();
  for (const day of days) {
    if (day < firstDay) firstDay = day;
    if (day > lastDay) lastDay = day;
    monthSet.add(day.slice(0, 7));
  }
  const months = [...monthSet];

  const assignments: Assignment[] = (
    await assignmentsOf(trx, { holders, serviceIds, firstDay, lastDay })
  ).map((a) => ({
    tariffId: a.id,
    holderId: a.user_id,
    serviceId: a.service_id,
    validFrom: a.valid_from,
    validTo: a.valid_to,
    tiers: parseTiers(a.tiers),
  }));

  const lock = isPostgres(trx);
  const packages: OpenPackage[] = (
    await openPackagesOf(trx, { holders, serviceIds, firstDay, lastDay })
  ).map((p) => ({
    id: p.id,
    holderId: p.user_id,
    serviceId: p.service_id,
    quota: p.quota,
    remaining: p.quota - p.used,
    validFrom: p.valid_from,
    validTo: p.valid_to,
    used: 0,
  }));

  const volumes = new Map<string, VolumeCell>();
  const assignedHolders = [...new Set(assignments.map((a) => a.holderId))];
  if (assignedHolders.length > 0) {
    const rows = lock
      ? await lockVolumes(trx, assignedHolders, serviceIds, months)
      : await volumesOf(trx, { holders: assignedHolders, serviceIds, months });
    for (const row of rows)
      volumes.set(`${row.holder_id}|${row.service_id}|${row.month}`, {
        holderId: row.holder_id,
        serviceId: row.service_id,
        month: row.month,
        before: row.tariff_billed,
        added: 0,
      });
  }
  const volumeOf = (holderId: number, serviceId: number, month: string) => {
    const key = `${holderId}|${serviceId}|${month}`;
    let cell = volumes.get(key);
    if (!cell) {
      cell = { holderId, serviceId, month, before: 0, added: 0 };
      volumes.set(key, cell);
    }
    return cell;
  };

  /** The assignment that prices a user's request on a day (see tariffs' assignment-rule.ts). */
  const assignmentOn = (userId: number, serviceId: number, day: string) => {
    const user = { id: userId, parentId: parentOf.get(userId) ?? null };
    for (const holderId of assignmentHolders(user)) {
      const found = latestStart(
        assignments.filter(
          (a) => a.holderId === holderId && a.serviceId === serviceId && inForceOn(a, day),
        ),
      );
      if (found) return found;
    }
    return undefined;
  };

  const pairs = new Map<number, Map<number, PairState>>();
  const pairOf = (userId: number, serviceId: number): PairState => {
    let byService = pairs.get(userId);
    if (!byService) pairs.set(userId, (byService = new Map()));
    let pair = byService.get(serviceId);
    if (!pair) {
      const parent = parentOf.get(userId) ?? null;
      const candidates = packages.filter(
        (p) => p.serviceId === serviceId && (p.holderId === userId || p.holderId === parent),
      );
      pair = {
        day: '',
        billableOutcomes: billableOutcomes.get(serviceId) ?? 'success',
        tiers: undefined,
        tariffId: 0,
        volume: undefined,
        packages: candidates.length > 0 ? candidates : NO_PACKAGES,
      };
      byService.set(serviceId, pair);
    }
    return pair;
  };

  return {
    volumes,
    packages,
    price(record: RequestRecord, day: string): Price {
      const pair = pairOf(record.userId, record.serviceId);
      if (pair.day !== day) {
        const assignment = assignmentOn(record.userId, record.serviceId, day);
        pair.day = day;
        pair.tiers = assignment?.tiers;
        pair.tariffId = assignment?.tariffId ?? 0;
        pair.volume = assignment
          ? volumeOf(assignment.holderId, record.serviceId, day.slice(0, 7))
          : undefined;
      }
      const billable = isBillable(pair.billableOutcomes, record.status, record.httpStatus);
      const volume = pair.volume;
      const price = priceRequest({
        billable,
        day,
        tiers: pair.tiers,
        tariffVolumeBefore: volume ? volume.before + volume.added : 0,
        packages: pair.packages.length > 0 && hasRemaining(pair.packages) ? pair.packages : [],
      });
      if (price.packageId !== null) {
        const used = packages.find((p) => p.id === price.packageId)!;
        used.remaining -= 1;
        used.used += 1;
      } else if (price.tierIndex !== null && volume) {
        volume.added += 1;
      }
      const priced = price.tierIndex !== null;
      return {
        billable,
        amountMinor: price.amountMinor,
        packageId: price.packageId,
        tariffId: priced ? pair.tariffId : 0,
        tier: priced ? price.tierIndex! : -1,
      };
    },
  };
}

type Range = { holders: number[]; serviceIds: number[]; firstDay: string; lastDay: string };

/** The tariffs assigned to the holders for the services at some time between the days. */
const assignmentsOf = prepared<Range, AssignmentRow>((db, params) =>
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
type AssignmentRow = Pick<UserServicesTable, 'user_id' | 'service_id' | 'valid_from' | 'valid_to'> &
  Pick<Selectable<TariffsTable>, 'id' | 'tiers'>;

/**
 * The holders' packages for the services open at some time between the days, with requests left;
 * on PostgreSQL locked, so that concurrent batches of a holder price one after the other.
 */
const openPackagesOf = prepared<Range, PackageRow>((db, params) =>
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
type PackageRow = Pick<
  Selectable<TariffPackagesTable>,
  'id' | 'user_id' | 'service_id' | 'quota' | 'used' | 'valid_from' | 'valid_to'
>;

/** SQLite: the volume rows of the batch's holders, services and months. */
const volumesOf = prepared<
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

async function lockVolumes(
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

async function readFacts(
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

const hasRemaining = (packages: OpenPackage[]) => packages.some((p) => p.remaining > 0);

export type PricingContext = Awaited<ReturnType<typeof loadPricingContext>>;
