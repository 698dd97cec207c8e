import { sql, type Kysely } from 'kysely';
import crypto from 'node:crypto';
import type { MonthDifference, MonthVerification } from '@cabinet/contract';
import { Statement } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { FileStore } from '../../core/storage/file-store.js';
import { monthDays, monthKey } from '../../core/calendar.js';
import {
  buildStatement,
  isRegisterRetired,
  monthCharges,
  monthState,
  reportSubjects,
  statementOf,
  vatOf,
} from '../usage/index.js';

type Db = Kysely<Database>;
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

const SPLIT = ['requests', 'paid', 'covered', 'notBillable', 'amount'] as const;
type Split = Record<(typeof SPLIT)[number], number>;
const noSplit = (): Split => ({ requests: 0, paid: 0, covered: 0, notBillable: 0, amount: 0 });

/**
 * Every partner's statement re-priced from the register, open months included: per service, the
 * register's requests of the month split as paid, covered by a package and not billable, and what
 * it charged, against the statement lines that bill them (this month's, or, for records that came
 * after the month closed, the corrections of the months after it); an open month's usage must all
 * be billed in the month itself. Then the month's own statement, as documents and screens show it:
 * each line multiplies out, lines add up to the subtotal, subtotal and VAT to the total, and each
 * service's amount with VAT is what its prices charged (VAT added where they excluded it).
 */
async function verifyStatements(
  db: Db,
  year: number,
  month: number,
  source: ReadonlyArray<Record<string, unknown>>,
  differences: MonthDifference[],
): Promise<number> {
  const key = monthKey(year, month);
  const open = (await monthState(db, year, month)).status === 'open';
  const billedUsers = await db
    .selectFrom('daily_charges')
    .select('user_id')
    .distinct()
    .where((eb) => eb.or([eb('usage_month', '=', key), eb('billed_month', '=', key)]))
    .execute();
  const userIds = [
    ...new Set([...source.map((row) => Number(row.user_id)), ...billedUsers.map((r) => r.user_id)]),
  ];
  if (userIds.length === 0) return 0;
  const users = await db
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .select(['u.id', 'u.group', 'u.parent_id', 'p.group as parent_group'])
    .where('u.id', 'in', userIds)
    .execute();
  const partners = [
    ...new Set(
      users.flatMap((u) =>
        u.group === 'Partner'
          ? [u.id]
          : u.parent_id !== null && u.parent_group === 'Partner'
            ? [u.parent_id]
            : [],
      ),
    ),
  ].sort((a, b) => a - b);
  for (const partnerId of partners) {
    const note = (serviceId: number | null, field: string, want: number, got: number) =>
      differences.push({
        check: 'statement',
        userId: partnerId,
        userLogin: null,
        serviceId,
        serviceName: null,
        day: null,
        field,
        expected: want,
        actual: got,
      });
    const subjects = await reportSubjects(db, partnerId);
    const mine = new Set(subjects);
    const registered = new Map<number, Split>();
    const split = (map: Map<number, Split>, serviceId: number) => {
      let found = map.get(serviceId);
      if (!found) map.set(serviceId, (found = noSplit()));
      return found;
    };
    for (const row of source) {
      if (!mine.has(Number(row.user_id))) continue;
      const to = split(registered, Number(row.service_id));
      const requests = Number(row.requests ?? 0);
      const billable = Number(row.billable ?? 0);
      const covered = Number(row.covered ?? 0);
      to.requests += requests;
      to.paid += billable - covered;
      to.covered += covered;
      to.notBillable += requests - billable;
      to.amount += Number(row.amount ?? 0);
    }
    const billedIn = await db
      .selectFrom('daily_charges')
      .select('billed_month')
      .distinct()
      .where('usage_month', '=', key)
      .where('user_id', 'in', subjects)
      .execute();
    const priced = new Map<number, Split>();
    for (const { billed_month: billed } of billedIn) {
      const groups = await monthCharges(
        db,
        subjects,
        Number(billed.slice(0, 4)),
        Number(billed.slice(5, 7)),
      );
      for (const group of groups) {
        if ((group.correctionOf ?? billed) !== key) continue;
        if (open && billed !== key) note(group.serviceId, `billedIn.${billed}`, 0, group.quantity);
        const to = split(priced, group.serviceId);
        to.requests += group.quantity;
        if (group.kind === 'package') to.covered += group.quantity;
        else if (group.kind === 'not-billable') to.notBillable += group.quantity;
        else to.paid += group.quantity;
        to.amount += group.quantity * group.priceMinor;
      }
    }
    for (const serviceId of new Set([...registered.keys(), ...priced.keys()]))
      for (const field of SPLIT) {
        const want = registered.get(serviceId)?.[field] ?? 0;
        const got = priced.get(serviceId)?.[field] ?? 0;
        if (want !== got) note(serviceId, field, want, got);
      }

    const groups = await monthCharges(db, subjects, year, month);
    const statement = buildStatement(groups);
    statement.lines.forEach((line, index) => {
      if (line.amountMinor !== line.quantity * line.unitPriceMinor)
        note(
          line.serviceId,
          `lines.${index}.amountMinor`,
          line.quantity * line.unitPriceMinor,
          line.amountMinor,
        );
    });
    const sum = (pick: (line: (typeof statement.lines)[number]) => number) =>
      statement.lines.reduce((total, line) => total + pick(line), 0);
    if (sum((line) => line.amountMinor) !== statement.subtotalMinor)
      note(
        null,
        'subtotalMinor',
        sum((line) => line.amountMinor),
        statement.subtotalMinor,
      );
    if (statement.subtotalMinor + statement.vatMinor !== statement.totalMinor)
      note(null, 'totalMinor', statement.subtotalMinor + statement.vatMinor, statement.totalMinor);
    const charged = new Map<number, number>();
    for (const group of groups) {
      const register = group.quantity * group.priceMinor;
      const withVat = group.vatIncluded ? register : register + vatOf(register, group.vatRateBp);
      charged.set(group.serviceId, (charged.get(group.serviceId) ?? 0) + withVat);
    }
    for (const [serviceId, want] of charged) {
      const got = sum((line) =>
        line.serviceId === serviceId ? line.amountMinor + line.vatMinor : 0,
      );
      if (want !== got) note(serviceId, 'amountWithVat', want, got);
    }
  }
  return partners.length;
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

async function verifyDocuments(
  db: Db,
  files: FileStore,
  year: number,
  month: number,
  differences: MonthDifference[],
): Promise<number> {
  const finals = await db
    .selectFrom('documents')
    .select(['id', 'subject_id', 'statement', 'storage_key', 'sha256'])
    .where('kind', '=', 'application1')
    .where('closing', '=', 1)
    .where('pending', '=', 0)
    .where('superseded_by', 'is', null)
    .where('year', '=', year)
    .where('month', '=', month)
    .execute();
  for (const doc of finals) {
    const note = (field: string, want: number, got: number) =>
      differences.push({
        check: 'document',
        userId: doc.subject_id,
        userLogin: null,
        serviceId: null,
        serviceName: null,
        day: null,
        field,
        expected: want,
        actual: got,
      });
    const stored = Statement.parse(JSON.parse(doc.statement ?? 'null'));
    const now = await statementOf(db, await reportSubjects(db, doc.subject_id), year, month);
    if (now.totalMinor !== stored.totalMinor) note('totalMinor', now.totalMinor, stored.totalMinor);
    if (now.lines.length !== stored.lines.length)
      note('lines', now.lines.length, stored.lines.length);
    now.lines.forEach((line, index) => {
      const kept = stored.lines[index];
      if (kept && kept.quantity !== line.quantity)
        note(`lines.${index}.quantity`, line.quantity, kept.quantity);
      if (kept && kept.amountMinor !== line.amountMinor)
        note(`lines.${index}.amountMinor`, line.amountMinor, kept.amountMinor);
    });
    const content = (await files.exists(doc.storage_key))
      ? await readAll(files, doc.storage_key)
      : undefined;
    const sha = content && crypto.createHash('sha256').update(content).digest('hex');
    if (sha !== doc.sha256) note('sha256', 1, 0);
  }
  return finals.length;
}

async function readAll(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
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
