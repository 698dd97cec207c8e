import type { Transaction } from 'kysely';
import type { BillableOutcomes } from '@cabinet/contract';
import type { Database, MonthlyVolumeTable } from '../../../core/db/schema.js';
import { isPostgres } from '../../../core/db/dialect.js';
import {
  assignmentHolders,
  inForceOn,
  isBillable,
  latestStart,
  parseTiers,
  priceRequest,
  type Tier,
} from '../../../core/pricing/index.js';
import {
  assignmentsOf,
  lockVolumes,
  openPackagesOf,
  readFacts,
  volumesOf,
  type AssignmentRow,
  type PackageRow,
  type Range,
} from './pricing-reads.js';
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
  const facts = known ?? (await readFacts(trx, userIds, serviceIds));
  const { firstDay, lastDay, months } = spanOf(days);
  const range: Range = {
    holders: holdersOf(userIds, facts.parentOf),
    serviceIds,
    firstDay,
    lastDay,
  };
  const assignments = (await assignmentsOf(trx, range)).map(toAssignment);
  const packages = (await openPackagesOf(trx, range)).map(toOpenPackage);
  const volumes = await readVolumes(trx, assignments, serviceIds, months);
  const volumeOf = (holderId: number, serviceId: number, month: string) => {
    const key = `${holderId}|${serviceId}|${month}`;
    let cell = volumes.get(key);
    if (!cell) {
      cell = { holderId, serviceId, month, before: 0, added: 0 };
      volumes.set(key, cell);
    }
    return cell;
  };
  const assignmentOn = assignmentFinder(assignments, facts.parentOf);
  const pairOf = pairStates(packages, facts);

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
      return pricePair(pair, packages, record, day);
    },
  };
}

/** Prices one record by its pair's state, and counts it against the package or volume used. */
function pricePair(
  pair: PairState,
  packages: OpenPackage[],
  record: RequestRecord,
  day: string,
): Price {
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
}

/** The batch's users and their partners: whose assignments and packages may price it. */
function holdersOf(userIds: number[], parentOf: BatchFacts['parentOf']): number[] {
  return [
    ...new Set([
      ...userIds,
      ...userIds.flatMap((id) => {
        const parent = parentOf.get(id);
        return parent === null || parent === undefined ? [] : [parent];
      }),
    ]),
  ];
}

/** The batch's first and last day and its months. */
function spanOf(days: string[]) {
  let firstDay = days[0]!;
  let lastDay = days[0]!;
  const monthSet = new Set<string>();
  for (const day of days) {
    if (day < firstDay) firstDay = day;
    if (day > lastDay) lastDay = day;
    monthSet.add(day.slice(0, 7));
  }
  return { firstDay, lastDay, months: [...monthSet] };
}

const toAssignment = (a: AssignmentRow): Assignment => ({
  tariffId: a.id,
  holderId: a.user_id,
  serviceId: a.service_id,
  validFrom: a.valid_from,
  validTo: a.valid_to,
  tiers: parseTiers(a.tiers),
});

const toOpenPackage = (p: PackageRow): OpenPackage => ({
  id: p.id,
  holderId: p.user_id,
  serviceId: p.service_id,
  quota: p.quota,
  remaining: p.quota - p.used,
  validFrom: p.valid_from,
  validTo: p.valid_to,
  used: 0,
});

/** This month's volumes of the holders that have assignments; on PostgreSQL locked. */
async function readVolumes(
  trx: Transaction<Database>,
  assignments: Assignment[],
  serviceIds: number[],
  months: string[],
): Promise<Map<string, VolumeCell>> {
  const volumes = new Map<string, VolumeCell>();
  const assignedHolders = [...new Set(assignments.map((a) => a.holderId))];
  if (assignedHolders.length === 0) return volumes;
  const rows: MonthlyVolumeTable[] = isPostgres(trx)
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
  return volumes;
}

/** The assignment that prices a user's request on a day (see core/pricing/assignment-rule.ts). */
function assignmentFinder(assignments: Assignment[], parentOf: BatchFacts['parentOf']) {
  return (userId: number, serviceId: number, day: string) => {
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
}

/** The state per user and service, made on first use with the packages that may cover it. */
function pairStates(packages: OpenPackage[], facts: BatchFacts) {
  const pairs = new Map<number, Map<number, PairState>>();
  return (userId: number, serviceId: number): PairState => {
    let byService = pairs.get(userId);
    if (!byService) pairs.set(userId, (byService = new Map()));
    let pair = byService.get(serviceId);
    if (!pair) {
      const parent = facts.parentOf.get(userId) ?? null;
      const candidates = packages.filter(
        (p) => p.serviceId === serviceId && (p.holderId === userId || p.holderId === parent),
      );
      pair = {
        day: '',
        billableOutcomes: facts.billableOutcomes.get(serviceId) ?? 'success',
        tiers: undefined,
        tariffId: 0,
        volume: undefined,
        packages: candidates.length > 0 ? candidates : NO_PACKAGES,
      };
      byService.set(serviceId, pair);
    }
    return pair;
  };
}

const hasRemaining = (packages: OpenPackage[]) => packages.some((p) => p.remaining > 0);

export type PricingContext = Awaited<ReturnType<typeof loadPricingContext>>;
