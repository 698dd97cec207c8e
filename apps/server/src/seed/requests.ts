import crypto from 'node:crypto';
import type { DatabaseHandle } from '../core/db/database.js';
import type { Calendar } from '../core/calendar.js';
import { recordNewRequests, type RequestRecord, type RowWriter } from '../features/usage/index.js';

const CHUNK = 20_000;
const DAY = 86_400_000;

export interface SeedRequestsOptions {
  count: number;
  /** The register covers this many days up to `now`. */
  days?: number;
  now: Date;
  onProgress?: (done: number) => void;
}

/**
 * Fills the register with realistic requests of the demo partners' users over the last months,
 * through the same pricing and counters as ingestion, so that reports and register agree. Times
 * come in increasing order (a Poisson process), so no sorting of millions of rows is needed.
 */
export async function seedRequests(
  handle: DatabaseHandle,
  calendar: Calendar,
  options: SeedRequestsOptions,
): Promise<number> {
  const { db } = handle;
  const pairs = await db
    .selectFrom('users as u')
    .innerJoin('user_services as us', (join) =>
      join.on((eb) =>
        eb.or([
          eb('us.user_id', '=', eb.ref('u.id')),
          eb('us.user_id', '=', eb.ref('u.parent_id')),
        ]),
      ),
    )
    .select(['u.id as userId', 'us.service_id as serviceId'])
    .where('u.group', 'in', ['client', 'Partner'])
    .where('u.blocked_at', 'is', null)
    .distinct()
    .execute();
  if (pairs.length === 0 || options.count <= 0) return 0;

  const span = (options.days ?? 90) * DAY;
  const start = options.now.getTime() - span;
  const meanGap = span / options.count;
  const writer = rowWriter(handle);
  const batchTag = crypto.randomBytes(4).toString('hex');
  let time = start;
  let done = 0;
  while (done < options.count) {
    const size = Math.min(CHUNK, options.count - done);
    const chunk: RequestRecord[] = new Array(size);
    for (let i = 0; i < size; i += 1) {
      time = Math.min(options.now.getTime(), time - Math.log(1 - Math.random()) * meanGap);
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const roll = Math.random();
      const status = roll < 0.95 ? 'success' : 'error';
      const subject = String(100000000000 + Math.floor(Math.random() * 899999999999));
      chunk[i] = {
        requestId: `${batchTag}-${(done + i).toString(36)}`,
        userId: pair.userId,
        serviceId: pair.serviceId,
        requestedAt: new Date(time).toISOString(),
        status,
        httpStatus: status === 'success' ? 200 : roll < 0.98 ? 404 : 500,
        durationMs: 20 + Math.floor(Math.random() * Math.random() * 1500),
        subject,
        requestPayload: `{"bin":"${subject}"}`,
        responsePayload:
          status === 'success'
            ? `{"found":true,"bin":"${subject}","status":"действующее"}`
            : '{"found":false}',
      };
    }
    await db.transaction().execute((trx) => recordNewRequests(trx, calendar, chunk, writer));
    done += size;
    options.onProgress?.(done);
  }
  return done;
}

const COLUMNS = [
  'user_id',
  'service_id',
  'request_id',
  'requested_at',
  'day',
  'status',
  'http_status',
  'duration_ms',
  'subject',
  'billable',
  'amount_minor',
  'package_id',
  'request_payload',
  'response_payload',
] as const;

/** On SQLite, one prepared statement run per row on the transaction's own connection. */
function rowWriter(handle: DatabaseHandle): RowWriter | undefined {
  const sqlite = handle.sqlite;
  if (!sqlite) return undefined;
  const insert = sqlite.prepare(
    `insert into requests (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  return async (_trx, rows) => {
    for (const row of rows) insert.run(COLUMNS.map((column) => row[column] ?? null));
  };
}
