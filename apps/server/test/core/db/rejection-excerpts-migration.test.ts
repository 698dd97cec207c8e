import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../src/core/db/migrator.js';
import { earlyUser, unmigratedDatabase } from '../../helpers/unmigrated-database.js';

const database = unmigratedDatabase();

describe('migration 0024 (refused records kept as excerpts)', () => {
  it('cuts the records kept whole before to 2,000 characters, marked cut, and drops errors too long to cut', async () => {
    const { error } = await migrator(database.db).migrateTo('0023_subject_by_time');
    expect(error).toBeUndefined();
    const { id } = await database.db
      .insertInto('users')
      .values(earlyUser('sender', { group: 'Integrator', at: '2026-11-01T00:00:00.000Z' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (index: number, record: string, errors: string) => ({
      at: '2026-11-01T00:00:00.000Z',
      day: '2026-11-01',
      user_id: id,
      partner_id: null,
      record_index: index,
      request_id: `r-${index}`,
      reason: 'invalidRecord',
      errors,
      record,
    });
    const long = `{"requestPayload":"${'"'.repeat(39_000)}"}`;
    const noisy = JSON.stringify({ [`x${'k'.repeat(5_000)}`]: ['unknown'] });
    await database.db
      .insertInto('ingest_rejections')
      .values([row(0, '{"short":true}', '{}'), row(1, long, noisy)])
      .execute();

    await migrateToLatest(database.db);
    const kept = await database.db
      .selectFrom('ingest_rejections')
      .select(['record_index', 'record', 'record_cut', 'errors'])
      .orderBy('record_index')
      .execute();
    expect(kept).toEqual([
      { record_index: 0, record: '{"short":true}', record_cut: 0, errors: '{}' },
      { record_index: 1, record: long.slice(0, 2_000), record_cut: 1, errors: '{}' },
    ]);
  });
});
