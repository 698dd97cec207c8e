import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonthClosingsResponse, StatementResponse, type Statement } from '@cabinet/contract';
import { demoBin } from '../../src/seed/demo-partners.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { Session } from '../helpers/session.js';
import { pdfText } from '../helpers/pdf-text.js';

/**
 * Issue 40: what the server writes itself (statement lines, Application 1, the per-service
 * report) in the language asked for, the bilingual form with both, the same numbers in each.
 */
let t: TestApp;
let admin: Session;
let partnerSession: Session;
let partnerId: number;
const ids: Record<'zero' | 'included', number> = { zero: 0, included: 0 };
// Typed by staff: stays as typed; it also carries every Kazakh letter the font must render.
const ZERO = 'Қызмет әғқңөұүһі';
const INCLUDED = 'Проверка контрагента';

beforeAll(async () => {
  t = await startTestApp({ MONTH_CLOSE_GRACE_DAYS: '1' });
  admin = (await t.signedIn('Admin')).session;
  const integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
  const created = await admin.post('/api/partners/create', {
    login: 'tilder',
    email: 'tilder@example.kz',
    password: 'tilder-password-1',
    companyName: 'ТОО «Тілдер»',
    taxId: demoBin(2018, 5, 9),
    contractNumber: 'Д-40/2026',
    contractDate: '2026-01-15',
    legalAddress: 'ул. Абая, 1',
    city: 'Алматы',
  });
  expect(created.statusCode, created.body).toBe(201);
  partnerId = created.json().data.id;
  partnerSession = new Session(t.app);
  await partnerSession.login('tilder', 'tilder-password-1');
  // A tariff of two bands at a 0 % rate, and one whose price includes 12 % (a rounding line).
  const tariffs = [
    [
      'zero',
      'zeroSvc',
      ZERO,
      [
        { upTo: 1000, priceMinor: 10_000 },
        { upTo: null, priceMinor: 5_000 },
      ],
      false,
      0,
    ],
    ['included', 'inclSvc', INCLUDED, [{ upTo: null, priceMinor: 1_000 }], true, 12],
  ] as const;
  for (const [key, code, name, tiers, vatIncluded, vatRate] of tariffs) {
    const service = await admin.post('/api/services/create', {
      code,
      name,
      upstreamUrl: 'builtin:company-check',
      billableOutcomes: 'success',
    });
    expect(service.statusCode, service.body).toBe(201);
    ids[key] = service.json().data.id;
    const tariff = await admin.post('/api/tariffs/create', {
      serviceId: ids[key],
      name: 'Базовый',
      tiers,
      validFrom: '2026-01-01',
      vatIncluded,
      vatRate,
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    await admin.post(`/api/users/${partnerId}/services/assign`, {
      serviceId: ids[key],
      tariffId: tariff.json().data.id,
      from: '2026-01-01',
    });
  }
  const records = [
    ...Array.from({ length: 5 }, () => 'zeroSvc'),
    'inclSvc',
    'inclSvc',
    'inclSvc',
  ].map((serviceCode, n) => ({
    requestId: `lang-${n}`,
    userId: partnerId,
    serviceCode,
    time: `2026-10-0${1 + (n % 5)}T10:00:00+05:00`,
    status: 'success',
    httpStatus: 200,
    durationMs: 10,
    subject: '990101000001',
    requestPayload: '{}',
    responsePayload: '{}',
  }));
  const res = await integrator.post('/api/usage/requests', { records });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const application1 = `/api/reports/application1/${'{id}'}/2026/10/`;
const url = (query: string) => `${application1.replace('{id}', String(partnerId))}?${query}`;

async function statementIn(language?: string): Promise<Statement> {
  const session = new Session(t.app);
  session.token = partnerSession.token;
  session.language = language;
  const res = await session.get(url(`format=json&t=${Date.now()}`));
  expect(res.statusCode, res.body).toBe(200);
  return StatementResponse.parse(res.json()).data;
}

async function pdfIn(lang: string) {
  const res = await partnerSession.get(url(`lang=${lang}&t=${Date.now()}`));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { text: pdfText(res.rawPayload), raw: res.rawPayload };
}

const formats = {
  ru: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }),
};
/** An amount as a document in `language` prints it, as a pattern (any space between groups). */
const amount = (minor: number, language: 'ru' | 'en') =>
  formats[language]
    .format(minor / 100)
    .replace(/[.]/g, '\\.')
    .replace(/\s/g, '\\s');

const KAZAKH_LETTERS = ['ә', 'ғ', 'қ', 'ң', 'ө', 'ұ', 'ү', 'һ', 'і'];

describe('a month’s statement in the caller’s language', () => {
  it('describes its lines in Russian, English and Kazakh, with the same numbers', async () => {
    const [ru, en, kk] = [await statementIn(), await statementIn('en'), await statementIn('kk')];
    const band = (s: Statement) => s.lines.find((l) => l.serviceId === ids.zero)!.description;
    expect(band(ru)).toMatch(new RegExp(`^${ZERO}: запросы с 1 по 1\\s000 в месяц$`));
    expect(band(en)).toBe(`${ZERO}: requests 1 to 1,000 a month`);
    expect(band(kk)).toMatch(new RegExp(`^${ZERO}: айына 1 – 1\\s000 аралығындағы сұраулар$`));
    const rounding = (s: Statement) => s.lines.find((l) => l.kind === 'rounding')!.description;
    expect(rounding(ru)).toBe(`${INCLUDED}: разница округления цены с НДС`);
    expect(rounding(en)).toBe(`${INCLUDED}: rounding difference of the VAT-inclusive price`);
    expect(rounding(kk)).toBe(`${INCLUDED}: ҚҚС кірген бағаны дөңгелектеу айырмасы`);
    expect(ru.totalInWords).toMatch(/тенге \d\d тиын/);
    expect(en.totalInWords).toMatch(/^[A-Z][a-z -]+ tenge \d\d tiyn$/);
    expect(kk.totalInWords).toMatch(/^[А-ЯӘҒҚҢӨҰҮҺІ][^a-z]+ теңге \d\d тиын$/);
    const numbers = (s: Statement) => ({
      ...s,
      totalInWords: '',
      lines: s.lines.map((line) => ({ ...line, description: '' })),
    });
    expect(numbers(en)).toEqual(numbers(ru));
    expect(numbers(kk)).toEqual(numbers(ru));
  });

  it('says «НДС 0 %» of a 0 % rate and «без НДС» of a line without VAT, in JSON and PDF', async () => {
    const statement = await statementIn();
    expect(statement.lines.find((l) => l.serviceId === ids.zero)!.vatRate).toBe(0);
    expect(statement.lines.find((l) => l.kind === 'rounding')!.vatRate).toBeNull();
    const { text } = await pdfIn('ru');
    expect(text).toMatch(/НДС\s0\s%/);
    expect(text).toMatch(/НДС\s12\s%/);
    expect(text).toMatch(/без\sНДС/);
  });
});

describe('Application 1 in the language asked for', () => {
  it('in Kazakh: its words, Kazakh letters, the same amounts', async () => {
    const statement = await statementIn('kk');
    const { text } = await pdfIn('kk');
    for (const words of [
      '1-қосымша',
      'Орындаушы',
      'Тапсырыс беруші',
      'ҚҚС-сыз барлығы',
      'АЛДЫН АЛА ЕСЕП',
      'ҚҚС-сыз',
      'тиын',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/ҚҚС\s0\s%/);
    expect(text).not.toMatch(/Итого|Всего|Исполнитель|Приложение/);
    for (const letter of KAZAKH_LETTERS) expect(text).toContain(letter);
    expect(text).toMatch(
      new RegExp(`ҚҚС-сыз барлығы\\s+${amount(statement.subtotalMinor, 'ru')}\\s₸`),
    );
    expect(text).toMatch(
      new RegExp(`Барлығы \\(алдын ала\\)\\s+${amount(statement.totalMinor, 'ru')}\\s₸`),
    );
  });

  it('in English: its words, amounts written the English way, the same numbers', async () => {
    const statement = await statementIn('en');
    const { text } = await pdfIn('en');
    for (const words of [
      'Application 1',
      'to contract No. Д-40/2026 of 01/15/2026',
      'Provider',
      'Customer',
      'PRELIMINARY STATEMENT',
      'requests 1 to 1,000 a',
      'tiyn',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Итого|Всего|Исполнитель|Приложение/);
    expect(text).toMatch(
      new RegExp(`Subtotal before VAT\\s+₸${amount(statement.subtotalMinor, 'en')}`),
    );
    expect(text).toMatch(
      new RegExp(`Total \\(preliminary\\)\\s+₸${amount(statement.totalMinor, 'en')}`),
    );
  });

  it('in the bilingual form: Kazakh and Russian both', async () => {
    const statement = await statementIn();
    const { text } = await pdfIn('ru-kk');
    for (const words of [
      '1-қосымша',
      'Приложение № 1',
      'ҚҚС-сыз барлығы / Итого без НДС',
      'Орындаушы / Исполнитель',
      'айына 1 – 1',
      // The line's two descriptions share the column: the Russian one may wrap after «по».
      'запросы с 1 по',
      'теңге',
      'тенге',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(
      new RegExp(`Итого без НДС\\s+${amount(statement.subtotalMinor, 'ru')}\\s₸`),
    );
  });

  it('refuses a language it does not write', async () => {
    expect((await partnerSession.get(url('lang=de'))).statusCode).toBe(422);
  });

  it('a closed month: the stored Russian original, and the other languages from its statement', async () => {
    const started = await admin.post('/api/documents/closings', { year: 2026, month: 10 });
    expect(started.statusCode, started.body).toBe(200);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const closings = MonthClosingsResponse.parse(
        (await admin.get('/api/documents/closings')).json(),
      );
      if (closings.data.some((c) => c.month === 10 && c.status !== 'running')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ru = await statementIn();
    expect(ru.status).toBe('final');
    const stored = await t.db
      .selectFrom('documents')
      .select('sha256')
      .where('kind', '=', 'application1')
      .where('closing', '=', 1)
      .executeTakeFirstOrThrow();
    const original = await pdfIn('ru');
    const crypto = await import('node:crypto');
    expect(crypto.createHash('sha256').update(original.raw).digest('hex')).toBe(stored.sha256);
    const en = await pdfIn('en');
    expect(en.text).toContain(`Statement of services No. ${ru.number!}`);
    expect(en.text).toMatch(new RegExp(`Total due\\s+₸${amount(ru.totalMinor, 'en')}`));
    expect(en.text).not.toContain('PRELIMINARY');
    const kk = await pdfIn('kk');
    expect(kk.text).toContain(`№ ${ru.number!} есебі`);
    expect(kk.text).toMatch(new RegExp(`Төлеуге барлығы\\s+${amount(ru.totalMinor, 'ru')}\\s₸`));
    expect((await statementIn('en')).lines[0]!.description).toMatch(/requests/);
    // A service's report of the closed month: stored in Russian, made in the language asked for.
    const report = async (lang: string) => {
      const res = await partnerSession.get(
        `/api/reports/${partnerId}/${ids.zero}/2026/10/download?lang=${lang}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return { text: pdfText(res.rawPayload), raw: res.rawPayload };
    };
    const storedReport = await t.db
      .selectFrom('documents')
      .select('sha256')
      .where('kind', '=', 'service-report')
      .where('service_id', '=', ids.zero)
      .where('closing', '=', 1)
      .executeTakeFirstOrThrow();
    const reportRu = await report('ru');
    expect(crypto.createHash('sha256').update(reportRu.raw).digest('hex')).toBe(
      storedReport.sha256,
    );
    const reportEn = (await report('en')).text;
    expect(reportEn).toContain('Usage report of the service');
    expect(reportEn).toContain('October 2026');
    // The documents list names made documents in the reader's language.
    const titles = async (language?: string) => {
      const session = new Session(t.app);
      session.token = partnerSession.token;
      session.language = language;
      const res = await session.get(`/api/users/${partnerId}/documents?year=2026&month=10`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { kind: string; title: string }[])
        .map((doc) => `${doc.kind}: ${doc.title}`)
        .sort();
    };
    expect(await titles()).toContain(
      `application1: Приложение № 1 (расчёт ${ru.number!}): октябрь 2026`,
    );
    expect(await titles('en')).toEqual([
      `application1: Application 1 (statement ${ru.number!}): October 2026`,
      `service-report: ${INCLUDED}: October 2026`,
      `service-report: ${ZERO}: October 2026`,
    ]);
    expect(await titles('kk')).toContain(
      `application1: 1-қосымша (№ ${ru.number!} есеп): 2026 ж. қазан`,
    );
  });
});

describe('the register’s CSV in the reader’s conventions', () => {
  async function csvIn(language: string) {
    const session = new Session(t.app);
    session.token = partnerSession.token;
    session.language = language;
    const url = `/api/requests/download/${partnerId}/${ids.zero}/2026-10-01/2026-10-31`;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const res = await session.get(url);
      if (res.statusCode === 200) return res.body.replace(/^\uFEFF/, '');
      expect(res.statusCode, res.body).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the export never finished');
  }

  it('English: `,` between cells and a decimal point; Russian and Kazakh: `;` and a comma', async () => {
    const en = (await csvIn('en')).trim().split('\n');
    expect(en[0]).toMatch(/^Request ID,/);
    expect(en[1]!.split(',')).toContain('100.00');
    for (const language of ['ru', 'kk']) {
      const lines = (await csvIn(language)).trim().split('\n');
      expect(lines[0]!.split(';').length, language).toBe(13);
      expect(lines[1], language).toContain(';"100,00";');
    }
  });
});
