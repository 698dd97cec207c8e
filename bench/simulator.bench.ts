/**
 * The tariff simulator's benchmark (issue 44): 12 months for 1 000 partners re-priced under a
 * draft, through HTTP, on SQLite and PostgreSQL, next to a baseline measured in the same run: a
 * plain SUM of the same months' charges per user, straight from the database.
 *
 * The simulator reads the daily aggregates (`daily_charges`), never the register, so the data is
 * made there directly: per partner and day, the charges the register's pricing would have written
 * for ~27 requests a day on average (about 10 million requests over the year), not 10 million
 * register rows.
 *
 *   npm run bench:simulator                        both dialects, 1 000 partners, 12 months
 *   npm run bench:simulator -- --partners 50 --runs 1 --sqlite-only   the smallest, to check it runs
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { openMigratedDatabase } from '../apps/server/src/core/db/open.js';
import type { Database } from '../apps/server/src/core/db/schema.js';
import { tierFor } from '../apps/server/src/core/pricing/pricing.js';
import { seedAccessDefaults } from '../apps/server/src/seed/access-defaults.js';
import { createUser } from '../apps/server/src/seed/users.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';
import { Session } from '../apps/server/test/helpers/session.js';

const { values } = parseArgs({
  options: {
    partners: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    'sqlite-only': { type: 'boolean', default: false },
  },
});
const PARTNERS = Number(values.partners);
const RUNS = Number(values.runs);
const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 10 + i, 1));
  return d.toISOString().slice(0, 7);
});
const TIERS = [
  { upTo: 300, priceMinor: 14_339 },
  { upTo: 700, priceMinor: 9_001 },
  { upTo: null, priceMinor: 5_003 },
];
const DRAFT = [
  { upTo: 250, priceMinor: 15_000 },
  { upTo: 800, priceMinor: 8_500 },
  { upTo: null, priceMinor: 4_900 },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** A small deterministic generator, so both dialects get the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seed(db: Kysely<Database>, now: string) {
  const service = await db
    .insertInto('services')
    .values({
      code: 'simbench',
      name: 'Бенчмарк',
      description: '',
      documentation: '',
      status: 'active',
      upstream_url: null,
      form_definition: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tariff = await db
    .insertInto('tariffs')
    .values({
      service_id: service.id,
      name: 'Ступени',
      currency: 'KZT',
      tiers: JSON.stringify(TIERS),
      vat_included: 1,
      vat_rate_bp: 1200,
      valid_from: '2025-01-01',
      valid_to: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partners = await db
    .insertInto('users')
    .values(
      Array.from({ length: PARTNERS }, (_, i) => ({
        login: `partner${i}`,
        email: `partner${i}@bench.local`,
        name: `Partner ${i}`,
        surname: '',
        description: '',
        password_hash: '!',
        group: 'Partner' as const,
        parent_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('user_services')
    .values(
      partners.map((p) => ({
        user_id: p.id,
        service_id: service.id,
        tariff_id: tariff.id,
        valid_from: '2025-01-01',
        valid_to: null,
      })),
    )
    .execute();

  const next = random(44);
  let requests = 0;
  let batch: Database['daily_charges'][] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('daily_charges').values(batch).execute();
    batch = [];
  };
  for (const partner of partners) {
    const rate = 5 + next() * 45;
    for (const month of MONTHS) {
      const [year, m] = month.split('-').map(Number) as [number, number];
      const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
      let volume = 0;
      for (let day = 1; day <= days; day += 1) {
        const date = `${month}-${String(day).padStart(2, '0')}`;
        const count = Math.round(rate * (0.5 + next()));
        requests += count;
        // As the register prices them one by one: runs of requests in one tier.
        let left = count;
        while (left > 0) {
          const tier = tierFor(TIERS, volume + 1);
          const upTo = TIERS[tier]!.upTo;
          const take = upTo === null ? left : Math.min(left, upTo - volume);
          batch.push({
            user_id: partner.id,
            service_id: service.id,
            day: date,
            usage_month: month,
            billed_month: month,
            kind: 'tier',
            tariff_id: tariff.id,
            package_id: 0,
            tier,
            unit_price_minor: TIERS[tier]!.priceMinor,
            quantity: take,
            failed: 0,
          });
          volume += take;
          left -= take;
        }
        if (batch.length >= 500) await flush();
      }
    }
  }
  await flush();
  return { tariffId: tariff.id, serviceId: service.id, requests };
}

async function run(dialect: 'sqlite' | 'postgres') {
  const storage = await createTestDatabase(dialect);
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  });
  const database = await openMigratedDatabase(config);
  const { db } = database;
  try {
    const now = new Date().toISOString();
    await seedAccessDefaults(db, now);
    const seedStart = performance.now();
    const { tariffId, serviceId, requests } = await seed(db, now);
    const rows = await db
      .selectFrom('daily_charges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    console.log(
      `${dialect}: ${PARTNERS} partners, ${MONTHS[0]}…${MONTHS.at(-1)}, ${requests.toLocaleString('en')} requests in ${Number(rows.n).toLocaleString('en')} daily charge rows (made in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`,
    );

    const app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    await createUser(
      db,
      { login: 'bench-admin', email: 'bench@cabinet.local', name: 'Bench', group: 'Admin' },
      now,
      'bench admin password',
    );
    const admin = new Session(app);
    await admin.login('bench-admin', 'bench admin password');
    const simulate = (tiers: typeof TIERS, months = MONTHS) =>
      admin.post('/api/tariffs/simulations', { tariffId, draft: { tiers }, months });

    const same = await simulate(TIERS);
    const answer = same.json() as {
      data: { rows: { beforeMinor: number; afterMinor: number }[] };
    };
    if (same.statusCode !== 200) throw new Error(same.body.slice(0, 300));
    const exact = answer.data.rows.every((r) => r.beforeMinor === r.afterMinor);
    console.log(
      `  unchanged tariff: ${answer.data.rows.length} rows, after = before for every one: ${exact}`,
    );

    const ours = await time(async () => {
      const res = await simulate(DRAFT);
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 300));
    });
    const baseline = await time(() =>
      db
        .selectFrom('daily_charges')
        .select([
          'user_id',
          (eb) => eb.fn.sum<number>(sql`quantity * unit_price_minor`).as('amount'),
        ])
        .where('billed_month', 'in', MONTHS)
        .where('service_id', '=', serviceId)
        .groupBy('user_id')
        .execute(),
    );
    const partnerId = (same.json() as { data: { rows: { partnerId: number }[] } }).data.rows[0]!
      .partnerId;
    const small = await time(async () => {
      const res = await admin.post('/api/tariffs/simulations', {
        tariffId,
        partnerIds: [partnerId],
        draft: { tiers: DRAFT },
        months: [MONTHS.at(-1)],
      });
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 300));
    });
    const verdict = ours <= 1000 ? 'within 1 s' : 'OVER 1 s';
    console.log(
      `  12 months × ${PARTNERS} partners, draft, HTTP: ${ours.toFixed(1)} ms (${verdict})\n` +
        `  baseline, plain SUM per user of the same charges: ${baseline.toFixed(1)} ms; ratio ${(ours / baseline).toFixed(2)}\n` +
        `  1 month × 1 partner, HTTP: ${small.toFixed(1)} ms; ratio ${(ours / small).toFixed(2)}\n`,
    );
    await app.close();
  } finally {
    await db.destroy();
    await storage.drop();
  }
}

console.log(`Tariff simulator benchmark, median of ${RUNS} runs after one not counted\n`);
await run('sqlite');
if (!values['sqlite-only']) await run('postgres');
