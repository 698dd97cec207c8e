import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/core/db/database.js';

/**
 * Writes `rows` requests of one user and service spread over September 2026 straight into the
 * register, with the daily usage that reports and exports read: a range large enough that an
 * export of it takes seconds, filled in about one. Payloads hold no line breaks, so that a CSV of
 * them has exactly one line per row.
 */
export async function fillRegister(
  database: DatabaseHandle,
  userId: number,
  serviceId: number,
  rows: number,
): Promise<void> {
  const { db, dialect } = database;
  const pg = dialect === 'postgres';
  const time = pg
    ? sql`timestamptz '2026-08-31T19:00:00Z' + interval '1 second' * ((n - 1)::float8 * 2592000 / ${rows})`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-08-31T19:00:00Z', '+' || ((n - 1) * 2592000 / ${rows}) || ' seconds')`;
  const numbers = pg
    ? sql`from generate_series(1, ${rows}) as n`
    : sql`from (with recursive s(n) as (select 1 union all select n + 1 from s where n < ${rows}) select n from s)`;
  await sql`insert into requests (user_id, service_id, request_id, requested_at, day, status,
      http_status, duration_ms, subject, billable, amount_minor, package_id, request_payload,
      response_payload)
    select ${userId}, ${serviceId}, 'fill-' || n, ${time}, '2026-09-01', 'success', 200, 40,
      '9901' || n, 1, 500, null, '{"bin":"' || n || '"}', '{"status":"ok"}' ${numbers}`.execute(db);
  const day = pg
    ? sql`to_char(requested_at at time zone 'Asia/Almaty', 'YYYY-MM-DD')::date`
    : sql`date(requested_at, '+5 hours')`;
  await sql`update requests set day = ${day} where user_id = ${userId}`.execute(db);
  if (pg)
    await sql`insert into request_keys (user_id, request_id, requested_at)
      select user_id, request_id, requested_at from requests
      where user_id = ${userId} and request_id like 'fill-%'`.execute(db);
  await sql`insert into daily_usage (user_id, service_id, day, requests, successful, failed,
      billable, covered, amount_minor)
    select user_id, service_id, day, count(*), count(*), 0, count(*), 0, sum(amount_minor)
    from requests where user_id = ${userId} group by user_id, service_id, day`.execute(db);
}
