import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvStream } from '../../src/core/csv.js';
import { guardText } from '../../src/core/csv-guard.js';
import { createService } from '../helpers/export-world.js';
import { Session } from '../helpers/session.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 39: a tab is a cell boundary too. A reader that splits the lists' CSVs on tabs (quotes
 * honoured or not) finds no cell that starts with a formula character.
 */
const FORMULA_FIRST = /^[=+\-@\t\r]/;
const PAYLOADS = ["a\t=cmd|' /C calc'!A0", 'x\t+1', 'y\t@SUM(1)', 'z\t-2', 'w\t\t=1'];

/** Every cell of a tab-separated read, with the quotes honoured and with them ignored. */
function tabCells(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  const honoured = parse(text, {
    delimiter: '\t',
    relax_quotes: true,
    relax_column_count: true,
  }) as string[][];
  const bare = text.split(/\r\n|\r|\n/).flatMap((line) => line.split('\t'));
  return [...honoured.flat(), ...bare];
}

describe('the formula guard at tabs', () => {
  it('puts the apostrophe after a tab before a formula character', () => {
    expect(PAYLOADS.map(guardText)).toEqual([
      "a\t'=cmd|' /C calc'!A0",
      "x\t'+1",
      "y\t'@SUM(1)",
      "z\t'-2",
      "w\t'\t'=1",
    ]);
  });

  it('a list CSV read split on tabs starts no cell with a formula', async () => {
    async function* oneBatch() {
      yield PAYLOADS.map((text) => [text]);
    }
    const csv = String(
      await buffer(csvStream(['text'], oneBatch(), { maxRows: Infinity, maxBytes: Infinity })),
    );
    expect(tabCells(csv).filter((cell) => FORMULA_FIRST.test(cell))).toEqual([]);
    expect(parse(csv, { delimiter: ';', bom: true }).slice(1)).toEqual(
      PAYLOADS.map((text) => [guardText(text)]),
    );
  });
});

describe('the refused records CSV read split on tabs', () => {
  let t: TestApp;
  let integrator: Session;

  beforeAll(async () => {
    t = await startTestApp();
    const partner = await t.signedIn('Partner');
    const member = await t.user('client', { parentId: partner.user.id });
    const sender = await t.user('Integrator', { parentId: partner.user.id });
    integrator = new Session(t.app);
    await integrator.login(sender.login, sender.password);
    await createService(t, 'tabSvc');
    const records = PAYLOADS.map((text) => ({
      requestId: text,
      userId: member.id,
      serviceCode: 'unknown-service',
      time: t.clock.now().toISOString(),
      status: 'success',
      httpStatus: 200,
      durationMs: 5,
    }));
    const res = await integrator.post('/api/usage/requests', { records });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('holds the payloads, and no cell starts with a formula', async () => {
    const res = await integrator.get('/api/usage/rejections/export');
    expect(res.statusCode, res.body).toBe(200);
    for (const text of PAYLOADS) expect(res.body).toContain(guardText(text));
    expect(tabCells(res.body).filter((cell) => FORMULA_FIRST.test(cell))).toEqual([]);
  });
});
