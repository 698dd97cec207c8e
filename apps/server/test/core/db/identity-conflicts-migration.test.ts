import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import { earlyUser, unmigratedDatabase } from '../../helpers/unmigrated-database.js';

const database = unmigratedDatabase();

const row = (login: string, email: string) => earlyUser(login, { email });

describe('migration 0009 (one namespace for logins and e-mail addresses)', () => {
  it('reports rows that share a sign-in identifier, and changes none of them', async () => {
    const { error } = await migrator(database.db).migrateTo('0008_partner_locations');
    expect(error).toBeUndefined();
    await database.db
      .insertInto('users')
      .values([
        row('anna', 'anna@example.kz'),
        row('Anna@Example.kz', 'squatter@example.kz'),
        row('carl', 'Carl@example.kz'),
        row('dora', 'carl@example.kz'),
        row('self@example.kz', 'self@example.kz'),
        row('eve', 'eve@example.kz'),
      ])
      .execute();
    const before = await database.db.selectFrom('users').selectAll().orderBy('id').execute();

    const warnings: { message: string; details: Record<string, unknown> }[] = [];
    await migrateToLatest(database.db, {
      warn: (details, message) => warnings.push({ message, details }),
    });

    const byId = (login: string) => before.find((user) => user.login === login)!.id;
    expect(warnings.map((w) => w.details)).toEqual([
      { identifier: 'anna@example.kz', userIds: [byId('anna'), byId('Anna@Example.kz')] },
      { identifier: 'carl@example.kz', userIds: [byId('carl'), byId('dora')] },
    ]);
    expect(warnings[0]!.message).toMatch(/share a sign-in identifier/);
    // Later migrations add columns (0025: whether the address is confirmed); none changes a value.
    const after = await database.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(after.map(({ email_confirmed_at: _, ...user }) => user)).toEqual(before);
  });
});
