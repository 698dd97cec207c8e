import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseHandle } from '../core/db/database.js';
import type { Database } from '../core/db/schema.js';
import type { Calendar } from '../core/calendar.js';
import {
  recordNewRequests,
  sqliteRowWriter,
  withoutRegisterIndexes,
  type RequestRecord,
} from '../features/usage/index.js';

const CHUNK = 20_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/**
 * ISO-8601 times exactly as `Date#toISOString` writes them, for instants that mostly come in
 * increasing order: the date and hour are formatted once an hour, the rest arithmetically (a
 * fifth of the cost of a Date per row).
 */
export function isoClock(): (time: number) => string {
  let from = Infinity;
  let to = -Infinity;
  let prefix = '';
  return (time) => {
    const ms = Math.floor(time);
    if (!(ms >= from && ms < to)) {
      from = Math.floor(ms / HOUR) * HOUR;
      to = from + HOUR;
      prefix = new Date(from).toISOString().slice(0, 14);
    }
    let rest = ms - from;
    const minute = Math.floor(rest / 60_000);
    rest -= minute * 60_000;
    const second = Math.floor(rest / 1000);
    return `${prefix}${TWO[minute]!}:${TWO[second]!}.${THREE[rest - second * 1000]!}Z`;
  };
}

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
 * come in increasing order (a Poisson process), so no sorting of millions of rows is needed. A load
 * at least as large as the register goes in one transaction without the register's indexes, which
 * are built again at its end (see `withoutRegisterIndexes`).
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
  const end = options.now.getTime();
  const meanGap = span / options.count;
  const writer = handle.sqlite ? sqliteRowWriter(handle.sqlite) : undefined;
  const batchTag = crypto.randomBytes(4).toString('hex');
  const isoOf = isoClock();
  let time = end - span;
  let done = 0;
  const loadChunk = async (trx: Transaction<Database>) => {
    const size = Math.min(CHUNK, options.count - done);
    const chunk: RequestRecord[] = new Array(size);
    for (let i = 0; i < size; i += 1) {
      time = Math.min(end, time - Math.log(1 - Math.random()) * meanGap);
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const roll = Math.random();
      const success = roll < 0.95;
      const subject = String(100000000000 + Math.floor(Math.random() * 899999999999));
      chunk[i] = {
        requestId: `${batchTag}-${(done + i).toString(36)}`,
        userId: pair.userId,
        serviceId: pair.serviceId,
        requestedAt: isoOf(time),
        status: success ? 'success' : 'error',
        httpStatus: success ? 200 : roll < 0.98 ? 404 : 500,
        durationMs: 20 + Math.floor(Math.random() * Math.random() * 1500),
        subject,
        requestPayload: `{"bin":"${subject}"}`,
        responsePayload: success
          ? `{"found":true,"bin":"${subject}","status":"действующее"}`
          : '{"found":false}',
      };
    }
    await recordNewRequests(trx, calendar, chunk, writer);
    done += size;
    options.onProgress?.(done);
  };

  if (await isBulkLoad(db, options.count)) {
    // One transaction: a crash or error leaves the register (and its indexes) as it was.
    await db.transaction().execute((trx) =>
      withoutRegisterIndexes(trx, async () => {
        while (done < options.count) await loadChunk(trx);
      }),
    );
  } else {
    while (done < options.count) await db.transaction().execute(loadChunk);
  }
  return done;
}

/**
 * Whether to load without the register's indexes and build them afterwards: worth it when the
 * load is at least as large as the register already is (an index rebuild sorts every row).
 */
async function isBulkLoad(db: Kysely<Database>, count: number): Promise<boolean> {
  const { last } = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  return count >= Number(last ?? 0);
}
