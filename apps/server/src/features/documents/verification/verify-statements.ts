import type { MonthDifference } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import { monthKey } from '../../../core/calendar.js';
import { monthCharges } from '../../../core/billing/month-charges.js';
import { monthState } from '../../../core/billing/month-state.js';
import { reportSubjects } from '../../../core/billing/month-sums.js';
import { buildStatement, vatOf } from '../../../core/billing/statement-build.js';

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
export async function verifyStatements(
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
