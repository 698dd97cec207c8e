import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentsPage,
  MessageKey,
  MonthClosingsResponse,
  MonthVerificationResponse,
  StatementResponse,
} from '@cabinet/contract';
import { buildApp } from '../../../src/app.js';
import { translator } from '../../../src/core/i18n/i18n.js';
import { demoBin } from '../../../src/seed/demo-partners.js';
import { runScript, scriptArgs, SERVER_DIR } from '../../helpers/processes.js';
import { Session } from '../../helpers/session.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/*
 * Issue 39: a month's closing killed mid-way (the CLI's process, SIGKILL) and resumed (a server
 * start), and one that fails on a full disk while usage of the month keeps arriving. The files
 * folder is a tmpfs of its own, filled up for the failure: we are root, so only a real mount stops
 * a write. Closings run on the system clock (the CLI's), on months two and three before today's.
 */

const PARTNERS = 6;
const code = 'faultSvc';
const now = new Date();
const monthsBack = (back: number) => {
  const month = now.getUTCMonth() + 1 - back;
  return month > 0
    ? { year: now.getUTCFullYear(), month }
    : { year: now.getUTCFullYear() - 1, month: month + 12 };
};
/** Killed and resumed. */
const killed = monthsBack(2);
/** Failed on a full disk. */
const failed = monthsBack(3);
const key = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

let t: TestApp;
let admin: Session;
let serviceId: number;
let filesDir: string;
let mounted = false;
const partners: Array<{ id: number; login: string; password: string }> = [];
let requestNo = 0;

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });
const signIn = async (login: string, password: string, language?: string) => {
  const session = new Session(t.app);
  if (language) session.language = language;
  await session.login(login, password);
  return session;
};

/** The CLI on the test's database and files. */
const cliEnv = () => ({
  DATA_DIR: t.config.DATA_DIR,
  FILES_DIR: filesDir,
  APP_SECRET: t.config.APP_SECRET!,
  MONTH_CLOSE_GRACE_DAYS: '3',
  ...(t.config.DATABASE_URL ? { DATABASE_URL: t.config.DATABASE_URL } : {}),
});

/** Records of a month's days for a partner, arriving at today's time (as they happen). */
async function ingest(partnerIds: number[], month: { year: number; month: number }) {
  await t.at(now.toISOString(), async () => {
    const integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
    const records = partnerIds.flatMap((userId) =>
      [3, 9].map((day) => ({
        requestId: `fault-${(requestNo += 1)}`,
        userId,
        serviceCode: code,
        time: `${key(month)}-${String(day).padStart(2, '0')}T10:00:00+05:00`,
        status: 'success',
        httpStatus: 200,
        durationMs: 10,
        subject: `99010${String(requestNo).padStart(7, '0')}`,
        requestPayload: '{}',
        responsePayload: '{}',
      })),
    );
    const res = await integrator.post('/api/usage/requests', { records });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepted).toBe(records.length);
  });
}

const closingOf = async (session: Session, month: { year: number; month: number }) =>
  MonthClosingsResponse.parse((await session.get('/api/documents/closings')).json()).data.find(
    (c) => c.year === month.year && c.month === month.month,
  );

async function settled(session: Session, month: { year: number; month: number }) {
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    const closing = await closingOf(session, month);
    if (closing && closing.status !== 'running') return closing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the closing never settled');
}

/** A partner's documents of a month, as it sees them. */
async function documentsOf(
  partner: (typeof partners)[number],
  month: { year: number; month: number },
) {
  const session = await signIn(partner.login, partner.password);
  const res = await session.get(
    `/api/users/${partner.id}/documents?year=${month.year}&month=${month.month}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return DocumentsPage.parse(res.json()).data;
}

/** The Application 1 numbers of both months, as `seq` within their year, sorted. */
async function issuedNumbers() {
  const all = [];
  for (const partner of partners)
    for (const month of [killed, failed])
      all.push(...(await documentsOf(partner, month)).filter((d) => d.kind === 'application1'));
  return all.map((doc) => Number(doc.number!.slice(5))).sort((a, b) => a - b);
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closing-faults-'));
  mount('-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', filesDir);
  mounted = true;
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '3', FILES_DIR: filesDir });
  admin = (await t.signedIn('Admin')).session;
  const service = await admin.post('/api/services/create', {
    code,
    name: 'Сбои закрытия',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(service.statusCode, service.body).toBe(201);
  serviceId = service.json().data.id as number;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 50_000 }],
    validFrom: '2020-01-01',
    vatIncluded: false,
    vatRate: 16,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  for (let n = 1; n <= PARTNERS; n += 1) {
    const login = `fault-partner-${n}`;
    const password = `fault-partner-password-${n}`;
    const created = await admin.post('/api/partners/create', {
      login,
      email: `${login}@example.kz`,
      password,
      companyName: `ТОО «Сбой ${n}»`,
      taxId: demoBin(2017, 4, n * 10),
      contractNumber: `Д-${n}/2026`,
      contractDate: '2020-01-10',
      legalAddress: 'ул. Абая, 2',
      city: 'Алматы',
      bankName: 'АО «Kaspi Bank»',
      iban: 'KZ86125KZT5004100100',
      bic: 'CASPKZKA',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const assigned = await admin.post(`/api/users/${id}/services/assign`, {
      serviceId,
      tariffId: tariff.json().data.id,
      from: '2020-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);
    partners.push({ id, login, password });
  }
  const ids = partners.map((p) => p.id);
  await ingest(ids, killed);
  await ingest(ids, failed);
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (mounted) {
    try {
      execFileSync('umount', [filesDir], { stdio: 'pipe' });
    } catch {
      execFileSync('umount', ['-l', filesDir], { stdio: 'pipe' });
    }
  }
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('a month closing killed mid-way and resumed', () => {
  it('issues one numbered set, as if it had run once: no superseded version, no version 2', async () => {
    const cli = spawn(
      process.execPath,
      scriptArgs('cli', [
        'close-month',
        '--year',
        String(killed.year),
        '--month',
        String(killed.month),
      ]),
      {
        cwd: SERVER_DIR,
        env: { ...process.env, LOG_LEVEL: 'warn', ...cliEnv() },
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => cli.once('exit', resolve));
    // Killed once the first partner's documents are made, numbered and stored: mid-way.
    for (;;) {
      const row = await t.db
        .selectFrom('month_closings')
        .select(['status', 'progress'])
        .where('year', '=', killed.year)
        .where('month', '=', killed.month)
        .executeTakeFirst();
      if (row && row.status !== 'running') throw new Error(`the closing ended: ${row.status}`);
      if (row && row.progress > 0) break;
      if (cli.exitCode !== null) throw new Error('the CLI ended before the closing began');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    cli.kill('SIGKILL');
    await exited;
    expect((await closingOf(admin, killed))?.status).toBe('running');
    // Half a closing shows nothing.
    expect((await documentsOf(partners[0]!, killed)).filter((d) => d.closing)).toEqual([]);

    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      serveWeb: false,
      logStream: new PassThrough(),
    });
    try {
      await restarted.ready();
      const staff = new Session(restarted);
      const login = await t.user('Admin');
      await staff.login(login.login, login.password);
      expect(await settled(staff, killed)).toMatchObject({
        status: 'done',
        documents: 2 * PARTNERS,
      });
    } finally {
      await restarted.close();
    }
    for (const partner of partners) {
      const documents = (await documentsOf(partner, killed)).filter((d) => d.closing);
      expect(documents.map((d) => d.kind).sort()).toEqual(['application1', 'service-report']);
      for (const doc of documents)
        expect(doc).toMatchObject({ version: 1, superseded: false, reason: null, draft: false });
    }
    // One number each, in a row: the resumed run issued the numbers the killed one had taken.
    const numbers = await issuedNumbers();
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    expect(numbers).toHaveLength(PARTNERS);
    const verified = await admin.get(
      `/api/documents/closings/${killed.year}/${killed.month}/verification`,
    );
    expect(MonthVerificationResponse.parse(verified.json()).data).toMatchObject({
      documents: PARTNERS,
      differences: [],
    });
  }, 180_000);
});

describe('a month closing that fails on a full disk', () => {
  const statement = async (month: { year: number; month: number }) => {
    const partner = partners[0]!;
    const session = await signIn(partner.login, partner.password);
    const res = await session.get(
      `/api/reports/application1/${partner.id}/${month.year}/${month.month}/?format=json`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return StatementResponse.parse(res.json()).data;
  };
  const next =
    failed.month === 12
      ? { year: failed.year + 1, month: 1 }
      : { ...failed, month: failed.month + 1 };
  const fillers: string[] = [];
  const fillDisk = (name: string) => {
    const { bavail, bsize } = fs.statfsSync(filesDir);
    fillers.push(path.join(filesDir, name));
    try {
      fs.writeFileSync(fillers.at(-1)!, Buffer.alloc(bavail * bsize));
    } catch (error) {
      // The closing wrote some of that room meanwhile: the disk is full all the same.
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    }
  };

  it('leaves no document and bills the usage that came meanwhile in its month again; verify-month names one left elsewhere', async () => {
    const before = await statement(failed);
    const staff = await t.at(now.toISOString(), async () => {
      const session = (await t.signedIn('Admin')).session;
      const started = await session.post('/api/documents/closings', failed);
      expect(started.statusCode, started.body).toBe(200);
      return session;
    });
    // Usage of the month while it is being closed: billed in the next month, as if it were closed.
    await ingest([partners[0]!.id], failed);
    expect((await closingOf(staff, failed))?.status).toBe('running');
    // Then the disk fills up.
    fillDisk('filler');

    const closing = await settled(staff, failed);
    expect(closing.status).toBe('failed');
    expect(closing.message).toMatch(/ENOSPC/);
    for (const partner of partners)
      expect((await documentsOf(partner, failed)).filter((d) => d.closing)).toEqual([]);
    expect(
      await t.db
        .selectFrom('documents')
        .select('id')
        .where('year', '=', failed.year)
        .where('month', '=', failed.month)
        .execute(),
    ).toEqual([]);

    const after = await statement(failed);
    expect(after.status).toBe('draft');
    expect(after.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(
      before.lines.reduce((sum, line) => sum + line.quantity, 0) + 2,
    );
    expect((await statement(next)).lines.filter((line) => line.correctionOf !== null)).toEqual([]);
    const moved = await t.db
      .selectFrom('daily_charges')
      .select('billed_month')
      .distinct()
      .where('usage_month', '=', key(failed))
      .execute();
    expect(moved).toEqual([{ billed_month: key(failed) }]);
    const verified = await admin.get(
      `/api/documents/closings/${failed.year}/${failed.month}/verification`,
    );
    expect(MonthVerificationResponse.parse(verified.json()).data.differences).toEqual([]);

    // Were a record left billed in the next month, verify-month would name it.
    const day = `${key(failed)}-03`;
    const charge = () =>
      t.db
        .updateTable('daily_charges')
        .where('user_id', '=', partners[1]!.id)
        .where('day', '=', day)
        .where('usage_month', '=', key(failed));
    await charge()
      .set({ billed_month: key(next) })
      .execute();
    try {
      const run = runScript(
        'cli',
        ['verify-month', '--year', String(failed.year), '--month', String(failed.month)],
        cliEnv(),
      );
      expect(await run.exited, run.output()).toBe(2);
      expect(run.output()).toContain(
        `statement: partner ${partners[1]!.login} service Сбои закрытия  billedIn.${key(next)}: register says 0, found 1`,
      );
    } finally {
      await charge()
        .set({ billed_month: key(failed) })
        .execute();
    }
  }, 120_000);

  it('saving a PDF report on the full disk answers 507 with the storage message', async () => {
    // What the failed closing had written is gone: the disk is filled up again.
    fillDisk('filler-2');
    const partner = partners[1]!;
    const session = await signIn(partner.login, partner.password, 'en');
    const res = await session.get(
      `/api/user/${partner.id}/reports/${serviceId}/report/document?month=${failed.month}&year=${failed.year}`,
    );
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The server could not write the file. Try again later or contact support.',
    });
  });

  it('saving a PDF report on a read-only disk answers 503 with the storage message', async () => {
    for (const filler of fillers.splice(0)) fs.rmSync(filler, { force: true });
    const partner = partners[2]!;
    const session = await signIn(partner.login, partner.password, 'kk');
    mount('-o', 'remount,ro', filesDir);
    try {
      const res = await session.get(
        `/api/user/${partner.id}/reports/${serviceId}/report/document?month=${failed.month}&year=${failed.year}`,
      );
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(translator('kk')(MessageKey.exportStorageFailed));
    } finally {
      mount('-o', 'remount,rw', filesDir);
    }
  });

  it('closed again once there is room: one set, and the numbers the failed run took, no gap', async () => {
    for (const filler of fillers) fs.rmSync(filler, { force: true });
    const staff = await t.at(now.toISOString(), async () => {
      const session = (await t.signedIn('Admin')).session;
      const started = await session.post('/api/documents/closings', failed);
      expect(started.statusCode, started.body).toBe(200);
      return session;
    });
    expect(await settled(staff, failed)).toMatchObject({
      status: 'done',
      documents: 2 * PARTNERS,
    });
    for (const partner of partners) {
      const documents = (await documentsOf(partner, failed)).filter((d) => d.closing);
      expect(documents.map((d) => d.version)).toEqual([1, 1]);
    }
    const numbers = await issuedNumbers();
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    expect(numbers).toHaveLength(2 * PARTNERS);
  }, 120_000);
});
