import type { Db } from '../../../core/db/schema.js';
import { monthDays, monthKey } from '../../../core/calendar.js';
import {
  assignmentHolders,
  coveringPackage,
  inForceOn,
  latestStart,
  parseTiers,
  tierFor,
  type Tier,
} from '../../../core/pricing/index.js';
import {
  buildStatement,
  type ChargeGroup,
  type PricedStatement,
} from '../../../core/billing/statement-build.js';
import { monthCharges } from '../../../core/billing/month-charges.js';

/** Requests a user is expected to make of a service on a day of the month. */
export interface ProjectedUse {
  userId: number;
  serviceId: number;
  day: string;
  billable: number;
  notBillable: number;
}

export interface ProjectedStatement {
  statement: PricedStatement;
  /** Per service: the first package the projected requests use up, and the day they do. */
  runOut: Map<number, { packageId: number; day: string }>;
}

interface Assignment {
  holderId: number;
  serviceId: number;
  validFrom: string;
  validTo: string | null;
  tiers: Tier[];
  vatRateBp: number;
  vatIncluded: boolean;
}

/**
 * The month's statement of these users as it will be if they also make the projected requests:
 * the charges billed so far, plus the projected requests priced as ingestion prices them (a
 * covering package first, soonest ending; else the tiers of the tariff in force, counted on from
 * the holder's volume so far), through the same statement builder. Only the volume is a guess.
 */
export async function projectedStatement(
  db: Db,
  userIds: readonly number[],
  year: number,
  month: number,
  projected: readonly ProjectedUse[],
): Promise<ProjectedStatement> {
  const charges = await monthCharges(db, userIds, year, month);
  const runOut = new Map<number, { packageId: number; day: string }>();
  if (projected.length === 0) return { statement: buildStatement(charges), runOut };
  const facts = await pricingFacts(db, projected, year, month);
  const groups = new Map<string, ChargeGroup>(charges.map((g) => [keyOf(g), { ...g }]));
  const add = (group: ChargeGroup) => {
    if (group.quantity <= 0) return;
    const key = keyOf(group);
    const found = groups.get(key);
    if (found) found.quantity += group.quantity;
    else groups.set(key, group);
  };
  const ordered = [...projected].sort((a, b) => a.day.localeCompare(b.day));
  for (const use of ordered) {
    const service = facts.services.get(use.serviceId)!;
    const base = { ...service, failed: 0, vatRateBp: 0, vatIncluded: false, correctionOf: null };
    const none = { priceMinor: 0, tierFrom: null, tierTo: null, packageId: null };
    add({ ...base, ...none, kind: 'not-billable', quantity: use.notBillable });
    let rest = use.billable;
    const parent = facts.parentOf.get(use.userId) ?? null;
    const candidates = facts.packages.filter(
      (p) => p.serviceId === use.serviceId && (p.holderId === use.userId || p.holderId === parent),
    );
    for (let p = coveringPackage(candidates, use.day); p && rest > 0;) {
      const taken = Math.min(rest, p.remaining);
      p.remaining -= taken;
      rest -= taken;
      add({ ...base, ...none, kind: 'package', packageId: p.id, quantity: taken });
      if (p.remaining === 0 && !runOut.has(use.serviceId))
        runOut.set(use.serviceId, { packageId: p.id, day: use.day });
      p = coveringPackage(candidates, use.day);
    }
    if (rest === 0) continue;
    const user = { id: use.userId, parentId: parent };
    const assignment = assignmentHolders(user)
      .map((holderId) =>
        latestStart(
          facts.assignments.filter(
            (a) =>
              a.holderId === holderId && a.serviceId === use.serviceId && inForceOn(a, use.day),
          ),
        ),
      )
      .find((a) => a !== undefined);
    if (!assignment || assignment.tiers.length === 0) {
      add({ ...base, ...none, kind: 'no-tariff', quantity: rest });
      continue;
    }
    const volumeKey = `${assignment.holderId}|${use.serviceId}`;
    let before = facts.volumes.get(volumeKey) ?? 0;
    const { tiers } = assignment;
    while (rest > 0) {
      const index = tierFor(tiers, before + 1);
      const tier = tiers[index]!;
      const last = index === tiers.length - 1 || tier.upTo === null;
      const quantity = last ? rest : Math.min(rest, tier.upTo! - before);
      add({
        ...base,
        kind: 'tier',
        quantity,
        priceMinor: tier.priceMinor,
        vatRateBp: assignment.vatRateBp,
        vatIncluded: assignment.vatIncluded,
        tierFrom: index === 0 ? 1 : tiers[index - 1]!.upTo! + 1,
        tierTo: tier.upTo,
        packageId: null,
      });
      rest -= quantity;
      before += quantity;
    }
    facts.volumes.set(volumeKey, before);
  }
  return { statement: buildStatement([...groups.values()]), runOut };
}

/** Groups of one statement line: what `chargesOf` sums by (less the tariff, which sets these). */
const keyOf = (g: ChargeGroup) =>
  [
    g.serviceId,
    g.kind,
    g.priceMinor,
    g.vatRateBp,
    g.vatIncluded,
    g.tierFrom,
    g.tierTo,
    g.packageId,
    g.correctionOf,
  ].join('|');

/** What pricing the projected requests needs, read once. */
async function pricingFacts(
  db: Db,
  projected: readonly ProjectedUse[],
  year: number,
  month: number,
) {
  const userIds = [...new Set(projected.map((u) => u.userId))];
  const serviceIds = [...new Set(projected.map((u) => u.serviceId))];
  const [first, last] = monthDays(year, month);
  const users = await db
    .selectFrom('users')
    .select(['id', 'parent_id'])
    .where('id', 'in', userIds)
    .execute();
  const parentOf = new Map(users.map((u) => [u.id, u.parent_id]));
  const holders = [...new Set([...userIds, ...users.flatMap((u) => u.parent_id ?? [])])];
  const [services, assignments, packages, volumes] = await Promise.all([
    db
      .selectFrom('services')
      .select(['id', 'code', 'name'])
      .where('id', 'in', serviceIds)
      .execute(),
    db
      .selectFrom('user_services as us')
      .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
      .select([
        'us.user_id',
        'us.service_id',
        'us.valid_from',
        'us.valid_to',
        't.tiers',
        't.vat_rate_bp',
        't.vat_included',
      ])
      .where('us.user_id', 'in', holders)
      .where('us.service_id', 'in', serviceIds)
      .where('us.valid_from', '<=', last)
      .where((eb) => eb.or([eb('us.valid_to', 'is', null), eb('us.valid_to', '>=', first)]))
      .execute(),
    db
      .selectFrom('tariff_packages')
      .select(['id', 'user_id', 'service_id', 'quota', 'used', 'valid_from', 'valid_to'])
      .where('user_id', 'in', holders)
      .where('service_id', 'in', serviceIds)
      .where('closed_at', 'is', null)
      .where('valid_from', '<=', last)
      .where('valid_to', '>=', first)
      .whereRef('used', '<', 'quota')
      .execute(),
    db
      .selectFrom('monthly_volume')
      .select(['holder_id', 'service_id', 'tariff_billed'])
      .where('holder_id', 'in', holders)
      .where('service_id', 'in', serviceIds)
      .where('month', '=', monthKey(year, month))
      .execute(),
  ]);
  return {
    parentOf,
    services: new Map(
      services.map((s) => [s.id, { serviceId: s.id, serviceCode: s.code, serviceName: s.name }]),
    ),
    assignments: assignments.map((a): Assignment => ({
      holderId: a.user_id,
      serviceId: a.service_id,
      validFrom: a.valid_from,
      validTo: a.valid_to,
      tiers: parseTiers(a.tiers),
      vatRateBp: a.vat_rate_bp,
      vatIncluded: a.vat_included === 1,
    })),
    packages: packages.map((p) => ({
      id: p.id,
      holderId: p.user_id,
      serviceId: p.service_id,
      remaining: p.quota - p.used,
      validFrom: p.valid_from,
      validTo: p.valid_to,
    })),
    volumes: new Map(volumes.map((v) => [`${v.holder_id}|${v.service_id}`, v.tariff_billed])),
  };
}
