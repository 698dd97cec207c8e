import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import { unmigratedDatabase } from '../../helpers/unmigrated-database.js';

const database = unmigratedDatabase();

const service = (code: string, failedBillable: number) => ({
  code,
  name: code,
  status: 'active',
  failed_billable: failedBillable,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** Below the typed schema: the column this migration drops is no longer in it. */
interface OldServices {
  services: { code: string; name: string; status: string; failed_billable: number } & Record<
    'created_at' | 'updated_at',
    string
  >;
}
const db = () => database.db as unknown as Kysely<OldServices>;

const columnsOfServices = async () =>
  (await database.db.introspection.getTables())
    .find((table) => table.name === 'services')!
    .columns.map((column) => column.name);

describe('migration 0012 (a service’s billable outcomes)', () => {
  it('turns failed_billable 1 into "all" and 0 into "success", drops the flag, and goes back', async () => {
    const { error } = await migrator(database.db).migrateTo('0010_document_digests');
    expect(error).toBeUndefined();
    await db()
      .insertInto('services')
      .values([service('billsFailures', 1), service('billsSuccesses', 0)])
      .execute();

    await migrateToLatest(database.db);
    const rules = await database.db
      .selectFrom('services')
      .select(['code', 'billable_outcomes'])
      .orderBy('code')
      .execute();
    expect(rules).toEqual([
      { code: 'billsFailures', billable_outcomes: 'all' },
      { code: 'billsSuccesses', billable_outcomes: 'success' },
    ]);
    expect(await columnsOfServices()).not.toContain('failed_billable');
    // A row written without the rule gets the default.
    await sql`insert into services (code, name, status, created_at, updated_at)
      values ('plain', 'plain', 'active', '2026-01-01', '2026-01-01')`.execute(database.db);
    expect(
      (
        await database.db
          .selectFrom('services')
          .select('billable_outcomes')
          .where('code', '=', 'plain')
          .executeTakeFirstOrThrow()
      ).billable_outcomes,
    ).toBe('success');

    const down = await migrator(database.db).migrateTo('0011_statements');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0012_billable_outcomes');
    const flags = await db()
      .selectFrom('services')
      .select(['code', 'failed_billable'])
      .orderBy('code')
      .execute();
    expect(flags.map((f) => [f.code, Number(f.failed_billable)])).toEqual([
      ['billsFailures', 1],
      ['billsSuccesses', 0],
      ['plain', 0],
    ]);
    expect(await columnsOfServices()).not.toContain('billable_outcomes');
  });
});
