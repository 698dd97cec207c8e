import type { CalendarEvent } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import { monthDays, nextDay, type Calendar } from '../../core/calendar.js';

/** The columns of a user, joined as `u`, that `personName` reads. */
const nameColumns = ['u.login', 'u.name', 'u.surname'] as const;
const personName = (u: { login: string; name: string; surname: string }) =>
  [u.name, u.surname].filter(Boolean).join(' ') || u.login;

/** A user's package or service assignment that ends on `valid_to`, as the calendar shows it. */
const holdingEnds =
  (kind: 'packageEnds' | 'assignmentEnds') =>
  (row: {
    valid_to: string | null;
    user_id: number;
    service_id: number;
    service: string;
    login: string;
    name: string;
    surname: string;
  }): CalendarEvent => ({
    day: row.valid_to!,
    kind,
    title: row.service,
    owner: personName(row),
    count: null,
    ref: { userId: row.user_id, serviceId: row.service_id },
  });

/**
 * What happens in a month: tariffs (an admin sees every tariff; others those they are assigned),
 * prepaid packages that are not closed and service assignments of the scope's users end;
 * documents are made; and, for an admin, months are closed or wait to be.
 */
export async function calendarEvents(
  db: Db,
  calendar: Calendar,
  scope: number[] | null,
  year: number,
  month: number,
): Promise<CalendarEvent[]> {
  const [from, to] = monthDays(year, month);
  const [tariffs, packages, assignments] = await Promise.all([
    db
      .selectFrom('tariffs as t')
      .innerJoin('services as s', 's.id', 't.service_id')
      .select(['t.id', 't.name', 't.valid_to', 's.name as service', 's.id as service_id'])
      .where('t.valid_to', '>=', from)
      .where('t.valid_to', '<=', to)
      .$if(scope !== null, (q) =>
        q.where('t.id', 'in', (eb) =>
          eb.selectFrom('user_services').select('tariff_id').where('user_id', 'in', scope!),
        ),
      )
      .execute(),
    db
      .selectFrom('tariff_packages as p')
      .innerJoin('services as s', 's.id', 'p.service_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.valid_to', 'p.user_id', 'p.service_id', 's.name as service', ...nameColumns])
      .where('p.valid_to', '>=', from)
      .where('p.valid_to', '<=', to)
      .where('p.closed_at', 'is', null)
      .$if(scope !== null, (q) => q.where('p.user_id', 'in', scope!))
      .execute(),
    db
      .selectFrom('user_services as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.valid_to', 'a.user_id', 'a.service_id', 's.name as service', ...nameColumns])
      .where('a.valid_to', '>=', from)
      .where('a.valid_to', '<=', to)
      .$if(scope !== null, (q) => q.where('a.user_id', 'in', scope!))
      .execute(),
  ]);
  const events: CalendarEvent[] = [
    ...tariffs.map((t) => ({
      day: t.valid_to!,
      kind: 'tariffEnds' as const,
      title: `${t.name} (${t.service})`,
      owner: null,
      count: null,
      ref: { tariffId: t.id },
    })),
    ...packages.map(holdingEnds('packageEnds')),
    ...assignments.map(holdingEnds('assignmentEnds')),
    ...(await documentEvents(db, calendar, scope, from, to)),
    ...(scope === null ? await closingEvents(db, calendar, year, month) : []),
  ];
  return events.sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind));
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Documents made in the range, by day and the month they concern, within the scope. */
async function documentEvents(
  db: Db,
  calendar: Calendar,
  scope: number[] | null,
  from: string,
  to: string,
): Promise<CalendarEvent[]> {
  const [start, end] = calendar.instantsOf(from, to);
  const rows = await db
    .selectFrom('documents as d')
    .leftJoin('partner_profiles as p', 'p.user_id', 'd.owner_id')
    .select(['d.created_at', 'd.owner_id', 'd.year', 'd.month', 'p.company_name'])
    .where('d.created_at', '>=', start)
    .where('d.created_at', '<', end)
    .$if(scope !== null, (q) =>
      q.where((eb) => eb.or([eb('d.owner_id', 'in', scope!), eb('d.subject_id', 'in', scope!)])),
    )
    .execute();
  const groups = new Map<string, CalendarEvent & { owners: Set<number> }>();
  for (const row of rows) {
    const day = calendar.dayOf(row.created_at);
    const period = monthKey(row.year, row.month);
    const group = groups.get(`${day} ${period}`) ?? {
      day,
      kind: 'documents' as const,
      title: period,
      owner: row.company_name ?? null,
      count: 0,
      ref: { userId: row.owner_id },
      owners: new Set<number>(),
    };
    group.count! += 1;
    group.owners.add(row.owner_id);
    groups.set(`${day} ${period}`, group);
  }
  return [...groups.values()].map(({ owners, ...event }) =>
    owners.size > 1 ? { ...event, owner: null, ref: {} } : event,
  );
}

/**
 * Months closed in this month, and, on its first day, the previous month when it had usage and
 * is not closed yet.
 */
async function closingEvents(
  db: Db,
  calendar: Calendar,
  year: number,
  month: number,
): Promise<CalendarEvent[]> {
  const [from, to] = monthDays(year, month);
  const [prevYear, prevMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const [closings, used] = await Promise.all([
    db
      .selectFrom('month_closings')
      .select(['year', 'month', 'status', 'documents', 'closed_at'])
      .execute(),
    db
      .selectFrom('daily_usage')
      .select('day')
      .where('day', '>=', monthDays(prevYear, prevMonth)[0])
      .where('day', '<', from)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const events: CalendarEvent[] = [];
  for (const closing of closings) {
    const day = calendar.dayOf(closing.closed_at);
    if (closing.status === 'done' && day >= from && day < nextDay(to))
      events.push({
        day,
        kind: 'monthClosed',
        title: monthKey(closing.year, closing.month),
        owner: null,
        count: Number(closing.documents),
        ref: {},
      });
  }
  const previousClosed = closings.some(
    (c) => c.year === prevYear && c.month === prevMonth && c.status === 'done',
  );
  if (used && !previousClosed)
    events.push({
      day: from,
      kind: 'closingDue',
      title: monthKey(prevYear, prevMonth),
      owner: null,
      count: null,
      ref: {},
    });
  return events;
}
