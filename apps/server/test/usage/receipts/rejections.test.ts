import { parse } from 'csv-parse/sync';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IngestReceiptsResponse,
  IngestResult,
  RejectionsPage,
  SenderReceiptsResponse,
} from '@cabinet/contract';
import { removeExpiredRejections } from '../../../src/features/usage/ingest/rejections.js';
import { createService } from '../../helpers/export-world.js';
import { Session } from '../../helpers/session.js';
import { startTestApp, type TestApp, type TestUser } from '../../helpers/test-app.js';

/** Which tables the app's statements name, to see what a batch writes (those the query builder built). */
class TableWatcher implements KyselyPlugin {
  tables: string[] = [];
  private readonly names = new WeakMap<object, string>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.names.set(queryId, JSON.stringify(node));
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    this.tables.push(this.names.get(queryId) ?? '');
    return result;
  }
}

const watcher = new TableWatcher();
let t: TestApp;
let admin: Session;
let provider: Session;
let providerUser: TestUser;
let partnerA: { user: TestUser; session: Session };
let partnerB: { user: TestUser; session: Session };
let memberA: TestUser, memberB: TestUser;
let integratorA: Session, integratorB: Session;
let integratorAUser: TestUser, integratorBUser: TestUser;
let serial = 0;

const signIn = async (user: TestUser) => {
  const session = new Session(t.app);
  await session.login(user.login, user.password);
  return session;
};

const rec = (userId: number, overrides: Record<string, unknown> = {}) => ({
  requestId: `rj-${++serial}`,
  userId,
  serviceCode: 'rejSvc',
  time: t.clock.now().toISOString(),
  status: 'success',
  httpStatus: 200,
  durationMs: 5,
  ...overrides,
});

const ingest = async (session: Session, records: unknown[]) => {
  const res = await session.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  return IngestResult.parse(res.json());
};

const rejections = async (session: Session, query = '') => {
  const res = await session.get(`/api/usage/rejections${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return RejectionsPage.parse(res.json());
};

beforeAll(async () => {
  t = await startTestApp({}, undefined, watcher);
  admin = (await t.signedIn('Admin')).session;
  const signedProvider = await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] });
  provider = signedProvider.session;
  providerUser = signedProvider.user;
  partnerA = await t.signedIn('Partner');
  partnerB = await t.signedIn('Partner');
  memberA = await t.user('client', { parentId: partnerA.user.id });
  memberB = await t.user('client', { parentId: partnerB.user.id });
  integratorAUser = await t.user('Integrator', { parentId: partnerA.user.id });
  integratorBUser = await t.user('Integrator', { parentId: partnerB.user.id });
  integratorA = await signIn(integratorAUser);
  integratorB = await signIn(integratorBUser);
  await createService(t, 'rejSvc');
});
afterAll(() => t.close());

describe('ingest receipts: refused records by reason, kept and listed', () => {
  it('a batch with no refusals writes nothing about refusals', async () => {
    watcher.tables = [];
    const result = await ingest(integratorA, [rec(memberA.id), rec(memberA.id)]);
    expect(result.accepted).toBe(2);
    const written = watcher.tables.join('\n');
    // The receipt's own statement is compiled once (the watcher sees built queries only).
    const receipts = IngestReceiptsResponse.parse(
      (await integratorA.get('/api/usage/receipts')).json(),
    ).data;
    expect(receipts.map((r) => [r.accepted, r.rejected])).toEqual([[2, 0]]);
    expect(written).not.toContain('ingest_rejections');
    expect(written).not.toContain('ingest_receipt_reasons');
  });

  it('counts each refusal by its reason and keeps the record with its errors, in one statement each', async () => {
    watcher.tables = [];
    const sent = [
      rec(memberA.id),
      rec(memberA.id, { serviceCode: 'nope' }),
      rec(memberA.id, { time: 'yesterday' }),
      rec(memberA.id, { time: '2020-01-01T00:00:00Z' }),
      rec(memberA.id, { responsePayload: 'x'.repeat(20_000) }),
      rec(memberB.id),
      { junk: true },
    ];
    const result = await ingest(integratorA, sent);
    expect(result.accepted).toBe(1);
    expect(result.invalid).toHaveLength(6);
    // The answer is the contract's: no internal reason or record leaks into it.
    expect(Object.keys(result.invalid[0]!).sort()).toEqual(['errors', 'index', 'requestId']);
    const statements = watcher.tables.filter(
      (s) => s.includes('ingest_rejections') || s.includes('ingest_receipt_reasons'),
    );
    expect(statements).toHaveLength(2);

    const receipts = IngestReceiptsResponse.parse(
      (await integratorA.get('/api/usage/receipts')).json(),
    ).data;
    expect(receipts).toEqual([
      {
        day: '2026-11-02',
        accepted: 3,
        duplicates: 0,
        rejected: 6,
        reasons: {
          unknownService: 1,
          timeInvalid: 1,
          timeOutsideWindow: 1,
          payloadTooLong: 1,
          userOutOfScope: 1,
          invalidRecord: 1,
        },
      },
    ]);

    const page = await rejections(integratorA);
    expect(page.meta.total).toBe(6);
    const byIndex = [...page.data].sort((a, b) => a.index - b.index);
    expect(byIndex.map((r) => [r.index, r.reason])).toEqual([
      [1, 'unknownService'],
      [2, 'timeInvalid'],
      [3, 'timeOutsideWindow'],
      [4, 'payloadTooLong'],
      [5, 'userOutOfScope'],
      [6, 'invalidRecord'],
    ]);
    const unknown = byIndex[0]!;
    expect(unknown.senderId).toBe(integratorAUser.id);
    expect(unknown.senderLogin).toBe(integratorAUser.login);
    expect(unknown.apiKeyId).toBe(0);
    expect(unknown.requestId).toBe((sent[1] as { requestId: string }).requestId);
    expect(unknown.errors).toEqual({ serviceCode: ['Неизвестный код сервиса'] });
    expect(JSON.parse(unknown.record)).toEqual(sent[1]);
    expect(unknown.recordCut).toBe(false);
    expect(JSON.parse(byIndex[5]!.record)).toEqual({ junk: true });
    // A record longer than REJECTED_RECORD_EXCERPT_CHARS is kept as its start, marked cut.
    const long = byIndex[3]!;
    expect(long.record).toBe(JSON.stringify(sent[4]).slice(0, 2_000));
    expect(long.recordCut).toBe(true);
  });

  it('filters by reason, days and sender, pages, and validates its filters', async () => {
    expect((await rejections(integratorA, '?reason=timeInvalid')).data).toHaveLength(1);
    expect((await rejections(integratorA, '?startDate=2026-11-03')).meta.total).toBe(0);
    expect(
      (await rejections(integratorA, '?startDate=2026-11-01&endDate=2026-11-02')).meta.total,
    ).toBe(6);
    const paged = await rejections(integratorA, '?rowsPerPage=4&page=2&sortBy=reason');
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ total: 6, page: 2, rowsPerPage: 4, sortBy: 'reason' });
    const reversed = await integratorA.get(
      '/api/usage/rejections?startDate=2026-11-02&endDate=2026-11-01',
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.endDate).toBeDefined();
    const badReason = await integratorA.get('/api/usage/rejections?reason=whatever');
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().errors, badReason.body).toHaveProperty(['reason']);
  });

  it('downloads them as CSV with the same filters', async () => {
    const res = await integratorA.get('/api/usage/rejections/export?reason=unknownService');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('rejected-records.csv');
    const rows = parse(res.body, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'time (Asia/Almaty)',
      'sender',
      'api key',
      'index',
      'request id',
      'reason',
      'errors',
      'record',
      'record cut',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe(integratorAUser.login);
    expect(rows[1]![5]).toBe('unknownService');
    expect(rows[1]![6]).toBe('serviceCode: Неизвестный код сервиса');
    expect(JSON.parse(rows[1]![7]!).serviceCode).toBe('nope');
    expect(rows[1]![8]).toBe('');
    // An English reader gets the same cells split on `,` (issue 40).
    const english = await integratorA.get('/api/usage/rejections/export?reason=unknownService', {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.split('\n')[0]).toBe(`\uFEFF${rows[0]!.join(',')}`);
    expect((parse(english.body, { delimiter: ',', bom: true }) as string[][])[1]![5]).toBe(
      'unknownService',
    );
    const cut = await integratorA.get('/api/usage/rejections/export?reason=payloadTooLong');
    const [, long] = parse(cut.body, { delimiter: ';', bom: true }) as string[][];
    expect(long![7]).toHaveLength(2_000);
    expect(long![8]).toBe('yes');
  });
});

describe('who sees which refused records', () => {
  beforeAll(async () => {
    await ingest(integratorB, [rec(memberB.id, { serviceCode: 'nope' }), rec(memberA.id)]);
    await ingest(provider, [rec(999_999)]);
  });

  it('a partner sees its circle’s and never another partner’s, whatever it asks', async () => {
    const a = await rejections(partnerA.session, '?rowsPerPage=0');
    expect(a.meta.total).toBe(6);
    expect(new Set(a.data.map((r) => r.senderId))).toEqual(new Set([integratorAUser.id]));
    const b = await rejections(partnerB.session, '?rowsPerPage=0');
    expect(b.meta.total).toBe(2);
    expect(new Set(b.data.map((r) => r.senderId))).toEqual(new Set([integratorBUser.id]));
    // Naming another partner's sender finds nothing, in the list and in the CSV.
    expect((await rejections(partnerA.session, `?senderId=${integratorBUser.id}`)).meta.total).toBe(
      0,
    );
    const csv = await partnerA.session.get(
      `/api/usage/rejections/export?senderId=${integratorBUser.id}`,
    );
    expect(parse(csv.body, { delimiter: ';', bom: true })).toHaveLength(1);
    const all = await partnerA.session.get('/api/usage/rejections/export');
    expect(all.body).not.toContain(integratorBUser.login);
    // The receipts per sender keep to the circle too.
    const senders = SenderReceiptsResponse.parse(
      (await partnerA.session.get('/api/usage/receipts/senders')).json(),
    ).data;
    expect(new Set(senders.map((s) => s.senderId))).toEqual(new Set([integratorAUser.id]));
    expect(
      SenderReceiptsResponse.parse(
        (
          await partnerB.session.get(`/api/usage/receipts/senders?senderId=${integratorAUser.id}`)
        ).json(),
      ).data,
    ).toEqual([]);
  });

  it('an integrator sees its own only; a client none; somebody without the right is refused', async () => {
    const own = await rejections(integratorB, '?rowsPerPage=0');
    expect(own.data.every((r) => r.senderId === integratorBUser.id)).toBe(true);
    expect(own.meta.total).toBe(2);
    expect((await rejections(integratorB, `?senderId=${integratorAUser.id}`)).meta.total).toBe(0);
    const client = await signIn(memberA);
    expect((await rejections(client)).meta.total).toBe(0);
    const anonymous = new Session(t.app);
    expect((await anonymous.get('/api/usage/rejections')).statusCode).toBe(401);
  });

  it('staff see every sender’s, and filter by one', async () => {
    const all = await rejections(admin, '?rowsPerPage=0');
    expect(all.meta.total).toBe(9);
    const one = await rejections(admin, `?senderId=${providerUser.id}`);
    expect(one.data.map((r) => r.reason)).toEqual(['unknownUser']);
    const senders = SenderReceiptsResponse.parse(
      (await admin.get('/api/usage/receipts/senders')).json(),
    ).data;
    const bySender = new Map(senders.map((s) => [s.senderId, s]));
    expect(bySender.get(integratorBUser.id)).toMatchObject({
      accepted: 0,
      rejected: 2,
      reasons: { unknownService: 1, userOutOfScope: 1 },
      apiKeyId: 0,
      senderLogin: integratorBUser.login,
    });
    expect(bySender.get(integratorAUser.id)?.rejected).toBe(6);
  });

  it('records older than REJECTED_RETENTION_DAYS go; the counts by reason stay', async () => {
    const later = new Date(t.clock.now().getTime() + 31 * 86_400_000);
    expect(await removeExpiredRejections(t.db, later, t.config.REJECTED_RETENTION_DAYS)).toBe(9);
    expect((await rejections(admin)).meta.total).toBe(0);
    const receipts = IngestReceiptsResponse.parse(
      (await integratorA.get('/api/usage/receipts')).json(),
    ).data;
    expect(receipts[0]!.reasons.unknownService).toBe(1);
    expect(t.config.REJECTED_RETENTION_DAYS).toBe(30);
  });
});
