import { sql } from 'kysely';
import type { MonthDifference, MonthVerification } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import type { FileStore } from '../../../core/storage/file-store.js';
import { monthDays } from '../../../core/calendar.js';
import { isRegisterRetired } from '../../../core/db/register-partitions.js';
import { verifyDocuments } from './verify-documents.js';
import { verifyStatements } from './verify-statements.js';

type Counts = Record<string, number>;

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * Recomputes a month from the register (the one source of truth; its daily usage once retention
 * dropped its register) and reports every difference:
 * per user, service and day, the daily usage and the charges against the register's rows; and
 * each final Application 1 of the month against its statement recomputed from the charges, and
 * its file against the SHA-256 it was stored with; and, open month or closed, every partner's
 * statement re-priced from the register (`verifyStatements`).
 */
export async function verifyMonth(
  db: Db,
  files: FileStore,
  year: number,
  month: number,
): Promise<MonthVerification> {
  const [from, to] = monthDays(year, month);
  const retired = await isRegisterRetired(db, year, month);
  const register = await db
    .selectFrom('requests')
    .select([
      'user_id',
      'service_id',
      'day',
      sql<number>`count(*)`.as('requests'),
      count(sql`status = 'success'`).as('successful'),
      count(sql`billable = 1`).as('billable'),
      count(sql`package_id is not null`).as('covered'),
      sql<number>`sum(amount_minor)`.as('amount'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['user_id', 'service_id', 'day'])
    .execute();
  const usage = await db
    .selectFrom('daily_usage')
    .select([
      'user_id',
      'service_id',
      'day',
      'requests',
      'successful',
      'billable',
      'covered',
      sql<number>`amount_minor`.as('amount'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const charges = await db
    .selectFrom('daily_charges')
    .select([
      'user_id',
      'service_id',
      'day',
      sql<number>`sum(quantity)`.as('requests'),
      sql<number>`sum(quantity - failed)`.as('successful'),
      sql<number>`sum(case when kind = 'not-billable' then 0 else quantity end)`.as('billable'),
      sql<number>`sum(case when kind = 'package' then quantity else 0 end)`.as('covered'),
      sql<number>`sum(quantity * unit_price_minor)`.as('amount'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['user_id', 'service_id', 'day'])
    .execute();

  const differences: MonthDifference[] = [];
  // A month whose register retention dropped stands on its daily usage.
  const expected = byDay(retired ? usage : register);
  if (!retired) compare('daily-usage', expected, byDay(usage), differences);
  compare('charges', expected, byDay(charges), differences);
  const documents = await verifyDocuments(db, files, year, month, differences);
  const statements = await verifyStatements(
    db,
    year,
    month,
    retired ? usage : register,
    differences,
  );
  await nameThem(db, differences);
  return {
    year,
    month,
    requests: (retired ? usage : register).reduce((sum, row) => sum + Number(row.requests), 0),
    days: expected.size,
    documents,
    statements,
    differences,
  };
}

const FIELDS = ['requests', 'successful', 'billable', 'covered', 'amount'] as const;

function byDay(rows: ReadonlyArray<Record<string, unknown>>): Map<string, Counts> {
  return new Map(
    rows.map((row) => [
      `${row.user_id}|${row.service_id}|${String(row.day).slice(0, 10)}`,
      Object.fromEntries(FIELDS.map((field) => [field, Number(row[field] ?? 0)])),
    ]),
  );
}

function compare(
  check: MonthDifference['check'],
  expected: Map<string, Counts>,
  actual: Map<string, Counts>,
  differences: MonthDifference[],
) {
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const [userId, serviceId, day] = key.split('|') as [string, string, string];
    for (const field of FIELDS) {
      const want = expected.get(key)?.[field] ?? 0;
      const got = actual.get(key)?.[field] ?? 0;
      if (want !== got)
        differences.push({
          check,
          userId: Number(userId),
          userLogin: null,
          serviceId: Number(serviceId),
          serviceName: null,
          day,
          field,
          expected: want,
          actual: got,
        });
    }
  }
}

/** Adds the logins and service names of the users and services the differences name. */
async function nameThem(db: Db, differences: MonthDifference[]): Promise<void> {
  if (differences.length === 0) return;
  const userIds = [...new Set(differences.flatMap((d) => (d.userId === null ? [] : [d.userId])))];
  const serviceIds = [
    ...new Set(differences.flatMap((d) => (d.serviceId === null ? [] : [d.serviceId]))),
  ];
  const [users, services] = await Promise.all([
    userIds.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'login']).where('id', 'in', userIds).execute(),
    serviceIds.length === 0
      ? []
      : db.selectFrom('services').select(['id', 'name']).where('id', 'in', serviceIds).execute(),
  ]);
  const login = new Map(users.map((u) => [u.id, u.login]));
  const name = new Map(services.map((s) => [s.id, s.name]));
  for (const difference of differences) {
    difference.userLogin =
      difference.userId === null ? null : (login.get(difference.userId) ?? null);
    difference.serviceName =
      difference.serviceId === null ? null : (name.get(difference.serviceId) ?? null);
  }
}
