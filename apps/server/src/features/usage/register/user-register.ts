import { MessageKey } from '@cabinet/contract';
import { notFound } from '../../../core/http/errors.js';
import { listColumns, toRow } from './query.js';
import { pageByScan } from './scan-page.js';
import { pageByDailyCounts } from './daily-counts-page.js';
import type { RegisterPager } from './register-scope.js';
import type { Db } from '../../../core/db/schema.js';

/**
 * A page of the register: the users' requests to a service between two local days (both
 * inclusive), optionally of one outcome, optionally those whose request id is the filter or whose
 * subject starts with it.
 */
export const registerPage: RegisterPager = async (db, calendar, userIds, serviceId, query) => {
  const timeOrdered = !query.filterInput && (query.sortBy ?? 'requestedAt') === 'requestedAt';
  return timeOrdered
    ? pageByDailyCounts(db, calendar, userIds, serviceId, query)
    : pageByScan(db, calendar, userIds, serviceId, query);
};

/** One request with its payloads. */
export async function requestDetail(
  db: Db,
  userIds: number[],
  serviceId: number,
  requestId: string,
) {
  const row = await db
    .selectFrom('requests')
    .innerJoin('services', 'services.id', 'requests.service_id')
    .select([
      ...listColumns.map((column) => `requests.${column}` as const),
      'requests.service_id',
      'requests.request_payload',
      'requests.response_payload',
      'services.billable_outcomes',
    ])
    .where('requests.user_id', 'in', userIds)
    .where('requests.service_id', '=', serviceId)
    .where('requests.request_id', '=', requestId)
    .orderBy('requests.id')
    .executeTakeFirst();
  if (!row) throw notFound(MessageKey.requestNotFound);
  return {
    ...toRow(row),
    serviceId: row.service_id,
    billableOutcomes: row.billable_outcomes,
    requestPayload: row.request_payload,
    responsePayload: row.response_payload,
  };
}
