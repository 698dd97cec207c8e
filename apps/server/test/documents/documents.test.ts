import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentResponse,
  DocumentsPage,
  ExportPending,
  MonthClosingResponse,
  MonthClosingsResponse,
  MonthVerificationResponse,
  ReportsPage,
  StatementResponse,
} from '@cabinet/contract';
import { buildApp } from '../../src/app.js';
import { demoBin } from '../../src/seed/demo-partners.js';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let integrator: Session;
let partnerSession: Session;
let memberSession: Session;
let partner: { id: number; login: string; password: string };
let member: TestUser;
let otherPartner: TestUser;
let otherMember: TestUser;
let serviceId: number;
const code = 'docsSvc';

const signIn = async (login: string, password: string) => {
  const session = new Session(t.app);
  await session.login(login, password);
  return session;
};

/** Payloads a CSV must carry intact: separators, quotes, line breaks, Cyrillic, a formula. */
const HOSTILE = [
  '{"name":"ТОО «Ромашка», филиал"}',
  'He said "hello"; then left',
  'line one\nline two\r\nline three',
  '=HYPERLINK("http://evil")',
  'Қазақстан ӘҒҚҢӨҰҮҺІ',
];

const rec = (n: number, time: string, overrides: Record<string, unknown> = {}) => ({
  requestId: `doc-${n}`,
  userId: member.id,
  serviceCode: code,
  time,
  status: n % 4 === 0 ? 'error' : 'success',
  httpStatus: n % 4 === 0 ? 500 : 200,
  durationMs: 10 + n,
  subject: `99010${String(n).padStart(7, '0')}`,
  requestPayload: HOSTILE[n % HOSTILE.length],
  responsePayload: `{"n":${n},"text":"ответ, \\"в кавычках\\""}`,
  ...overrides,
});

const ingest = async (records: unknown[]) => {
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(records.length);
};

beforeAll(async () => {
  t = await startTestApp({ CSV_DELIMITER: ';', MONTH_CLOSE_GRACE_DAYS: '1' });
  admin = (await t.signedIn('Admin')).session;
  integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const created = await admin.post('/api/partners/create', {
    login: 'romashka',
    email: 'romashka@example.kz',
    password: 'romashka-password-1',
    companyName: 'ТОО «Ромашка»',
    taxId: demoBin(2019, 3, 7),
    contractNumber: 'Д-17/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 1',
    city: 'Алматы',
    bankName: 'АО «Kaspi Bank»',
    iban: 'KZ86125KZT5004100100',
    bic: 'CASPKZKA',
  });
  expect(created.statusCode, created.body).toBe(201);
  partner = { id: created.json().data.id, login: 'romashka', password: 'romashka-password-1' };
  member = await t.user('client', { parentId: partner.id });
  otherPartner = await t.user('Partner');
  otherMember = await t.user('client', { parentId: otherPartner.id });
  partnerSession = await signIn(partner.login, partner.password);
  memberSession = await signIn(member.login, member.password);

  const service = await admin.post('/api/services/create', {
    code,
    name: 'Проверка контрагента',
    upstreamUrl: 'builtin:company-check',
    billableOutcomes: 'success',
  });
  serviceId = service.json().data.id;
  const tariff = await admin.post('/api/tariffs/create', {
    serviceId,
    name: 'Базовый',
    tiers: [{ upTo: null, priceMinor: 123_456 }],
    validFrom: '2026-01-01',
    vatIncluded: false,
    vatRate: 16,
  });
  expect(tariff.statusCode, tariff.body).toBe(201);
  await admin.post(`/api/users/${partner.id}/services/assign`, {
    serviceId,
    tariffId: tariff.json().data.id,
    from: '2026-01-01',
  });
  // October 2026: 12 requests over three days, in Almaty time.
  await ingest(
    Array.from({ length: 12 }, (_, i) =>
      rec(i + 1, `2026-10-${String(5 + (i % 3)).padStart(2, '0')}T1${i % 10}:00:00+05:00`),
    ),
  );
});
afterAll(() => t.close());

const exportUrl = (userId: number, from = '2026-10-01', to = '2026-10-31') =>
  `/api/requests/download/${userId}/${serviceId}/${from}/${to}`;

/** Asks as the client does until the file comes (the server's jobs run between the asks). */
async function download(session: Session, url: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const res = await session.get(url);
    if (res.statusCode !== 202) return res;
    const pending = ExportPending.parse(res.json());
    expect(pending.status, pending.message).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the export never finished');
}

const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

describe('CSV export of the register', () => {
  it('answers the progress first, then a file that parses back to the register', async () => {
    const first = await memberSession.get(exportUrl(member.id));
    expect(first.statusCode).toBe(202);
    const pending = ExportPending.parse(first.json());
    expect(pending).toMatchObject({ success: false, total: 12, chunkSize: 100_000 });

    const res = await download(memberSession, exportUrl(member.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="requests_2026-10-01_2026-10-31.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'ID запроса',
      'Время (Asia/Almaty)',
      'Пользователь',
      'Сервис',
      'Статус',
      'HTTP-код',
      'Длительность, мс',
      'Объект запроса',
      'Оплата',
      'Сумма, KZT',
      'Пакет',
      'Запрос',
      'Ответ',
    ]);
    expect(rows).toHaveLength(12);
    const register = await t.db
      .selectFrom('requests')
      .selectAll()
      .where('user_id', '=', member.id)
      .orderBy('requested_at')
      .orderBy('id')
      .execute();
    rows.forEach((row, i) => {
      const stored = register[i]!;
      expect(row[0]).toBe(stored.request_id);
      expect(row[2]).toBe(member.login);
      expect(row[7]).toBe(stored.subject);
      expect(row[8]).toBe(stored.billable === 1 ? 'платный' : 'не тарифицируется');
      expect(row[9]).toBe((Number(stored.amount_minor) / 100).toFixed(2).replace('.', ','));
      // A formula is neutralised with an apostrophe; everything else arrives byte for byte.
      const payload = stored.request_payload.startsWith('=')
        ? `'${stored.request_payload}`
        : stored.request_payload;
      expect(row[11]).toBe(payload);
      expect(row[12]).toBe(stored.response_payload);
    });
    expect(rows[0]![1]).toMatch(/^2026-10-05 1\d:00:00$/);
  });

  it('of one outcome, as the register filters it: only those rows, named so, whole or in parts', async () => {
    const failed = await t.db
      .selectFrom('requests')
      .select('request_id')
      .where('user_id', '=', member.id)
      .where('status', '=', 'error')
      .orderBy('requested_at')
      .orderBy('id')
      .execute();
    expect(failed.length).toBeGreaterThan(0);
    const first = ExportPending.parse(
      (await memberSession.get(`${exportUrl(member.id)}?status=error`)).json(),
    );
    expect(first.total).toBe(failed.length);
    const res = await download(memberSession, `${exportUrl(member.id)}?status=error`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="requests_2026-10-01_2026-10-31_error.csv"',
    );
    const [, ...rows] = rowsOf(res.body);
    expect(rows.map((row) => row[0])).toEqual(failed.map((row) => row.request_id));
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['ошибка']));
    const part = await memberSession.get(
      `/api/requests/download-chunk/${member.id}/${serviceId}/2026-10-01/2026-10-31?status=error&offset=1&limit=1`,
    );
    expect(part.headers['content-disposition']).toBe(
      'attachment; filename="requests_2026-10-01_2026-10-31_error_part2.csv"',
    );
    expect(rowsOf(part.body).map((row) => row[0])).toEqual(
      failed.slice(1, 2).map((row) => row.request_id),
    );
    // The whole range is another file: the filter is part of what the job makes.
    const all = await download(memberSession, exportUrl(member.id));
    expect(rowsOf(all.body)).toHaveLength(13);
    expect((await memberSession.get(`${exportUrl(member.id)}?status=lost`)).statusCode).toBe(422);
  });

  it('shares one job between a partner and its user asking for the same rows', async () => {
    const range = exportUrl(member.id, '2026-10-05', '2026-10-06');
    expect((await memberSession.get(range)).statusCode).toBe(202);
    expect((await partnerSession.get(range)).statusCode).toBe(202);
    const jobs = await t.db
      .selectFrom('export_jobs')
      .select('id')
      .where('start_date', '=', '2026-10-05')
      .execute();
    expect(jobs).toHaveLength(1);
    const [a, b] = [await download(memberSession, range), await download(partnerSession, range)];
    expect(a.body).toBe(b.body);
  });

  it('makes the file again when new requests arrive in its range', async () => {
    const range = exportUrl(member.id, '2026-10-20', '2026-10-20');
    expect(rowsOf((await download(memberSession, range)).body)).toHaveLength(1);
    await ingest([rec(100, '2026-10-20T12:00:00+05:00')]);
    expect((await memberSession.get(range)).statusCode).toBe(202);
    expect(rowsOf((await download(memberSession, range)).body)).toHaveLength(2);
  });

  it('serves parts that concatenate to the whole file', async () => {
    const whole = (await download(partnerSession, exportUrl(partner.id))).rawPayload;
    const parts: Buffer[] = [];
    for (let offset = 0; offset < 13; offset += 5) {
      const res = await partnerSession.get(
        `/api/requests/download-chunk/${partner.id}/${serviceId}/2026-10-01/2026-10-31?offset=${offset}&limit=5`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `requests_2026-10-01_2026-10-31_part${offset / 5 + 1}.csv`,
      );
      parts.push(res.rawPayload);
    }
    expect(Buffer.concat(parts).toString()).toBe(whole.toString());
    expect(rowsOf(whole.toString())).toHaveLength(14);
  });

  it('refuses ranges and users out of scope', async () => {
    expect((await memberSession.get(exportUrl(otherMember.id))).statusCode).toBe(403);
    expect((await partnerSession.get(exportUrl(otherPartner.id))).statusCode).toBe(403);
    const reversed = await memberSession.get(exportUrl(member.id, '2026-10-31', '2026-10-01'));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.endDate).toBeDefined();
    expect(
      (await memberSession.get(exportUrl(member.id, '2026-02-30', '2026-03-01'))).statusCode,
    ).toBe(422);
    expect(
      (await memberSession.get(`/api/requests/download/${member.id}/999999/2026-10-01/2026-10-02`))
        .statusCode,
    ).toBe(404);
    const chunk = await memberSession.get(
      `/api/requests/download-chunk/${member.id}/${serviceId}/2026-10-01/2026-10-31?limit=100001`,
    );
    expect(chunk.statusCode).toBe(422);
  });

  it('after a restart mid-export, runs the job again and never serves the partial file', async () => {
    const range = exportUrl(member.id, '2026-10-06', '2026-10-07');
    await download(memberSession, range);
    // As if the process had died while making this file: the job running, its file half written.
    await t.db
      .updateTable('export_jobs')
      .set({ status: 'running', rows_written: 2, document_id: null })
      .where('start_date', '=', '2026-10-06')
      .where('end_date', '=', '2026-10-07')
      .execute();
    const partial = path.join(t.config.filesDir, 'exports', 'crashed.csv.partial');
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, 'ID;half a li');
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      serveWeb: false,
      logStream: new (await import('node:stream')).PassThrough(),
    });
    await restarted.ready();
    try {
      const session = new Session(restarted);
      await session.login(member.login, member.password);
      const res = await download(session, range);
      expect(res.statusCode).toBe(200);
      expect(rowsOf(res.body)).toHaveLength(1 + 8);
      expect(fs.existsSync(partial)).toBe(false);
    } finally {
      await restarted.close();
    }
  });

  it('says of each request whether it was paid, covered by the package or not billable, as the register does', async () => {
    const pkg = await admin.post(`/api/users/${partner.id}/tariff-packages/${serviceId}/create`, {
      quota: 2,
      priceMinor: 50_000,
      validFrom: '2026-09-01',
      validTo: '2026-09-30',
    });
    expect(pkg.statusCode, pkg.body).toBe(201);
    // Two covered by the package, one paid by the tariff, one failed (not billable).
    await ingest(
      [1, 2, 3, 4].map((n) =>
        rec(700 + n, `2026-09-10T1${n}:00:00+05:00`, {
          status: n === 4 ? 'error' : 'success',
          httpStatus: n === 4 ? 500 : 200,
        }),
      ),
    );
    const url = exportUrl(member.id, '2026-09-01', '2026-09-30');
    await memberSession.get(url);
    const [, ...rows] = rowsOf((await download(memberSession, url)).body);
    expect(rows.map((row) => [row[8], row[9], row[10] === '' ? null : 'package'])).toEqual([
      ['по пакету', '0,00', 'package'],
      ['по пакету', '0,00', 'package'],
      ['платный', '1234,56', null],
      ['не тарифицируется', '0,00', null],
    ]);
    // The register's totals split them the same way: paid = billable − covered.
    const register = await memberSession.get(
      `/api/user/${member.id}/reports/${serviceId}/register?startDate=2026-09-01&endDate=2026-09-30`,
    );
    expect(register.statusCode, register.body).toBe(200);
    const totals = register.json().totals as { billable: number; covered: number };
    expect(totals.billable - totals.covered).toBe(1);
    expect(totals.covered).toBe(2);
  });
});

const pdfText = (pdf: Buffer) => {
  const file = path.join(os.tmpdir(), `cabinet-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
};

const ru = new Intl.NumberFormat('ru-RU');
/** Minor units as the documents print them, as a pattern (any space between groups). */
const money = (minor: number) =>
  `${ru.format(Math.trunc(minor / 100)).replace(/\s/g, '\\s')},${String(minor % 100).padStart(2, '0')}\\s₸`;

async function octoberTotals() {
  const row = await t.db
    .selectFrom('daily_usage')
    .select((eb) => [
      eb.fn.sum<number>('requests').as('requests'),
      eb.fn.sum<number>('successful').as('successful'),
      eb.fn.sum<number>('failed').as('failed'),
      eb.fn.sum<number>('billable').as('billable'),
      eb.fn.sum<number>('covered').as('covered'),
      eb.fn.sum<number>('amount_minor').as('amount'),
    ])
    .where('user_id', 'in', [partner.id, member.id])
    .where('day', '>=', '2026-10-01')
    .where('day', '<=', '2026-10-31')
    .executeTakeFirstOrThrow();
  return {
    requests: Number(row.requests),
    successful: Number(row.successful),
    failed: Number(row.failed),
    billable: Number(row.billable),
    covered: Number(row.covered),
    amount: Number(row.amount),
  };
}

describe('PDF documents', () => {
  it('renders the per-day report with Cyrillic, the month and the totals', async () => {
    const res = await partnerSession.get(
      `/api/reports/${partner.id}/${serviceId}/2026/10/download/`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Отчет_docsSvc_октябрь_2026.pdf')}`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Проверка контрагента');
    expect(text).toContain('октябрь 2026');
    expect(text).toContain('ТОО «Ромашка»');
    // The counts as on screen: requests, paid, covered by the package, not billable.
    expect(text).toMatch(/Дата\s+Запросов\s+Платных\s+По пакету\s+Не\s+Сумма по/);
    const month = await octoberTotals();
    const row = [
      month.requests,
      month.billable - month.covered,
      month.covered,
      month.requests - month.billable,
    ]
      .map((n) => ru.format(n))
      .join('\\s+');
    expect(text).toMatch(new RegExp(`Итого\\s+${row}\\s+${money(month.amount)}`));
    expect(text).toMatch(/Сформировано \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
    // What the month bills for the service, as Application 1 does; October is open: a draft.
    const reports = ReportsPage.parse(
      (await partnerSession.get(`/api/user/${partner.id}/reports?year=2026&month=10`)).json(),
    );
    const billed = reports.data.find((row) => row.serviceId === serviceId)!;
    expect(text).toContain('ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ');
    expect(text).toContain('Расчёт за месяц');
    expect(text).toMatch(new RegExp(`Всего \\(предварительно\\)\\s+${money(billed.amountMinor)}`));
    expect(text).not.toMatch(/«[^»]*«/);
  });

  it('renders Application 1 with both parties, VAT and the total in words', async () => {
    const res = await partnerSession.get(
      `/api/reports/application1/${partner.id}/2026/10/?t=${Date.now()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Д-17-2026_10.2026_Application_1.pdf')}`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Приложение № 1');
    expect(text).toContain('к договору № Д-17/2026 от 15.01.2026');
    expect(text).toContain(t.config.PROVIDER_NAME);
    expect(text).toContain('ТОО «Ромашка»');
    // The partner's city, then its address (which does not name it).
    expect(text).toContain('Алматы, ул. Абая, 1');
    expect(text).toMatch(/Сформировано \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(text).not.toMatch(/«[^»]*«/);
    // One price of 1 234,56 ₸ without VAT; 16% VAT on top.
    const { billable } = await octoberTotals();
    const net = billable * 123_456;
    const vat = Math.round(net * 0.16);
    expect(text).toMatch(new RegExp(`Итого без НДС\\s+${money(net)}`));
    expect(text).toMatch(new RegExp(`НДС\\s+${money(vat)}`));
    // October is open: the statement is a draft, marked so, with nobody to sign it.
    expect(text).toMatch(new RegExp(`Всего \\(предварительно\\)\\s+${money(net + vat)}`));
    expect(text).toContain('ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ');
    expect(text).not.toContain('_______');
    // Every line of the statement is printed as it multiplies out: quantity, price, amount.
    const statement = StatementResponse.parse(
      (
        await partnerSession.get(`/api/reports/application1/${partner.id}/2026/10/?format=json`)
      ).json(),
    ).data;
    expect(statement.lines.length).toBeGreaterThan(0);
    const amount = (minor: number) => money(minor).replace('\\s₸', '');
    for (const line of statement.lines) {
      expect(line.amountMinor).toBe(line.quantity * line.unitPriceMinor);
      expect(text).toMatch(
        new RegExp(
          `${ru.format(line.quantity).replace(/\s/g, '\\s')}\\s+${amount(line.unitPriceMinor)}\\s+${amount(line.amountMinor)}`,
        ),
      );
    }
    expect(text).toMatch(/тенге \d\d тиын/);
  });

  it('refuses Application 1 for a user who is not a partner, and other partners’ ids', async () => {
    const notPartner = await memberSession.get(`/api/reports/application1/${member.id}/2026/10/`);
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().message).toBeTruthy();
    expect(
      (await partnerSession.get(`/api/reports/application1/${otherPartner.id}/2026/10/`))
        .statusCode,
    ).toBe(403);
  });
});

describe('partner documents', () => {
  let storedId: number;

  it('keeps a generated report among the partner’s documents, visible to it and downloadable', async () => {
    const made = await memberSession.get(
      `/api/user/${member.id}/reports/${serviceId}/report/document?month=10&year=2026`,
    );
    expect(made.statusCode, made.body).toBe(200);
    const document = DocumentResponse.parse(made.json()).data;
    storedId = document.id;
    expect(document).toMatchObject({ kind: 'service-report', ownerId: partner.id, year: 2026 });
    // October is open: the kept report is preliminary, in the list and in its PDF.
    expect(document.draft).toBe(true);

    const own = DocumentsPage.parse(
      (await memberSession.get(`/api/users/${member.id}/documents`)).json(),
    );
    expect(own.data.map((d) => d.id)).toContain(storedId);
    const partners = DocumentsPage.parse(
      (await partnerSession.get(`/api/users/${partner.id}/documents?month=10&year=2026`)).json(),
    );
    expect(partners.data.map((d) => d.id)).toContain(storedId);
    expect(partners.data.every((d) => d.ownerId === partner.id)).toBe(true);
    expect(partners.data.find((d) => d.id === storedId)?.draft).toBe(true);

    const file = await partnerSession.get(`/api/files/${storedId}/download/`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file.rawPayload)).toContain('ПРЕДВАРИТЕЛЬНЫЙ РАСЧЁТ');
  });

  it('refuses another partner’s file, path-like ids and the all-partners list to partners', async () => {
    const stranger = await signIn(otherPartner.login, otherPartner.password);
    expect((await stranger.get(`/api/files/${storedId}/download/`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/users/${partner.id}/documents`)).statusCode).toBe(403);
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '1%2F..', '-1', '1e3'])
      expect([404, 422]).toContain(
        (await partnerSession.get(`/api/files/${id}/download/`)).statusCode,
      );
    expect((await partnerSession.get('/api/users/all/documents')).statusCode).toBe(403);
    const all = DocumentsPage.parse(
      (await admin.get('/api/users/all/documents?currentMonth=10&currentYear=2026')).json(),
    );
    expect(all.data.map((d) => d.id)).toContain(storedId);
  });

  it('lets an admin upload a signed file, and only an admin', async () => {
    const boundary = 'cabinet-boundary';
    const body = (fields: Record<string, string>, withFile = true) =>
      [
        ...Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        withFile
          ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="акт сверки.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 signed\r\n`
          : '',
        `--${boundary}--\r\n`,
      ].join('');
    const upload = async (session: Session, fields: Record<string, string>, withFile = true) => {
      const csrf = await session.fetchCsrf();
      return t.app.inject({
        method: 'POST',
        url: `/api/users/${partner.id}/documents`,
        headers: {
          authorization: `Bearer ${session.token}`,
          'x-xsrf-token': csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        cookies: { 'XSRF-TOKEN': csrf },
        payload: body(fields, withFile),
      });
    };
    const ok = await upload(admin, { year: '2026', month: '10', title: 'Акт сверки' });
    expect(ok.statusCode, ok.body).toBe(200);
    const document = DocumentResponse.parse(ok.json()).data;
    expect(document).toMatchObject({ kind: 'upload', fileName: 'акт сверки.pdf', size: 15 });
    const file = await partnerSession.get(`/api/files/${document.id}/download/`);
    expect(file.body).toBe('%PDF-1.4 signed');

    const untitled = await upload(admin, { year: '2026', month: '10' });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().errors.title).toBeDefined();
    const fileless = await upload(admin, { year: '2026', month: '10', title: 'x' }, false);
    expect(fileless.statusCode).toBe(422);
    expect(fileless.json().errors.file).toBeDefined();
    expect(
      (await upload(partnerSession, { year: '2026', month: '10', title: 'x' })).statusCode,
    ).toBe(403);
    const fileRows = fs.readdirSync(path.join(t.config.filesDir, 'uploads'));
    expect(fileRows).toHaveLength(1);
  });
});

describe('closing a month', () => {
  const closings = async () =>
    MonthClosingsResponse.parse((await admin.get('/api/documents/closings')).json()).data;

  async function closed(year: number, month: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const closing = (await closings()).find((c) => c.year === year && c.month === month);
      if (closing && closing.status !== 'running') return closing;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the closing never finished');
  }

  const closingDocuments = () =>
    t.db
      .selectFrom('documents')
      .select(['id', 'kind', 'owner_id'])
      .where('closing', '=', 1)
      .where('year', '=', 2026)
      .where('month', '=', 10)
      .execute();

  const statementOf = async (month: number, session = partnerSession) => {
    const res = await session.get(
      `/api/reports/application1/${partner.id}/2026/${month}/?format=json&t=${Date.now()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return StatementResponse.parse(res.json()).data;
  };
  const application1 = async () =>
    (await partnerSession.get(`/api/reports/application1/${partner.id}/2026/10/`)).rawPayload;
  const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');
  const verification = async (month: number) => {
    const res = await admin.get(`/api/documents/closings/2026/${month}/verification`);
    expect(res.statusCode, res.body).toBe(200);
    return MonthVerificationResponse.parse(res.json()).data;
  };

  it('makes each partner’s documents final: numbered, fingerprinted, stored once, never deleted', async () => {
    const draft = await statementOf(10);
    expect(draft).toMatchObject({ status: 'draft', number: null });
    const started = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
    expect(started.statusCode, started.body).toBe(200);
    expect(MonthClosingResponse.parse(started.json()).data.status).toBe('running');
    // Application 1 and the service's report of the partner, and its user's own report.
    expect(await closed(2026, 10)).toMatchObject({ status: 'done', progress: 100, documents: 3 });
    const first = await closingDocuments();
    expect(first.map((d) => d.kind).sort()).toEqual([
      'application1',
      'service-report',
      'service-report',
    ]);
    expect(first.every((d) => d.owner_id === partner.id)).toBe(true);

    const final = await statementOf(10);
    expect(final.status).toBe('final');
    expect(final.number).toMatch(/^2026-\d{4}$/);
    expect(final.totalMinor).toBe(draft.totalMinor);
    expect(final.lines).toEqual(draft.lines);

    const pdf = await application1();
    expect(await application1()).toEqual(pdf);
    const text = pdfText(pdf);
    expect(text).toContain(`№ ${final.number}`);
    expect(text).not.toContain('ПРЕДВАРИТЕЛЬНЫЙ');
    expect(text).toContain('_______');
    const listed = DocumentsPage.parse(
      (await partnerSession.get(`/api/users/${partner.id}/documents?year=2026&month=10`)).json(),
    ).data.find((doc) => doc.kind === 'application1' && doc.closing)!;
    expect(listed).toMatchObject({
      number: final.number,
      version: 1,
      superseded: false,
      draft: false,
    });
    expect(listed.sha256).toBe(sha256(pdf));
    const removed = await admin.call('DELETE', `/api/files/${listed.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/не удаляется/);
    expect((await verification(10)).differences).toEqual([]);
  });

  it('serves a user its closed month’s report as closing stored it, never made again', async () => {
    const stored = DocumentsPage.parse(
      (await memberSession.get(`/api/users/${member.id}/documents?year=2026&month=10`)).json(),
    ).data.find((doc) => doc.kind === 'service-report' && doc.closing)!;
    expect(stored).toMatchObject({ subjectId: member.id, draft: false, superseded: false });
    const url = `/api/reports/${member.id}/${serviceId}/2026/10/download`;
    const first = await memberSession.get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(sha256(first.rawPayload)).toBe(stored.sha256);
    expect(pdfText(first.rawPayload)).not.toContain('ПРЕДВАРИТЕЛЬНЫЙ');
    // A report made again would print another time in its footer.
    t.clock.advance(120_000);
    try {
      expect((await memberSession.get(url)).rawPayload).toEqual(first.rawPayload);
      const kept = await memberSession.get(
        `/api/user/${member.id}/reports/${serviceId}/report/document?month=10&year=2026`,
      );
      expect(DocumentResponse.parse(kept.json()).data.id).toBe(stored.id);
      // A service the user did not use that month: made once as final, then served as stored.
      const other = await admin.post('/api/services/create', {
        code: 'unusedSvc',
        name: 'Не использован',
        upstreamUrl: 'builtin:company-check',
        billableOutcomes: 'success',
      });
      const unused = `/api/reports/${member.id}/${other.json().data.id}/2026/10/download`;
      const once = await memberSession.get(unused);
      expect(once.statusCode, once.body).toBe(200);
      t.clock.advance(120_000);
      expect((await memberSession.get(unused)).rawPayload).toEqual(once.rawPayload);
    } finally {
      t.clock.advance(-2 * 120_000);
    }
  });

  it('issues a closed month again only with a reason: new versions, the old ones kept as superseded', async () => {
    const before = await statementOf(10);
    const again = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/закрыт/);
    const noReason = await admin.post('/api/documents/closings', {
      year: 2026,
      month: 10,
      replace: true,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();

    await admin.post('/api/documents/closings', {
      year: 2026,
      month: 10,
      replace: true,
      reason: 'Исправлен юридический адрес заказчика',
    });
    expect(await closed(2026, 10)).toMatchObject({
      status: 'done',
      reason: 'Исправлен юридический адрес заказчика',
    });
    const reissued = await statementOf(10);
    expect(reissued).toMatchObject({ status: 'final', version: 2 });
    expect(reissued.reason).toBe('Исправлен юридический адрес заказчика');
    expect(reissued.number).not.toBe(before.number);
    expect(reissued.totalMinor).toBe(before.totalMinor);
    const documents = DocumentsPage.parse(
      (await partnerSession.get(`/api/users/${partner.id}/documents?year=2026&month=10`)).json(),
    ).data.filter((doc) => doc.closing);
    // Version 1 (three, one the user's unused service's made on ask) and version 2 (three).
    expect(documents).toHaveLength(7);
    expect(documents.filter((doc) => doc.superseded)).toHaveLength(4);
    expect(documents.filter((doc) => doc.version === 2 && !doc.superseded)).toHaveLength(3);
    expect(pdfText(await application1())).toContain('Версия 2: заменяет предыдущую');
  });

  it('a record that arrives for a closed month changes none of its documents and is billed in the next open month', async () => {
    const october = await statementOf(10);
    const pdf = await application1();
    const novemberBefore = await statementOf(11);
    await ingest([rec(900, '2026-10-20T12:00:00+05:00', { status: 'success', httpStatus: 200 })]);

    expect(await statementOf(10)).toEqual(october);
    expect(await application1()).toEqual(pdf);
    const november = await statementOf(11);
    expect(november.status).toBe('draft');
    const correction = november.lines.filter((line) => line.correctionOf === '2026-10');
    expect(correction).toHaveLength(1);
    expect(correction[0]).toMatchObject({
      quantity: 1,
      unitPriceMinor: 123_456,
      amountMinor: 123_456,
    });
    expect(correction[0]!.description).toMatch(/корректировка за октябрь 2026/);
    expect(november.subtotalMinor - novemberBefore.subtotalMinor).toBe(123_456);
    const reports = ReportsPage.parse(
      (await partnerSession.get(`/api/user/${partner.id}/reports?year=2026&month=11`)).json(),
    );
    expect(reports.totals.amountMinor).toBe(november.totalMinor);
    expect(reports.period.status).toBe('open');
    expect((await verification(10)).differences).toEqual([]);
    expect((await verification(11)).differences).toEqual([]);
  });

  it('verification names what disagrees with the register: a tampered day of the daily usage', async () => {
    const day = await t.db
      .selectFrom('daily_usage')
      .select(['user_id', 'service_id', 'day', 'requests'])
      .where('user_id', '=', member.id)
      .where('day', '>=', '2026-10-01')
      .where('day', '<=', '2026-10-31')
      .executeTakeFirstOrThrow();
    const tamper = (requests: number) =>
      t.db
        .updateTable('daily_usage')
        .set({ requests })
        .where('user_id', '=', day.user_id)
        .where('service_id', '=', day.service_id)
        .where('day', '=', day.day)
        .execute();
    await tamper(day.requests + 5);
    try {
      expect((await verification(10)).differences).toEqual([
        {
          check: 'daily-usage',
          userId: member.id,
          userLogin: member.login,
          serviceId,
          serviceName: 'Проверка контрагента',
          day: String(day.day).slice(0, 10),
          field: 'requests',
          expected: day.requests,
          actual: day.requests + 5,
        },
      ]);
    } finally {
      await tamper(day.requests);
    }
  });

  it('verification re-prices an open month’s statements from the register: usage billed elsewhere is named', async () => {
    await ingest([rec(950, '2026-11-01T12:00:00+05:00', { status: 'success', httpStatus: 200 })]);
    const clean = await verification(11);
    expect(clean.differences).toEqual([]);
    expect(clean.statements).toBe(1);
    const moved = () =>
      t.db
        .updateTable('daily_charges')
        .where('user_id', '=', member.id)
        .where('day', '=', '2026-11-01')
        .where('usage_month', '=', '2026-11');
    await moved().set({ billed_month: '2026-12' }).execute();
    try {
      // The day's counts still agree; the statement that bills them does not.
      const found = (await verification(11)).differences;
      expect(found).toEqual([
        expect.objectContaining({
          check: 'statement',
          userId: partner.id,
          userLogin: partner.login,
          serviceId,
          day: null,
          field: 'billedIn.2026-12',
          expected: 0,
          actual: 1,
        }),
      ]);
    } finally {
      await moved().set({ billed_month: '2026-11' }).execute();
    }
    expect((await verification(11)).differences).toEqual([]);
    expect((await verification(10)).statements).toBe(1);
  });

  it('refuses the current month, bad input and callers without the right', async () => {
    const current = await admin.post('/api/documents/closings', { year: 2026, month: 11 });
    expect(current.statusCode).toBe(422);
    expect(
      (await admin.post('/api/documents/closings', { year: 2026, month: 13 })).statusCode,
    ).toBe(422);
    expect(
      (await partnerSession.post('/api/documents/closings', { year: 2026, month: 10 })).statusCode,
    ).toBe(403);
    expect((await partnerSession.get('/api/documents/closings')).statusCode).toBe(403);
  });
});

describe('old exports', () => {
  it('are removed with their files after the retention period, at the next start', async () => {
    const range = exportUrl(member.id, '2026-10-07', '2026-10-07');
    await download(memberSession, range);
    const exports = () =>
      t.db
        .selectFrom('documents')
        .select(['id', 'storage_key'])
        .where('kind', '=', 'export')
        .execute();
    const before = await exports();
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(25 * 3_600_000);
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      serveWeb: false,
      logStream: new (await import('node:stream')).PassThrough(),
    });
    await restarted.ready();
    await restarted.close();
    expect(await exports()).toEqual([]);
    for (const { storage_key } of before)
      expect(fs.existsSync(path.join(t.config.filesDir, storage_key))).toBe(false);
    // Reports and uploads are not exports: they stay.
    expect(
      await t.db.selectFrom('documents').select('id').where('kind', '!=', 'export').execute(),
    ).not.toEqual([]);
  });
});
