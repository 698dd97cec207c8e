import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseHandle } from '../core/db/database.js';
import type { Database } from '../core/db/schema.js';
import type { Calendar } from '../core/calendar.js';
import { withoutRegisterIndexes } from '../core/db/register-indexes.js';
import { sqliteRowWriter } from '../core/db/register-writers.js';
import { recordNewRequests, type RequestRecord } from '../features/usage/index.js';
import { sampleCall } from '../features/services/index.js';

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
    .innerJoin('services as s', 's.id', 'us.service_id')
    .select(['u.id as userId', 'us.service_id as serviceId', 's.upstream_url as upstream'])
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
  const pools = new Map<string | null, CallSamples>();
  const samplesOf = (upstream: string | null) => {
    let pool = pools.get(upstream);
    if (!pool) pools.set(upstream, (pool = callSamples(upstream)));
    return pool;
  };
  let time = end - span;
  let done = 0;
  const loadChunk = async (trx: Transaction<Database>) => {
    const size = Math.min(CHUNK, options.count - done);
    const chunk: RequestRecord[] = new Array(size);
    for (let i = 0; i < size; i += 1) {
      time = Math.min(end, time - Math.log(1 - Math.random()) * meanGap);
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const subject = String(100000000000 + Math.floor(Math.random() * 899999999999));
      const call = samplesOf(pair.upstream).pick(subject);
      chunk[i] = {
        requestId: `${batchTag}-${(done + i).toString(36)}`,
        userId: pair.userId,
        serviceId: pair.serviceId,
        requestedAt: isoOf(time),
        status: call.httpStatus >= 200 && call.httpStatus < 300 ? 'success' : 'error',
        durationMs: 20 + Math.floor(Math.random() * Math.random() * 1500),
        subject,
        ...call,
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

const SAMPLES = 512;
const ANY_BIN = '000000000000';
const OUTAGE = { httpStatus: 500, body: '{"message":"Сервис временно недоступен"}' };

interface CallSamples {
  /** A call about `subject`: its payloads as the service would have sent them, and its answer. */
  pick(subject: string): { httpStatus: number; requestPayload: string; responsePayload: string };
}

/**
 * Calls of one service as its built-in demo source answers them, so that each service's register
 * shows its own payloads. Asking the source for each of a million rows would cost more than the
 * rest of the load (it hashes its input several times), so a few hundred answers are asked for
 * once and each row takes one with the subject put in place of the sample's; 2% of calls fail
 * as a real source sometimes does.
 */
function callSamples(upstream: string | null): CallSamples {
  const samples = Array.from({ length: SAMPLES }, () => {
    // A service that is not built in gets the shape of a lookup by BIN.
    const call = sampleCall(upstream) ?? {
      input: { bin: ANY_BIN },
      status: 200,
      body: { found: true, bin: ANY_BIN },
    };
    return {
      subject: String(call.input.bin),
      httpStatus: call.status,
      requestPayload: JSON.stringify(call.input),
      responsePayload: JSON.stringify(call.body),
    };
  });
  return {
    pick(subject) {
      const sample = samples[Math.floor(Math.random() * SAMPLES)]!;
      const bySubject = (text: string) => text.split(sample.subject).join(subject);
      const outage = Math.random() < 0.02;
      return {
        httpStatus: outage ? OUTAGE.httpStatus : sample.httpStatus,
        requestPayload: bySubject(sample.requestPayload),
        responsePayload: outage ? OUTAGE.body : bySubject(sample.responsePayload),
      };
    },
  };
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
