import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../src/core/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

// Rows below the typed schema: tests here also write the register as older migrations left it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** A database of its own, not migrated: each test file takes it where it needs it. */
export async function openBareDatabase(): Promise<{
  storage: TestDatabase;
  database: DatabaseHandle;
  db: AnyDb;
  close(): Promise<void>;
}> {
  const storage = await createTestDatabase();
  const database = openDatabase({
    databaseUrl: storage.databaseUrl,
    sqliteFile: path.join(storage.dataDir, 'cabinet.sqlite'),
  });
  return {
    storage,
    database,
    db: database.db as unknown as AnyDb,
    close: async () => {
      await database.db.destroy();
      await storage.drop();
    },
  };
}

const at = '2026-01-01T00:00:00.000Z';

/** A user and a service the register's rows may name. */
export async function userAndService(db: AnyDb): Promise<{ userId: number; serviceId: number }> {
  const { id: userId } = await db
    .insertInto('users')
    .values({
      login: 'register-owner',
      email: 'register-owner@example.kz',
      name: 'Owner',
      surname: '',
      description: '',
      password_hash: 'x',
      group: 'Partner',
      parent_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: serviceId } = await db
    .insertInto('services')
    .values({ code: 'reg', name: 'Register', status: 'active', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, serviceId };
}

/** One register row at `time` (an ISO instant), written straight into the table; its id. */
export async function insertRow(
  db: AnyDb,
  userId: number,
  serviceId: number,
  requestId: string,
  time: string,
): Promise<number> {
  const { id } = await db
    .insertInto('requests')
    .values({
      user_id: userId,
      service_id: serviceId,
      request_id: requestId,
      requested_at: time,
      day: time.slice(0, 10),
      status: 'success',
      http_status: 200,
      duration_ms: 5,
      subject: '',
      billable: 1,
      amount_minor: 100,
      package_id: null,
      request_payload: '',
      response_payload: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Rows per partition of the register (PostgreSQL), by partition name. */
export async function rowsPerPartition(db: AnyDb): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; n: string }>`
    select tableoid::regclass::text as name, count(*) as n from requests group by 1`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}
