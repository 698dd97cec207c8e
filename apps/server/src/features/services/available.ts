import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AvailableService } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { assignmentHolders, inForceOnSql, parseTiers } from '../../core/pricing/index.js';

/**
 * The services the caller may use today (assigned to it or to its partner), each with the tariff
 * in force and what its open packages have left.
 */
export async function availableServices(
  db: Kysely<Database>,
  caller: Caller,
  day: string,
): Promise<z.infer<typeof AvailableService>[]> {
  const holders = assignmentHolders(caller);
  const rows = await db
    .selectFrom('user_services as us')
    .innerJoin('services as s', 's.id', 'us.service_id')
    .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
    .select([
      'us.user_id as holderId',
      's.id',
      's.code',
      's.name',
      's.description',
      's.status',
      's.form_definition',
      's.billable_outcomes',
      't.id as tariffId',
      't.name as tariffName',
      't.currency',
      't.tiers',
      't.vat_included',
      't.vat_rate_bp',
    ])
    .where('us.user_id', 'in', holders)
    .where((eb) => inForceOnSql(eb, day))
    .orderBy('s.name')
    .execute();
  // The caller's own assignment wins over its partner's for the same service.
  const chosen = new Map<number, (typeof rows)[number]>();
  for (const row of rows)
    if (!chosen.has(row.id) || row.holderId === caller.id) chosen.set(row.id, row);

  const packages = await db
    .selectFrom('tariff_packages')
    .select(['service_id', 'quota', 'used'])
    .where('user_id', 'in', holders)
    .where('closed_at', 'is', null)
    .where('valid_from', '<=', day)
    .where('valid_to', '>=', day)
    .execute();
  return [...chosen.values()].map((row) => {
    const open = packages.filter((p) => p.service_id === row.id);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      status: row.status,
      hasForm: row.form_definition !== '[]',
      billableOutcomes: row.billable_outcomes,
      tariff: {
        id: row.tariffId,
        name: row.tariffName,
        currency: row.currency as 'KZT',
        tiers: parseTiers(row.tiers),
        vatIncluded: row.vat_included === 1,
        vatRate: row.vat_rate_bp / 100,
      },
      packageQuota: open.reduce((sum, p) => sum + p.quota, 0),
      packageRemaining: open.reduce((sum, p) => sum + Math.max(0, p.quota - p.used), 0),
    };
  });
}
