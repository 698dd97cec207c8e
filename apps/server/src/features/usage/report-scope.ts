import { sql } from 'kysely';
import {
  MessageKey,
  Permission,
  type MonthState,
  type ReportContext,
  type ReportPerson,
  type ReportService,
  type UserGroup,
} from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import type { AppDeps } from '../../core/deps.js';
import type { ScopedInput } from '../../core/auth/guard.js';
import type { CallerCache } from '../../core/auth/caller-cache.js';
import { notFound } from '../../core/http/errors.js';
import { type Account, isStaff, mayReach, partnerOf } from '../../core/auth/scope.js';
import { monthStateOf } from '../../core/billing/month-state.js';
import { unseen } from '../../core/auth/guard.js';

/** How many of a partner's users a context lists, as the client's user picker did. */
export const MAX_MEMBERS = 100;

/** Whose report an answer is, whose usage it counts, and what else the answer names. */
export interface ReportScope {
  subject: Account;
  /** Whose usage counts as the subject's own: a partner's whole circle, anybody else alone. */
  userIds: number[];
  context: ReportContext;
  /** When asked for: the service of the report (404 when there is none). */
  service: ReportService | undefined;
  /** When asked for: whether the month is open, being closed or closed. */
  month: MonthState | undefined;
}

interface ScopeRow {
  id: number;
  login: string;
  name: string;
  surname: string;
  group: UserGroup;
  parent_id: number | null;
  is_subject: number;
  service_code: string | null;
  service_name: string | null;
  month_status: string | null;
  month_closed_at: string | null;
}

/**
 * A report's subject checked against the caller's scope, with everything its answer names, in one
 * statement: the subject (with the service's and the month's state on its row), and where the
 * caller reaches the subject's partner, the partner and its users. A client reads its own row only.
 * An admin learns that a user does not exist (404); anybody else gets the same 403 whether or not
 * it exists, so that ids cannot be probed.
 */
export async function reportScope(
  db: Db,
  caller: Caller,
  subjectId: number,
  asked: { serviceId?: number; month?: { year: number; month: number } } = {},
): Promise<ReportScope> {
  const readsCircle = isStaff(caller) || caller.group === 'Partner';
  const { serviceId, month } = asked;
  const subjectPartner = sql`(select case when s."group" = 'Partner' then s.id else s.parent_id end
    from users s where s.id = ${subjectId})`;
  const { rows } = await sql<ScopeRow>`
    select u.id, u.login, u.name, u.surname, u."group", u.parent_id, 1 as is_subject,
      ${serviceId === undefined ? sql`null` : sql`(select code from services where id = ${serviceId})`} as service_code,
      ${serviceId === undefined ? sql`null` : sql`(select name from services where id = ${serviceId})`} as service_name,
      ${month ? sql`(select status from month_closings where year = ${month.year} and month = ${month.month})` : sql`null`} as month_status,
      ${month ? sql`(select closed_at from month_closings where year = ${month.year} and month = ${month.month})` : sql`null`} as month_closed_at
    from users u where u.id = ${subjectId}
    ${
      readsCircle
        ? sql`union all
    select m.id, m.login, m.name, m.surname, m."group", m.parent_id, 0, null, null, null, null
    from users m
    where m.id <> ${subjectId} and (m.id = ${subjectPartner} or m.parent_id = ${subjectPartner})`
        : sql``
    }`.execute(db);

  const row = rows.find((r) => Number(r.is_subject) === 1);
  const subject: Account | undefined = row && {
    id: row.id,
    group: row.group,
    parentId: row.parent_id,
  };
  if (!row || !subject || !mayReach(caller, { id: subject.id, parent_id: subject.parentId }))
    throw unseen(caller, MessageKey.userNotFound);
  if (serviceId !== undefined && row.service_code === null)
    throw notFound(MessageKey.serviceNotFound);

  const partnerId = partnerOf(subject);
  // A partner has no parent of its own: reaching it means being an admin or the partner itself.
  const reachesPartner = partnerId !== null && mayReach(caller, { id: partnerId, parent_id: null });
  const listsMembers = reachesPartner && caller.permissions.has(Permission.usersView);
  const partner = rows.find((r) => r.id === partnerId);
  const circle = rows.filter((r) => r.parent_id === partnerId);
  return {
    subject,
    userIds: subject.group === 'Partner' ? [subject.id, ...circle.map((r) => r.id)] : [subject.id],
    context: {
      subject: { ...person(row), group: subject.group, parentId: subject.parentId },
      partner: reachesPartner && partner ? person(partner) : null,
      members: listsMembers
        ? circle
            .filter((r) => r.group === 'client')
            .sort((a, b) => (a.login < b.login ? -1 : a.login > b.login ? 1 : 0))
            .slice(0, MAX_MEMBERS)
            .map(person)
        : [],
    },
    service:
      serviceId === undefined
        ? undefined
        : { id: serviceId, code: row.service_code!, name: row.service_name! },
    month: month && monthStateOf(month.year, month.month, row.month_status, row.month_closed_at),
  };
}

/**
 * A report's scope and its own read of the subject's users, one round trip instead of two when
 * the subject's users are known from an earlier answer and `overlap` allows: the read starts on
 * them while the scope is checked. Its result counts only once the scope allows the caller and
 * names the same users; a refusal is the scope's (the read's rows and errors are dropped unseen),
 * and changed users are read again. The known users are a guess that every answer checks, kept as
 * callers are (`CallerCache`: emptied by any change of access).
 */
export async function readWhileScoped<T>(
  scoping: Promise<ReportScope>,
  known: CallerCache<number[]>,
  subjectId: number,
  overlap: boolean,
  read: (userIds: number[]) => Promise<T>,
): Promise<[ReportScope, T]> {
  const key = String(subjectId);
  const guess = overlap ? known.get(key) : undefined;
  const early = guess && read(guess);
  // No read outlives its answer, even one whose result is dropped: a connection in use after
  // the answer went out would be held against the next request, unaccounted.
  const earlySettled = early?.then(
    () => undefined,
    () => undefined,
  );
  try {
    const scope = await scoping;
    known.set(key, scope.userIds);
    const same =
      guess !== undefined &&
      guess.length === scope.userIds.length &&
      guess.every((id, i) => id === scope.userIds[i]);
    return [scope, same ? await early! : await read(scope.userIds)];
  } finally {
    await earlySettled;
  }
}

const person = ({ id, login, name, surname }: ReportPerson): ReportPerson => ({
  id,
  login,
  name,
  surname,
});

/** The report's user, kept in the caller's scope by `reportScope` with what the answer names. */
export const subjectParam: ScopedInput = { in: 'params', name: 'userId', resource: 'user' };

/** A report's scope, and `read` of the users whose usage it counts (see `readWhileScoped`). */
export type ScopedRead = <T>(
  caller: Caller,
  subject: { userId: number; serviceId?: number },
  month: { year: number; month: number } | undefined,
  read: (userIds: number[]) => Promise<T>,
) => Promise<[ReportScope, T]>;

/** The reports' `ScopedRead`, remembering the subjects' users as earlier answers found them. */
export function scopedReader(deps: AppDeps): ScopedRead {
  const knownUsers = deps.callerCache<number[]>();
  return (caller, { userId, serviceId }, month, read) =>
    readWhileScoped(
      reportScope(deps.db, caller, userId, {
        ...(serviceId !== undefined ? { serviceId } : {}),
        ...(month ? { month } : {}),
      }),
      knownUsers,
      userId,
      // A second connection at once (the scope has asked for its own) only while the pool has
      // one to spare: under load, it makes other answers wait (ingestion's p99 rose by half).
      deps.database.spareConnections() >= 1,
      read,
    );
}
