import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import type { Calendar } from '../../core/calendar.js';
import { assignmentOn, coveringCandidates, parseTiers, priceRequest } from '../tariffs/index.js';

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

/**
 * Records requests in one transaction: each is priced (tariff in force on its day, the holder's
 * volume this month, packages) in time order, stored once per user and request id, and counted
 * into the daily usage and monthly volume, so that reports never scan the register.
 */
export async function recordRequests(
  db: Kysely<Database>,
  calendar: Calendar,
  records: readonly RequestRecord[],
): Promise<RecordOutcome> {
  const ordered = [...records].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  return db.transaction().execute(async (trx) => {
    const outcome: RecordOutcome = { accepted: [], duplicates: [] };
    const seen = new Set<string>();
    for (const record of ordered) {
      const key = `${record.userId}|${record.requestId}`;
      if (seen.has(key) || (await alreadyRecorded(trx, record))) {
        outcome.duplicates.push(record.requestId);
        continue;
      }
      seen.add(key);
      outcome.accepted.push(await recordOne(trx, record, calendar.dayOf(record.requestedAt)));
    }
    return outcome;
  });
}

async function alreadyRecorded(trx: Trx, record: RequestRecord): Promise<boolean> {
  const row = await trx
    .selectFrom('requests')
    .select('id')
    .where('user_id', '=', record.userId)
    .where('request_id', '=', record.requestId)
    .executeTakeFirst();
  return row !== undefined;
}

async function recordOne(trx: Trx, record: RequestRecord, day: string): Promise<RecordedRequest> {
  const month = day.slice(0, 7);
  const [user, service] = await Promise.all([
    trx
      .selectFrom('users')
      .select(['id', 'parent_id as parentId'])
      .where('id', '=', record.userId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('services')
      .select('failed_billable')
      .where('id', '=', record.serviceId)
      .executeTakeFirstOrThrow(),
  ]);
  const billable = record.status === 'success' || service.failed_billable === 1;
  const assignment = await assignmentOn(trx, user, record.serviceId, day);
  const holderIds = user.parentId === null ? [user.id] : [user.id, user.parentId];
  const [volume, candidates] = await Promise.all([
    assignment
      ? trx
          .selectFrom('monthly_volume')
          .select('tariff_billed')
          .where('holder_id', '=', assignment.holderId)
          .where('service_id', '=', record.serviceId)
          .where('month', '=', month)
          .executeTakeFirst()
      : undefined,
    coveringCandidates(trx, holderIds, record.serviceId, day),
  ]);
  const price = priceRequest({
    billable,
    day,
    tiers: assignment ? parseTiers(assignment.tiers) : undefined,
    tariffVolumeBefore: volume?.tariff_billed ?? 0,
    packages: candidates.map((p) => ({
      id: p.id,
      remaining: p.quota - p.used,
      validFrom: p.validFrom,
      validTo: p.validTo,
    })),
  });

  await trx
    .insertInto('requests')
    .values({
      user_id: record.userId,
      service_id: record.serviceId,
      request_id: record.requestId,
      requested_at: record.requestedAt,
      day,
      status: record.status,
      http_status: record.httpStatus,
      duration_ms: record.durationMs,
      subject: record.subject,
      billable: billable ? 1 : 0,
      amount_minor: price.amountMinor,
      package_id: price.packageId,
      request_payload: record.requestPayload,
      response_payload: record.responsePayload,
    })
    .execute();

  const success = record.status === 'success' ? 1 : 0;
  const counts = {
    requests: 1,
    successful: success,
    failed: 1 - success,
    billable: billable ? 1 : 0,
    covered: price.packageId === null ? 0 : 1,
    amount_minor: price.amountMinor,
  };
  await trx
    .insertInto('daily_usage')
    .values({ user_id: record.userId, service_id: record.serviceId, day, ...counts })
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

  if (price.packageId !== null) {
    await trx
      .updateTable('tariff_packages')
      .set({ used: sql`used + 1` })
      .where('id', '=', price.packageId)
      .execute();
  } else if (price.tierIndex !== null && assignment) {
    await trx
      .insertInto('monthly_volume')
      .values({
        holder_id: assignment.holderId,
        service_id: record.serviceId,
        month,
        tariff_billed: 1,
      })
      .onConflict((oc) =>
        oc
          .columns(['holder_id', 'service_id', 'month'])
          .doUpdateSet({ tariff_billed: sql`monthly_volume.tariff_billed + 1` }),
      )
      .execute();
  }
  return {
    requestId: record.requestId,
    amountMinor: price.amountMinor,
    packageId: price.packageId,
  };
}
