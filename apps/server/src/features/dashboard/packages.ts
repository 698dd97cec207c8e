import type { Kysely } from 'kysely';
import type { PackageBalance } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';

/** The packages open on `today` of the scope's users (null: everybody's), summed. */
export async function packageBalance(
  db: Kysely<Database>,
  scope: number[] | null,
  today: string,
): Promise<PackageBalance> {
  if (scope !== null && scope.length === 0) return { packages: 0, quota: 0, used: 0, remaining: 0 };
  const rows = await db
    .selectFrom('tariff_packages')
    .select(['quota', 'used'])
    .where('closed_at', 'is', null)
    .where('valid_from', '<=', today)
    .where('valid_to', '>=', today)
    .$if(scope !== null, (q) => q.where('user_id', 'in', scope!))
    .execute();
  const balance = { packages: rows.length, quota: 0, used: 0, remaining: 0 };
  for (const row of rows) {
    balance.quota += Number(row.quota);
    balance.used += Number(row.used);
    balance.remaining += Number(row.quota) - Number(row.used);
  }
  return balance;
}
