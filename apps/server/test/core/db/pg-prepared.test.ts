/**
 * PostgreSQL: parameterised statements run as named prepared statements, kept per connection up
 * to a limit; statements without parameters keep the simple protocol.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/core/db/database.js';
import { prepareStatements } from '../../../src/core/db/pg-prepared.js';
import {
  createTestDatabase,
  TEST_DIALECT,
  type TestDatabase,
} from '../../helpers/test-database.js';

let storage: TestDatabase;
let pool: pg.Pool;

/** The texts this connection keeps prepared (the view is the session's own). */
async function preparedOn(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe.runIf(TEST_DIALECT === 'postgres')('prepared statements on PostgreSQL', () => {
  beforeAll(async () => {
    storage = await createTestDatabase('postgres');
    pool = new pg.Pool({ connectionString: storage.databaseUrl, max: 1 });
    pool.on('connect', (client) => prepareStatements(client, 2));
  });

  afterAll(async () => {
    await pool?.end();
    await storage?.drop();
  });

  it('prepares a parameterised text once per connection and runs it again by name', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::integer + 1 as next';
      expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
      expect((await client.query(text, [41])).rows).toEqual([{ next: 42 }]);
      expect(await preparedOn(client)).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('runs a kept text on its generic plan from the first run, not planned anew each time', async () => {
    const client = await pool.connect();
    try {
      const text = 'select count(*)::integer as n from pg_class where relpages >= $1';
      for (const pages of [0, 1, 2]) await client.query(text, [pages]);
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
        [text],
      );
      expect(rows).toEqual([{ generic_plans: '3', custom_plans: '0' }]);
    } finally {
      client.release();
    }
  });

  it('keeps the simple protocol for a text without parameters, which may hold several statements', async () => {
    const client = await pool.connect();
    try {
      await client.query('create table twice (n integer); insert into twice values (1), (2)');
      const { rows } = await client.query('select count(*)::integer as n from twice', []);
      expect(rows).toEqual([{ n: 2 }]);
      expect(await preparedOn(client)).not.toContain('select count(*)::integer as n from twice');
    } finally {
      client.release();
    }
  });

  it('runs texts past the connection’s limit unnamed, with the same answers', async () => {
    const client = await pool.connect();
    try {
      for (let i = 0; i < 4; i += 1) {
        const { rows } = await client.query(`select $1::integer * ${i + 2} as n`, [10]);
        expect(rows).toEqual([{ n: 10 * (i + 2) }]);
      }
      expect(await preparedOn(client)).toHaveLength(2);
    } finally {
      client.release();
    }
  });

  it('answers a failed statement with its error and runs the connection’s next ones', async () => {
    const client = await pool.connect();
    try {
      await expect(client.query('select $1::integer / 0', [1])).rejects.toThrow(/division by zero/);
      expect((await client.query('select $1::integer + 1 as next', [2])).rows).toEqual([
        { next: 3 },
      ]);
    } finally {
      client.release();
    }
  });

  it('is how the server’s own pool runs its queries', async () => {
    const { db } = openDatabase({ databaseUrl: storage.databaseUrl, sqliteFile: '' });
    try {
      const texts = await db.transaction().execute(async (trx) => {
        await sql`select ${5}::integer as n`.execute(trx);
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(trx);
        return rows.map((row) => row.statement);
      });
      expect(texts).toContain('select $1::integer as n');
    } finally {
      await db.destroy();
    }
  });
});
