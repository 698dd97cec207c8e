import { parse } from 'csv-parse/sync';
import type { RegisterOutcome } from '@cabinet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calendar } from '../../../src/core/calendar.js';
import { loadConfig } from '../../../src/core/config.js';
import type { DatabaseHandle } from '../../../src/core/db/database.js';
import { openMigratedDatabase } from '../../../src/core/db/open.js';
import { translator } from '../../../src/core/i18n/i18n.js';
import { CsvFormat } from '../../../src/features/documents/exports/csv-format.js';
import type { ExportRange } from '../../../src/features/documents/exports/export-types.js';
import { exportRows } from '../../../src/features/documents/exports/register-walk.js';
import { createUser } from '../../../src/seed/users.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

/**
 * The export's walk of the register, read straight from the database: SQLite reads it in batches
 * between keys (here of 4 rows, so that ties of time, batch ends, a daylight-saving change and a
 * second user all fall inside the range), PostgreSQL in one COPY per user. Every window of the
 * rows (a chunk's offset and limit) must be the same slice of the whole, and every cell what the
 * register holds, a spreadsheet formula neutralised.
 */
const TIME_ZONE = 'Europe/Berlin'; // summer time ends on 2026-10-25 at 01:00 UTC
const FORMULAS = ['=1+1', '+7', '-x', '@SUM(A1)', '\tTab', '\rReturn'];
const PAYLOADS = ['', 'plain', 'a;b,c', 'say "hi"', 'two\nlines\r\nthree', 'Қазақстан «Ромашка»'];

let storage: TestDatabase;
let database: DatabaseHandle;
let range: ExportRange;
const calendar = new Calendar(TIME_ZONE);
const logins = new Map<number, string>();
const expected: string[][] = [];

interface Row {
  user_id: number;
  request_id: string;
  requested_at: string;
  status: 'success' | 'error';
  subject: string;
  billable: number;
  amount_minor: number;
  package_id: number | null;
  request_payload: string;
  response_payload: string;
}

const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const t = translator('en');

beforeAll(async () => {
  storage = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    APP_SECRET: 'export-batches-secret-export-batches-secret',
    TIMEZONE: TIME_ZONE,
  });
  database = await openMigratedDatabase(config);
  const { db } = database;
  const now = new Date().toISOString();
  const users: number[] = [];
  for (const login of ['walk-b', 'walk-a']) {
    const user = await createUser(
      db,
      { login, email: `${login}@test.kz`, name: login, group: 'Partner' },
      now,
    );
    users.push(user.id);
    logins.set(user.id, login);
  }
  const service = await db
    .insertInto('services')
    .values({
      code: 'walk,svc',
      name: 'Walk',
      status: 'active',
      description: '',
      documentation: '',
      billable_outcomes: 'success',
      form_definition: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const rows: Row[] = [];
  const start = Date.parse('2026-10-24T20:00:00.000Z');
  for (let n = 0; n < 45; n += 1) {
    const user = n % 3 === 0 ? users[0]! : users[1]!;
    // Every third row shares its time with the one before: the key's id breaks the tie.
    const step = n - (n % 3 === 2 ? 1 : 0);
    rows.push({
      user_id: user,
      request_id: n % 7 === 0 ? FORMULAS[n % FORMULAS.length]! + n : `walk-${n}`,
      requested_at: new Date(start + step * 7_200_000).toISOString(),
      status: n % 4 === 0 ? 'error' : 'success',
      subject: n % 5 === 0 ? FORMULAS[n % FORMULAS.length]! : PAYLOADS[n % PAYLOADS.length]!,
      billable: n % 2,
      amount_minor: n * 1005 + (n % 3),
      package_id: null,
      request_payload: PAYLOADS[(n + 1) % PAYLOADS.length]!,
      response_payload:
        n % 6 === 0 ? FORMULAS[n % FORMULAS.length]! : PAYLOADS[n % PAYLOADS.length]!,
    });
  }
  await db
    .insertInto('requests')
    .values(
      rows.map((row) => ({
        ...row,
        service_id: service.id,
        day: calendar.dayOf(row.requested_at),
        http_status: row.status === 'success' ? 200 : 500,
        duration_ms: 12,
      })),
    )
    .execute();
  const days = new Map<
    string,
    {
      user_id: number;
      day: string;
      requests: number;
      successful: number;
      failed: number;
      billable: number;
    }
  >();
  for (const row of rows) {
    const day = calendar.dayOf(row.requested_at);
    const key = `${row.user_id}:${day}`;
    const entry = days.get(key) ?? {
      user_id: row.user_id,
      day,
      requests: 0,
      successful: 0,
      failed: 0,
      billable: 0,
    };
    entry.requests += 1;
    if (row.status === 'success') entry.successful += 1;
    else entry.failed += 1;
    entry.billable += row.billable;
    days.set(key, entry);
  }
  await db
    .insertInto('daily_usage')
    .values(
      [...days.values()].map((entry) => ({
        ...entry,
        service_id: service.id,
        covered: 0,
        amount_minor: 0,
      })),
    )
    .execute();

  const stored = await db
    .selectFrom('requests')
    .select(['id', 'user_id', 'requested_at'])
    .execute();
  const order = [...stored].sort(
    (a, b) =>
      a.user_id - b.user_id ||
      a.requested_at.localeCompare(b.requested_at) ||
      Number(a.id) - Number(b.id),
  );
  const byId = new Map(
    (await db.selectFrom('requests').selectAll().execute()).map((row) => [Number(row.id), row]),
  );
  for (const { id } of order) {
    const row = byId.get(Number(id))!;
    expected.push([
      guard(row.request_id),
      calendar.localTime(row.requested_at),
      logins.get(row.user_id)!,
      'walk,svc',
      t(row.status === 'success' ? 'documents.csv.success' : 'documents.csv.error'),
      String(row.http_status),
      String(row.duration_ms),
      guard(row.subject),
      t(
        row.billable !== 1
          ? 'documents.csv.notBillable'
          : row.package_id !== null
            ? 'documents.csv.covered'
            : 'documents.csv.paid',
      ),
      (Number(row.amount_minor) / 100).toFixed(2),
      '',
      guard(row.request_payload),
      guard(row.response_payload),
    ]);
  }
  range = { userIds: users, serviceId: service.id, startDate: '2026-10-24', endDate: '2026-10-28' };
});

afterAll(async () => {
  await database?.db.destroy();
  await storage?.drop();
});

const exported = async (
  options: { skip?: number; limit?: number; batch?: number },
  outcome?: RegisterOutcome,
) => {
  const format = new CsvFormat({
    delimiter: ',',
    timeZone: TIME_ZONE,
    t,
    names: { logins, serviceCode: 'walk,svc' },
  });
  const parts: Buffer[] = [];
  let rows = 0;
  for await (const piece of exportRows(
    database,
    calendar,
    { ...range, outcome },
    format,
    options,
  )) {
    parts.push(Buffer.from(piece.data));
    rows += piece.rows;
  }
  const text = Buffer.concat(parts).toString('utf8');
  return { rows, cells: parse(text) as string[][] };
};

describe('the export walk of the register', () => {
  it('writes every row in order, each cell as stored, through many small batches', async () => {
    expect(new Set(expected.map((row) => row[1]!.slice(0, 10))).size).toBeGreaterThan(2);
    const whole = await exported({ batch: 4 });
    expect(whole.rows).toBe(expected.length);
    expect(whole.cells).toEqual(expected);
    expect((await exported({ batch: 1000 })).cells).toEqual(expected);
  });

  it('gives every window of the rows as the same slice of the whole', async () => {
    for (const [skip, limit] of [
      [0, 4],
      [3, 5],
      [4, 8],
      [13, 2],
      [14, 17],
      [29, 100],
      [44, 1],
      [45, 10],
    ] as const) {
      const part = await exported({ skip, limit, batch: 4 });
      const slice = expected.slice(skip, skip + limit);
      expect(part.rows, `${skip}+${limit}`).toBe(slice.length);
      expect(part.cells, `${skip}+${limit}`).toEqual(slice);
    }
  });

  it('of one outcome, holds only its rows, in the same order, in every window', async () => {
    const keeps: Record<RegisterOutcome, (cells: string[]) => boolean> = {
      success: (cells) => cells[4] === t('documents.csv.success'),
      error: (cells) => cells[4] === t('documents.csv.error'),
      billable: (cells) => cells[8] !== t('documents.csv.notBillable'),
    };
    for (const [outcome, keep] of Object.entries(keeps) as Array<
      [RegisterOutcome, typeof keeps.error]
    >) {
      const rows = expected.filter(keep);
      expect(rows.length, outcome).toBeGreaterThan(4);
      expect(rows.length, outcome).toBeLessThan(expected.length);
      expect((await exported({ batch: 4 }, outcome)).cells, outcome).toEqual(rows);
      for (const [skip, limit] of [
        [0, 3],
        [2, 5],
        [5, 100],
      ] as const)
        expect(
          (await exported({ skip, limit, batch: 2 }, outcome)).cells,
          `${outcome} ${skip}`,
        ).toEqual(rows.slice(skip, skip + limit));
    }
  });
});
