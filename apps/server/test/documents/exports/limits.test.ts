import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentResponse, MessageKey } from '@cabinet/contract';
import { buildApp } from '../../../src/app.js';
import { translator } from '../../../src/core/i18n/i18n.js';
import { createService, download, exportUrl, insertRequests } from '../../helpers/export-world.js';
import { fillRegister } from '../../helpers/register-fill.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Session } from '../../helpers/session.js';
import { TEST_REDIS_URL, testRedisPrefix, removeRedisKeys } from '../../helpers/test-redis.js';

/**
 * Issue 15: exports through GET cannot fill the disk or the queue. Each user has at most
 * EXPORT_MAX_JOBS_PER_USER exports queued or being made and EXPORT_MAX_MB_PER_USER of export
 * files kept; past either, a 429 in the user's language says what to do, and nothing is written.
 * The queue takes users in turn, and the report kept as a document is made again only when its
 * data changed, and removed after REPORT_RETENTION_DAYS.
 */
/** A September large enough that its export takes a while. */
const BIG_ROWS = 60_000;
const BIG_RANGES = [
  ['2026-09-01', '2026-09-30'],
  ['2026-09-02', '2026-09-30'],
  ['2026-09-03', '2026-09-30'],
] as const;

const exportDocuments = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('documents')
    .select(['id', 'size'])
    .where('kind', '=', 'export')
    .where('created_by', '=', userId)
    .orderBy('id')
    .execute();

const jobCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('export_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each([
  ['in-process', false],
  ['Redis (BullMQ)', true],
])('the export queue, %s, takes users in turn', (_mode, redis) => {
  let t: TestApp;
  const prefix = testRedisPrefix('export-fair');

  beforeAll(async () => {
    t = await startTestApp(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {});
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (!redis) return;
    await removeRedisKeys(prefix);
  });

  it('makes a user’s small export after at most one of another user’s queued big ones', async () => {
    const serviceId = await createService(t, 'fair');
    const heavy = await t.signedIn('Partner');
    const light = await t.signedIn('Partner');
    await fillRegister(t.database, heavy.user.id, serviceId, BIG_ROWS);
    await insertRequests(t, light.user.id, serviceId, '2026-09-05', [
      { requestId: 'light-1', subject: 's', requestPayload: 'p', responsePayload: 'r' },
    ]);
    const heavyUrls = BIG_RANGES.map(([from, to]) => exportUrl(heavy.user.id, serviceId, from, to));
    for (const url of heavyUrls) expect((await heavy.session.get(url)).statusCode).toBe(202);
    const heavyDoneBefore = (await exportDocuments(t, heavy.user.id)).length;
    // Otherwise the heavy user's exports were too quick for this test to say anything.
    expect(heavyDoneBefore).toBeLessThanOrEqual(1);

    const lightUrl = exportUrl(light.user.id, serviceId, '2026-09-05', '2026-09-05');
    expect((await light.session.get(lightUrl)).statusCode).toBe(202);
    expect((await download(light.session, lightUrl)).statusCode).toBe(200);
    for (const url of heavyUrls) expect((await download(heavy.session, url)).statusCode).toBe(200);

    const [lightFile] = await exportDocuments(t, light.user.id);
    const heavyFiles = await exportDocuments(t, heavy.user.id);
    expect(heavyFiles).toHaveLength(3);
    const heavyAhead = heavyFiles.filter((file) => file.id < lightFile!.id).length;
    expect(heavyAhead - heavyDoneBefore).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe('each user’s share of the exports', () => {
  let t: TestApp;
  let admin: Session;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp({ EXPORT_MAX_JOBS_PER_USER: '2', EXPORT_MAX_MB_PER_USER: '1' });
    admin = (await t.signedIn('Admin')).session;
    serviceId = await createService(t, 'share');
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a third export being made at once, in the user’s language, and writes nothing', async () => {
    const { user, session } = await t.signedIn('Partner');
    await fillRegister(t.database, user.id, serviceId, BIG_ROWS);
    const [first, second, third] = BIG_RANGES.map(([from, to]) =>
      exportUrl(user.id, serviceId, from, to),
    );
    const rate = (res: { headers: Record<string, unknown> }) => [
      res.headers['x-ratelimit-limit'],
      res.headers['x-ratelimit-remaining'],
    ];
    const started = [await session.get(first!), await session.get(second!)];
    expect(started.map((res) => res.statusCode)).toEqual([202, 202]);
    // As Laravel's throttle tells it: the exports at once, and how many more may start.
    expect(started.map(rate)).toEqual([
      ['2', '1'],
      ['2', '0'],
    ]);
    const jobs = await jobCount(t);
    for (const language of ['ru', 'en', 'kk'] as const) {
      session.language = language;
      const refused = await session.get(third!);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(rate(refused)).toEqual(['2', '0']);
      expect(refused.json()).toMatchObject({
        success: false,
        message: translator(language)(MessageKey.exportTooMany, { count: 2 }),
      });
    }
    expect(await jobCount(t)).toBe(jobs);
    // Asking again for an export being made (or made) joins it; another user is not held back.
    session.language = undefined;
    expect([200, 202]).toContain((await session.get(second!)).statusCode);
    const other = await t.signedIn('Partner');
    await insertRequests(t, other.user.id, serviceId, '2026-09-05', [
      { requestId: 'other-1', subject: 's', requestPayload: 'p', responsePayload: 'r' },
    ]);
    const otherUrl = exportUrl(other.user.id, serviceId, '2026-09-05', '2026-09-05');
    expect((await download(other.session, otherUrl)).statusCode).toBe(200);

    // Once they are made, the files (over the 1 MB allowed) stop new exports, not old ones.
    expect((await download(session, first!)).statusCode).toBe(200);
    expect((await download(session, second!)).statusCode).toBe(200);
    const files = await exportDocuments(t, user.id);
    expect(files.reduce((sum, file) => sum + Number(file.size), 0)).toBeGreaterThan(1 << 20);
    session.language = 'en';
    const full = await session.get(third!);
    session.language = undefined;
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toBe(
      translator('en')(MessageKey.exportStorageFull, {
        megabytes: 1,
        hours: t.config.EXPORT_RETENTION_HOURS,
      }),
    );
    expect(await jobCount(t)).toBe(jobs + 1);
    expect((await session.get(first!)).statusCode).toBe(200);

    // An administrator removes the old files: the user may export again.
    for (const file of files)
      expect((await admin.call('DELETE', `/api/files/${file.id}`)).statusCode).toBe(200);
    expect((await session.get(third!)).statusCode).toBe(202);
    expect((await download(session, third!)).statusCode).toBe(200);
  }, 120_000);
});

describe('the per-service report kept as a document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REPORT_RETENTION_DAYS: '7' });
  }, 60_000);
  afterAll(() => t?.close());

  const kept = (userId: number) =>
    t.db
      .selectFrom('documents')
      .select(['id', 'storage_key'])
      .where('kind', '=', 'service-report')
      .where('subject_id', '=', userId)
      .execute();

  it('is made again only when its data changed, replacing the old one, and kept a while', async () => {
    const serviceId = await createService(t, 'report');
    const { user, session } = await t.signedIn('Partner');
    await insertRequests(t, user.id, serviceId, '2026-09-05', [
      { requestId: 'r-1', subject: 's', requestPayload: 'p', responsePayload: 'r' },
    ]);
    const url = `/api/user/${user.id}/reports/${serviceId}/report/document?month=9&year=2026`;
    const make = async () => {
      const res = await session.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return DocumentResponse.parse(res.json()).data.id;
    };
    const first = await make();
    t.clock.advance(60_000);
    expect(await make()).toBe(first);
    expect(await make()).toBe(first);
    expect((await kept(user.id)).map((d) => d.id)).toEqual([first]);

    await insertRequests(t, user.id, serviceId, '2026-09-06', [
      { requestId: 'r-2', subject: 's', requestPayload: 'p', responsePayload: 'r' },
    ]);
    const second = await make();
    expect(second).not.toBe(first);
    expect((await kept(user.id)).map((d) => d.id)).toEqual([second]);
    const file = await session.get(`/api/files/${second}/download/`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // After the retention period, at the next clean-up (here a start), it is gone, file and all.
    t.clock.advance(8 * 86_400_000);
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      serveWeb: false,
      logStream: new PassThrough(),
    });
    await restarted.ready();
    await restarted.close();
    expect(await kept(user.id)).toEqual([]);
  }, 60_000);
});

describe('with a shared queue, an export silent for an hour', () => {
  it('no longer holds its user’s share once the clean-up fails it', async () => {
    const prefix = testRedisPrefix('export-silent');
    const t = await startTestApp({
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      EXPORT_MAX_JOBS_PER_USER: '1',
    });
    try {
      const serviceId = await createService(t, 'silent');
      const { user, session } = await t.signedIn('Partner');
      await insertRequests(t, user.id, serviceId, '2026-09-05', [
        { requestId: 's-1', subject: 's', requestPayload: 'p', responsePayload: 'r' },
      ]);
      // As if BullMQ had given up on it: running, silent since its process died two hours ago.
      const silentSince = new Date(t.clock.now().getTime() - 2 * 3_600_000).toISOString();
      await t.db
        .insertInto('export_jobs')
        .values({
          job_key: 'abandoned',
          subject_id: user.id,
          service_id: serviceId,
          start_date: '2026-09-01',
          end_date: '2026-09-02',
          language: 'ru',
          status: 'running',
          total_rows: 1,
          requested_by: user.id,
          created_at: silentSince,
          updated_at: silentSince,
        })
        .execute();
      const url = exportUrl(user.id, serviceId, '2026-09-05', '2026-09-05');
      expect((await session.get(url)).statusCode).toBe(429);

      const another = await buildApp({
        config: t.config,
        database: t.database,
        clock: t.clock,
        serveWeb: false,
        logStream: new PassThrough(),
      });
      await another.ready(); // its clean-up runs at start, as every hour
      await another.close();
      expect((await download(session, url)).statusCode).toBe(200);
    } finally {
      await t.close();
      await removeRedisKeys(prefix);
    }
  }, 60_000);
});
