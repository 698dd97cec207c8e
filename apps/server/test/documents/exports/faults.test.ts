import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportPending, MessageKey } from '@cabinet/contract';
import { translator } from '../../../src/core/i18n/i18n.js';
import { HttpSession } from '../../helpers/http-session.js';
import {
  PROCESS_PASSWORD,
  prepareProcessFixture,
  type ProcessFixture,
} from '../../helpers/process-fixture.js';
import { startCabinet, type CabinetProcess } from '../../helpers/cabinet-process.js';

/*
 * Issue 10: the files folder stops taking writes while an export is made: a read-only folder (a
 * tmpfs remounted read-only) and a full disk (the same tmpfs filled up). We are root here, so
 * permissions alone would not stop a write: a real mount does. The server runs as its own process,
 * so "it keeps serving" means the process itself survived.
 */

const ROWS = 400;
const RANGE_ALL = ['2026-10-05', '2026-10-07'] as const;
const RANGE_TWO_DAYS = ['2026-10-05', '2026-10-06'] as const;

let fixture: ProcessFixture | undefined;
let server: CabinetProcess | undefined;
let filesDir: string;
let mounted = false;
let serviceId: number;
let memberId: number;
let partnerId: number;

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

beforeAll(async () => {
  fixture = await prepareProcessFixture([
    { login: 'admin', group: 'Admin' },
    { login: 'integrator', group: 'Integrator', roles: ['ProviderIntegrator'] },
    { login: 'partner', group: 'Partner' },
    { login: 'member', group: 'client', parent: 'partner' },
  ]);
  memberId = fixture.ids.member!;
  partnerId = fixture.ids.partner!;
  filesDir = path.join(fixture.storage.dataDir, 'files');
  fs.mkdirSync(filesDir);
  mount('-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', filesDir);
  mounted = true;
  server = await startCabinet({ LOG_LEVEL: 'warn', ...fixture.env, FILES_DIR: filesDir });

  const admin = await new HttpSession(server.url).login('admin', PROCESS_PASSWORD);
  const service = await admin.post('/api/services/create', {
    code: 'faults',
    name: 'Faults check',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  expect(service.status).toBe(201);
  serviceId = ((await service.json()) as { data: { id: number } }).data.id;
  // About 200 KB of CSV over three days: far more than the room left in the full-disk case.
  await ingest(
    Array.from({ length: ROWS }, (_, n) => ({
      requestId: `fault-${n}`,
      userId: memberId,
      serviceCode: 'faults',
      time: new Date(Date.UTC(2026, 9, 5 + (n % 3), 5, n % 60)).toISOString(),
      status: 'success',
      httpStatus: 200,
      durationMs: 40,
      subject: String(990_100_000_000 + n),
      requestPayload: JSON.stringify({ n, note: 'payload '.repeat(50) }),
      responsePayload: '{"found":true}',
    })),
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (mounted) {
    try {
      execFileSync('umount', [filesDir], { stdio: 'pipe' });
    } catch {
      execFileSync('umount', ['-l', filesDir], { stdio: 'pipe' });
    }
  }
  await fixture?.storage.drop();
});

async function ingest(records: unknown[]) {
  const integrator = await new HttpSession(server!.url).login('integrator', PROCESS_PASSWORD);
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { accepted: number }).accepted).toBe(records.length);
}

const signIn = (login: string, language?: string) =>
  new HttpSession(server!.url, language).login(login, PROCESS_PASSWORD);

const exportUrl = (userId: number, [from, to]: readonly [string, string]) =>
  `/api/requests/download/${userId}/${serviceId}/${from}/${to}`;

type Outcome = { file: string } | { failed: string };

/** Asks as the client does until the file comes or the job reports its failure. */
async function askUntilSettled(session: HttpSession, url: string): Promise<Outcome> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const res = await session.get(url);
    if (res.status === 200) return { file: await res.text() };
    expect(res.status, url).toBe(202);
    const pending = ExportPending.parse(await res.json());
    if (pending.status === 'failed') return { failed: pending.message };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the export of ${url} never settled`);
}

/** Every file under the files folder, relative to it. */
const storedFiles = () =>
  fs
    .readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Rows of an export: `,` between cells for an English reader, `;` for a Russian or Kazakh one. */
const dataRows = (csv: string) => {
  const text = csv.replace(/^\uFEFF/, '');
  const delimiter = text.slice(0, text.indexOf('\n')).includes(';') ? ';' : ',';
  return (parse(text, { delimiter }) as string[][]).length - 1;
};

/** The process is alive and answers the other kinds of work: liveness, reports, ingestion. */
async function expectStillServing(day: number) {
  expect(server!.pid > 0 && process.kill(server!.pid, 0)).toBe(true);
  expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
  const partner = await signIn('partner');
  const reports = await partner.get(`/api/user/${partnerId}/reports?month=10&year=2026`);
  expect(reports.status).toBe(200);
  // Outside the exported ranges, so that the exports stay current.
  await ingest([
    {
      requestId: `alive-${day}`,
      userId: memberId,
      serviceCode: 'faults',
      time: `2026-10-${day}T10:00:00+05:00`,
      status: 'success',
      httpStatus: 200,
      durationMs: 40,
      subject: '990100999999',
      requestPayload: '{}',
      responsePayload: '{}',
    },
  ]);
}

const storageFailed = (language: 'ru' | 'en' | 'kk') =>
  translator(language)(MessageKey.exportStorageFailed);

describe('an export when the files folder takes no writes', () => {
  it('read-only folder: a clear error in the reader’s language, no file, and the export works once writable', async () => {
    mount('-o', 'remount,ro', filesDir);
    try {
      // The very first export: not even its folder can be made.
      const member = await signIn('member', 'en');
      expect(await askUntilSettled(member, exportUrl(memberId, RANGE_ALL))).toEqual({
        failed: 'The server could not write the file. Try again later or contact support.',
      });
      expect(storedFiles()).toEqual([]);
      await expectStillServing(20);
    } finally {
      mount('-o', 'remount,rw', filesDir);
    }
    const member = await signIn('member', 'en');
    const outcome = await askUntilSettled(member, exportUrl(memberId, RANGE_ALL));
    expect('file' in outcome && dataRows(outcome.file)).toBe(ROWS);
    expect(storedFiles()).toEqual([expect.stringMatching(/^exports\/[0-9a-f-]+\.csv$/)]);
  }, 60_000);

  it('full disk: the export fails cleanly, the files already made are still served, and it works once there is room', async () => {
    const member = await signIn('member');
    const made = await askUntilSettled(member, exportUrl(memberId, RANGE_ALL));
    expect('file' in made && dataRows(made.file)).toBe(ROWS);
    const before = storedFiles();

    // Fill the disk but a few pages: room for the header, not for the rows.
    const { bavail, bsize } = fs.statfsSync(filesDir);
    const filler = path.join(filesDir, 'filler');
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 16_384)));
    try {
      const url = exportUrl(memberId, RANGE_TWO_DAYS);
      expect(await askUntilSettled(member, url)).toEqual({ failed: storageFailed('ru') });
      expect(storageFailed('ru')).toMatch(/^Не удалось записать файл/);
      expect(storedFiles()).toEqual([...before, 'filler'].sort());
      // The file made before the disk filled is served whole.
      expect(await askUntilSettled(member, exportUrl(memberId, RANGE_ALL))).toEqual(made);
      await expectStillServing(21);
    } finally {
      fs.rmSync(filler, { force: true });
    }
    const outcome = await askUntilSettled(member, exportUrl(memberId, RANGE_TWO_DAYS));
    expect('file' in outcome && dataRows(outcome.file)).toBe(ROWS - Math.floor(ROWS / 3)); // the 5th and 6th of the three days;
    expect(storedFiles()).toHaveLength(before.length + 1);
  }, 60_000);

  it('read-only again, with the exports folder there: the same clear error, the old files still served', async () => {
    const member = await signIn('member');
    const made = await askUntilSettled(member, exportUrl(memberId, RANGE_ALL));
    const before = storedFiles();
    mount('-o', 'remount,ro', filesDir);
    try {
      const partner = await signIn('partner', 'kk');
      expect(await askUntilSettled(partner, exportUrl(partnerId, RANGE_ALL))).toEqual({
        failed: storageFailed('kk'),
      });
      expect(storedFiles()).toEqual(before);
      expect(await askUntilSettled(member, exportUrl(memberId, RANGE_ALL))).toEqual(made);
      await expectStillServing(22);
    } finally {
      mount('-o', 'remount,rw', filesDir);
    }
    const partner = await signIn('partner', 'kk');
    const outcome = await askUntilSettled(partner, exportUrl(partnerId, RANGE_ALL));
    expect('file' in outcome && dataRows(outcome.file)).toBe(ROWS);
  }, 60_000);
});
