import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import { earlyUser, unmigratedDatabase } from '../../helpers/unmigrated-database.js';

const database = unmigratedDatabase();

const row = (login: string, group: 'Admin' | 'Partner' | 'client', parentId: number | null) =>
  earlyUser(login, { group, parentId, updatedAt: '2026-01-02T00:00:00.000Z' });

describe('migration 0025 (confirmed e-mail addresses)', () => {
  it('counts the addresses of accounts belonging to nobody as confirmed, a partner’s users’ not', async () => {
    const { error } = await migrator(database.db).migrateTo('0023_subject_by_time');
    expect(error).toBeUndefined();
    const users = database.db.insertInto('users');
    await users.values([row('boss', 'Admin', null), row('partner', 'Partner', null)]).execute();
    const partner = await database.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'partner')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('users')
      .values([row('typed', 'client', partner.id), row('self', 'client', null)])
      .execute();

    await migrateToLatest(database.db);
    const after = await database.db
      .selectFrom('users')
      .select(['login', 'email_confirmed_at'])
      .orderBy('login')
      .execute();
    expect(after).toEqual([
      { login: 'boss', email_confirmed_at: '2026-01-02T00:00:00.000Z' },
      { login: 'partner', email_confirmed_at: '2026-01-02T00:00:00.000Z' },
      { login: 'self', email_confirmed_at: '2026-01-02T00:00:00.000Z' },
      { login: 'typed', email_confirmed_at: null },
    ]);
  });
});
