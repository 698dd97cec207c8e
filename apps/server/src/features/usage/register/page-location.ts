import { sql, type Expression, type RawBuilder } from 'kysely';

/** A register row as far as its order goes: time, then id. */
export interface TimeOrdered {
  requested_at: string;
  id: number;
}

/**
 * The ids of rows `skip` to `skip + limit` of several users' requests in time order (then id), as
 * a subquery for the statement that reads the page's rows. `keysOf` gives the `i`th user's keys in
 * that order, at most `skip + limit` of them: read from the register's index alone, each user's
 * keys are merged by the database (PostgreSQL's Merge Append, SQLite's ordered compound select),
 * so only `skip + limit` keys are walked in all and only the page's rows are read. One range over
 * `user_id in (...)` would instead gather and sort every row of all the users, which for a
 * partner with millions of requests takes seconds. `skip` and `limit` may be values or, in a
 * statement compiled once, its parameters.
 */
export function pageIds(
  users: number,
  descending: boolean,
  skip: unknown,
  limit: unknown,
  keysOf: (i: number) => Expression<TimeOrdered>,
): RawBuilder<number> {
  const branches = Array.from(
    { length: users },
    (_, i) => sql`select * from (${keysOf(i)}) as ${sql.id(`keys${i}`)}`,
  );
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return sql<number>`(select id from (${sql.join(branches, sql` union all `)}
    order by requested_at ${direction}, id ${direction}
    limit ${limit} offset ${skip}) as page)`;
}

/** The days (in reading order) that hold rows skip..skip+size, and the offset into the first. */
export function daysOfPage(
  days: Array<{ day: string; requests: number | string }>,
  skip: number,
  size: number,
) {
  let before = 0;
  let first: string | undefined;
  let offset = 0;
  let last = days[days.length - 1]!.day;
  for (const d of days) {
    const n = Number(d.requests);
    if (first === undefined && skip < before + n) {
      first = d.day;
      offset = skip - before;
    }
    before += n;
    if (first !== undefined && before >= skip + size) {
      last = d.day;
      break;
    }
  }
  return { first: first ?? last, last, offset };
}
