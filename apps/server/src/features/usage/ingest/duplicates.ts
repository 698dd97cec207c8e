import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import { prepared } from '../../../core/db/prepared.js';
import { PG_KEYS } from '../../../core/db/register-writers.js';
import { conflicting } from './content-hash.js';
import type { RequestRecord } from './types.js';

type Trx = Transaction<Database>;

/** Which of a batch's records are new: the ones to store, and those that conflict with a stored one. */

/** The batch's users' requests among its request ids, on (user, request id), with their hashes. */
const recordedOf = prepared<
  { users: number[]; requestIds: string[] },
  { user_id: number; request_id: string; content_hash: string | null }
>((db, params) =>
  db
    .selectFrom('requests')
    .select(['user_id', 'request_id', 'content_hash'])
    .where(params.in('user_id', 'users'))
    .where(params.in('request_id', 'requestIds', 'text')),
);

type Held = Map<string, string | null>;
const keyOf = (record: { userId: number; requestId: string }) =>
  `${record.userId}|${record.requestId}`;

/**
 * Drops requests the users recorded before, and repeats within the batch (SQLite); those whose
 * content differs from the one recorded under their key are conflicts.
 */
export async function withoutDuplicates(trx: Trx, ordered: RequestRecord[]): Promise<Sorted> {
  const rows = await recordedOf(trx, {
    users: [...new Set(ordered.map((r) => r.userId))],
    requestIds: [...new Set(ordered.map((r) => r.requestId))],
  });
  const held: Held = new Map(
    rows.map((row) => [`${row.user_id}|${row.request_id}`, row.content_hash]),
  );
  const stored = ordered.filter((record) => {
    const key = keyOf(record);
    if (held.has(key)) return false;
    held.set(key, record.contentHash ?? null);
    return true;
  });
  return sortedOut(ordered, stored, held);
}

/** The records stored, and the others whose content differs from what their key holds. */
export interface Sorted {
  stored: RequestRecord[];
  conflicts: Set<RequestRecord>;
}

function sortedOut(ordered: RequestRecord[], stored: RequestRecord[], held: Held): Sorted {
  const conflicts = new Set<RequestRecord>();
  if (stored.length === ordered.length) return { stored, conflicts };
  const kept = new Set(stored);
  for (const record of ordered)
    if (!kept.has(record) && conflicting(held.get(keyOf(record)), record.contentHash))
      conflicts.add(record);
  return { stored, conflicts };
}

const CLAIM_KEYS = `${PG_KEYS}
  order by 1, 2
  on conflict do nothing
  returning user_id, request_id`;
/** The hashes of keys held before (read only when some were). */
const HELD_HASHES = `select user_id, request_id, content_hash from request_keys
  where (user_id, request_id) in (select * from unnest($1::integer[], $2::varchar[]))`;

/**
 * PostgreSQL: claims each record's key in `request_keys` (whatever its month) and keeps the records
 * whose key was new, in one statement. A concurrent batch that claimed a key first makes this one
 * wait for its commit and then see a duplicate; keys go in sorted, so two batches cannot deadlock.
 * Keys held already are read with their hashes (one more statement, only then): a record with
 * other content than its key's is a conflict.
 */
export async function claimKeys(trx: Trx, ordered: RequestRecord[]): Promise<Sorted> {
  const firsts = new Map<string, RequestRecord>();
  for (const record of ordered) {
    const key = keyOf(record);
    if (!firsts.has(key)) firsts.set(key, record);
  }
  const claims = [...firsts.values()];
  const fresh = new Set<string>();
  if (claims.length > 0) {
    const { rows } = await trx.executeQuery<{ user_id: number; request_id: string }>(
      CompiledQuery.raw(CLAIM_KEYS, [
        claims.map((r) => r.userId),
        claims.map((r) => r.requestId),
        claims.map((r) => r.requestedAt),
        claims.map((r) => r.contentHash ?? null),
      ]),
    );
    for (const row of rows) fresh.add(`${row.user_id}|${row.request_id}`);
  }
  const stored = ordered.filter((record) => {
    const key = keyOf(record);
    return fresh.has(key) && firsts.get(key) === record;
  });
  const held: Held = new Map(stored.map((record) => [keyOf(record), record.contentHash ?? null]));
  const taken = claims.filter((record) => !fresh.has(keyOf(record)));
  if (taken.length > 0) {
    const { rows } = await trx.executeQuery<{
      user_id: number;
      request_id: string;
      content_hash: string | null;
    }>(CompiledQuery.raw(HELD_HASHES, [taken.map((r) => r.userId), taken.map((r) => r.requestId)]));
    for (const row of rows) held.set(`${row.user_id}|${row.request_id}`, row.content_hash);
  }
  return sortedOut(ordered, stored, held);
}
