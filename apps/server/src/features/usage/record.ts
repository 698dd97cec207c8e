import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DailyUsageTable, Database, RequestsTable } from '../../core/db/schema.js';
import type { Calendar } from '../../core/calendar.js';
import { isPostgres } from '../../core/db/dialect.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { parseTiers, priceRequest, type Tier } from '../tariffs/index.js';

/** One request as a caller of a service made it. */
export interface RequestRecord {
  requestId: string;
  userId: number;
  serviceId: number;
  /** ISO-8601 time. */
  requestedAt: string;
  status: 'success' | 'error';
  httpStatus: number;
  durationMs: number;
  subject: string;
  requestPayload: string;
  responsePayload: string;
}

export interface RecordedRequest {
  requestId: string;
  amountMinor: number;
  packageId: number | null;
}

export interface RecordOutcome {
  accepted: RecordedRequest[];
  /** Request ids the user had recorded already (or twice in this batch): not stored again. */
  duplicates: string[];
}

type Trx = Transaction<Database>;
const INSERT_CHUNK = 500;
const ATTEMPTS = 3;

/**
 * Records a batch of requests in one transaction. Each is priced in time order (the tariff in
 * force on its day, its holder's volume this month, open packages), stored once per user and
 * request id, and counted into the daily usage and monthly volume, so that reports never scan
 * the register. A concurrent batch that stored the same request first makes this one retry,
 * and the request then counts as a duplicate.
 */
export async function recordRequests(
  db: Kysely<Database>,
  calendar: Calendar,
  records: readonly RequestRecord[],
): Promise<RecordOutcome> {
  const ordered = [...records].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => recordBatch(trx, calendar, ordered));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Writes rows of the register; the default goes through the query builder in chunks. */
export type RowWriter = (trx: Trx, rows: RequestRow[]) => Promise<void>;

const insertRows: RowWriter = async (trx, rows) => {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('requests')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
};

/**
 * Records requests known to be new and in time order (generated demo data), in the caller's
 * transaction, with a row writer of its choice: the same pricing and counters as ingestion.
 */
export function recordNewRequests(
  trx: Trx,
  calendar: Calendar,
  ordered: RequestRecord[],
  writer: RowWriter = insertRows,
) {
  return recordBatch(trx, calendar, ordered, writer, false);
}

async function recordBatch(
  trx: Trx,
  calendar: Calendar,
  ordered: RequestRecord[],
  writer: RowWriter = insertRows,
  checkDuplicates = true,
): Promise<RecordOutcome> {
  const outcome: RecordOutcome = { accepted: [], duplicates: [] };
  if (ordered.length === 0) return outcome;
  const fresh = checkDuplicates
    ? await withoutDuplicates(trx, ordered, outcome.duplicates)
    : ordered;
  if (fresh.length === 0) return outcome;

  const days = fresh.map((r) => calendar.dayOf(r.requestedAt));
  const context = await loadContext(trx, fresh, days);
  const rows = fresh.map((record, i) => {
    const day = days[i]!;
    const price = context.price(record, day);
    outcome.accepted.push({
      requestId: record.requestId,
      amountMinor: price.amountMinor,
      packageId: price.packageId,
    });
    return {
      user_id: record.userId,
      service_id: record.serviceId,
      request_id: record.requestId,
      requested_at: record.requestedAt,
      day,
      status: record.status,
      http_status: record.httpStatus,
      duration_ms: record.durationMs,
      subject: record.subject,
      billable: price.billable ? 1 : 0,
      amount_minor: price.amountMinor,
      package_id: price.packageId,
      request_payload: record.requestPayload,
      response_payload: record.responsePayload,
    };
  });
  await writer(trx, rows);
  await writeCounters(trx, rows, context);
  return outcome;
}

/** Drops requests the users recorded before, and repeats within the batch. */
async function withoutDuplicates(
  trx: Trx,
  ordered: RequestRecord[],
  duplicates: string[],
): Promise<RequestRecord[]> {
  const known = new Set<string>();
  const ids = [...new Set(ordered.map((r) => r.requestId))];
  const users = [...new Set(ordered.map((r) => r.userId))];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    const rows = await trx
      .selectFrom('requests')
      .select(['user_id', 'request_id'])
      .where('request_id', 'in', ids.slice(i, i + INSERT_CHUNK))
      .where('user_id', 'in', users)
      .execute();
    for (const row of rows) known.add(`${row.user_id}|${row.request_id}`);
  }
  return ordered.filter((record) => {
    const key = `${record.userId}|${record.requestId}`;
    if (known.has(key)) {
      duplicates.push(record.requestId);
      return false;
    }
    known.add(key);
    return true;
  });
}

interface Assignment {
  holderId: number;
  serviceId: number;
  validFrom: string;
  validTo: string | null;
  tiers: Tier[];
}

interface OpenPackage {
  id: number;
  holderId: number;
  serviceId: number;
  remaining: number;
  validFrom: string;
  validTo: string;
  used: number;
}

/**
 * Everything pricing needs for the batch, read once: users' partners, services' billing rule,
 * assignments, this month's volumes and open packages. On PostgreSQL the volume and package rows
 * are locked, so concurrent batches of the same holder price one after the other.
 */
async function loadContext(trx: Trx, records: RequestRecord[], days: string[]) {
  const userIds = [...new Set(records.map((r) => r.userId))];
  const serviceIds = [...new Set(records.map((r) => r.serviceId))];
  const [users, services] = await Promise.all([
    trx.selectFrom('users').select(['id', 'parent_id']).where('id', 'in', userIds).execute(),
    trx
      .selectFrom('services')
      .select(['id', 'failed_billable'])
      .where('id', 'in', serviceIds)
      .execute(),
  ]);
  const parentOf = new Map(users.map((u) => [u.id, u.parent_id]));
  const failedBillable = new Map(services.map((s) => [s.id, s.failed_billable === 1]));
  const holders = [
    ...new Set([...userIds, ...users.flatMap((u) => (u.parent_id === null ? [] : [u.parent_id]))]),
  ];
  const [firstDay, lastDay] = [
    days.reduce((a, b) => (a < b ? a : b)),
    days.reduce((a, b) => (a > b ? a : b)),
  ];

  const assignments: Assignment[] = (
    await trx
      .selectFrom('user_services as us')
      .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
      .select(['us.user_id', 'us.service_id', 'us.valid_from', 'us.valid_to', 't.tiers'])
      .where('us.user_id', 'in', holders)
      .where('us.service_id', 'in', serviceIds)
      .where('us.valid_from', '<=', lastDay)
      .where((eb) => eb.or([eb('us.valid_to', 'is', null), eb('us.valid_to', '>=', firstDay)]))
      .execute()
  ).map((a) => ({
    holderId: a.user_id,
    serviceId: a.service_id,
    validFrom: a.valid_from,
    validTo: a.valid_to,
    tiers: parseTiers(a.tiers),
  }));

  const lock = isPostgres(trx);
  const packages: OpenPackage[] = (
    await trx
      .selectFrom('tariff_packages')
      .select(['id', 'user_id', 'service_id', 'quota', 'used', 'valid_from', 'valid_to'])
      .where('user_id', 'in', holders)
      .where('service_id', 'in', serviceIds)
      .where('closed_at', 'is', null)
      .where('valid_from', '<=', lastDay)
      .where('valid_to', '>=', firstDay)
      .whereRef('used', '<', 'quota')
      .orderBy('id')
      .$if(lock, (q) => q.forUpdate())
      .execute()
  ).map((p) => ({
    id: p.id,
    holderId: p.user_id,
    serviceId: p.service_id,
    remaining: p.quota - p.used,
    validFrom: p.valid_from,
    validTo: p.valid_to,
    used: 0,
  }));

  const months = [...new Set(days.map((d) => d.slice(0, 7)))];
  const assignedHolders = [...new Set(assignments.map((a) => a.holderId))];
  const volume = new Map<string, number>();
  const startVolume = new Map<string, number>();
  if (assignedHolders.length > 0) {
    if (lock) {
      // Rows must exist to be locked; a zero row changes nothing.
      const zeros = assignedHolders.flatMap((h) =>
        serviceIds.flatMap((s) =>
          months.map((m) => ({ holder_id: h, service_id: s, month: m, tariff_billed: 0 })),
        ),
      );
      await trx
        .insertInto('monthly_volume')
        .values(zeros)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const rows = await trx
      .selectFrom('monthly_volume')
      .select(['holder_id', 'service_id', 'month', 'tariff_billed'])
      .where('holder_id', 'in', assignedHolders)
      .where('service_id', 'in', serviceIds)
      .where('month', 'in', months)
      .orderBy('holder_id')
      .orderBy('service_id')
      .orderBy('month')
      .$if(lock, (q) => q.forUpdate())
      .execute();
    for (const row of rows)
      startVolume.set(`${row.holder_id}|${row.service_id}|${row.month}`, row.tariff_billed);
  }

  const assignmentCache = new Map<string, Assignment | undefined>();
  const assignmentOn = (userId: number, serviceId: number, day: string) => {
    const cacheKey = `${userId}|${serviceId}|${day}`;
    if (assignmentCache.has(cacheKey)) return assignmentCache.get(cacheKey);
    const parent = parentOf.get(userId) ?? null;
    let found: Assignment | undefined;
    for (const holderId of parent === null ? [userId] : [userId, parent]) {
      found = assignments
        .filter(
          (a) =>
            a.holderId === holderId &&
            a.serviceId === serviceId &&
            a.validFrom <= day &&
            (a.validTo === null || a.validTo >= day),
        )
        .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
      if (found) break;
    }
    assignmentCache.set(cacheKey, found);
    return found;
  };
  const candidateCache = new Map<string, OpenPackage[]>();
  const candidatesOf = (userId: number, serviceId: number) => {
    const cacheKey = `${userId}|${serviceId}`;
    let candidates = candidateCache.get(cacheKey);
    if (!candidates) {
      const parent = parentOf.get(userId) ?? null;
      candidates = packages.filter(
        (p) => p.serviceId === serviceId && (p.holderId === userId || p.holderId === parent),
      );
      candidateCache.set(cacheKey, candidates);
    }
    return candidates;
  };

  return {
    volume,
    startVolume,
    packages,
    price(record: RequestRecord, day: string) {
      const billable = record.status === 'success' || failedBillable.get(record.serviceId) === true;
      const assignment = assignmentOn(record.userId, record.serviceId, day);
      const candidates = candidatesOf(record.userId, record.serviceId);
      const key = assignment ? `${assignment.holderId}|${record.serviceId}|${day.slice(0, 7)}` : '';
      const before = (startVolume.get(key) ?? 0) + (volume.get(key) ?? 0);
      const price = priceRequest({
        billable,
        day,
        tiers: assignment?.tiers,
        tariffVolumeBefore: before,
        packages: candidates,
      });
      if (price.packageId !== null) {
        const used = packages.find((p) => p.id === price.packageId)!;
        used.remaining -= 1;
        used.used += 1;
      } else if (price.tierIndex !== null) {
        volume.set(key, (volume.get(key) ?? 0) + 1);
      }
      return { ...price, billable };
    },
  };
}

type Context = Awaited<ReturnType<typeof loadContext>>;
export type RequestRow = Omit<Insertable<RequestsTable>, 'id'>;

/** Adds the batch to the daily usage, the monthly volumes and the packages' used counts. */
async function writeCounters(trx: Trx, rows: RequestRow[], context: Context): Promise<void> {
  const daily = new Map<string, DailyUsageTable>();
  for (const row of rows) {
    const key = `${row.user_id}|${row.service_id}|${row.day}`;
    const sum = daily.get(key) ?? {
      user_id: row.user_id,
      service_id: row.service_id,
      day: row.day,
      requests: 0,
      successful: 0,
      failed: 0,
      billable: 0,
      covered: 0,
      amount_minor: 0,
    };
    sum.requests += 1;
    sum.successful += row.status === 'success' ? 1 : 0;
    sum.failed += row.status === 'success' ? 0 : 1;
    sum.billable += row.billable;
    sum.covered += row.package_id === null ? 0 : 1;
    sum.amount_minor += row.amount_minor;
    daily.set(key, sum);
  }
  const sums = [...daily.values()];
  for (let i = 0; i < sums.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('daily_usage')
      .values(sums.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['user_id', 'service_id', 'day']).doUpdateSet({
          requests: sql`daily_usage.requests + excluded.requests`,
          successful: sql`daily_usage.successful + excluded.successful`,
          failed: sql`daily_usage.failed + excluded.failed`,
          billable: sql`daily_usage.billable + excluded.billable`,
          covered: sql`daily_usage.covered + excluded.covered`,
          amount_minor: sql`daily_usage.amount_minor + excluded.amount_minor`,
        }),
      )
      .execute();
  }
  const volumes = [...context.volume.entries()].map(([key, added]) => {
    const [holder, service, month] = key.split('|');
    return {
      holder_id: Number(holder),
      service_id: Number(service),
      month: month!,
      tariff_billed: added,
    };
  });
  if (volumes.length > 0) {
    await trx
      .insertInto('monthly_volume')
      .values(volumes)
      .onConflict((oc) =>
        oc.columns(['holder_id', 'service_id', 'month']).doUpdateSet({
          tariff_billed: sql`monthly_volume.tariff_billed + excluded.tariff_billed`,
        }),
      )
      .execute();
  }
  for (const used of context.packages.filter((p) => p.used > 0)) {
    await trx
      .updateTable('tariff_packages')
      .set({ used: sql`used + ${used.used}` })
      .where('id', '=', used.id)
      .execute();
  }
}
