import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  logIn,
  PHONE,
  resultsDir,
  screenshot,
  transitionsOver,
  openContext,
} from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(viewport = DESKTOP) {
  const { context, page, errors } = await openContext(browser, baseUrl, {
    viewport,
    timezoneId: 'Asia/Almaty',
    acceptDownloads: true,
  });
  return { context, page, errors };
}

async function signIn(page: Page, login: string) {
  await page.goto('/');
  await logIn(page, login, passwords[login]!);
  await page.getByRole('navigation', { name: 'Главное меню' }).waitFor();
}

/** The viewport once the open dialog's transitions are over. */
async function dialogShot(page: Page, name: string) {
  await transitionsOver(page);
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`) });
}

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-dl-')), 'file');
  await download.saveAs(file);
  return fs.readFileSync(file);
}

/** CSV records (quote-aware: a quoted field may hold `;` and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';' || char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** The register's total from its pagination: «1–10 из 886» → 886. */
async function registerTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').textContent();
  return Number(/из\s+([\d\s\u00a0]+)/.exec(text ?? '')?.[1]?.replace(/\D/g, '') ?? NaN);
}

declare global {
  interface Window {
    percentagesShown: string[];
  }
}

/** Keeps every text the export's percentage shows, in order, however briefly it shows. */
async function recordPercentages(page: Page) {
  await page.evaluate(() => {
    window.percentagesShown = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="export-percent"]')?.textContent;
      if (text && window.percentagesShown.at(-1) !== text) window.percentagesShown.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The partner's reports list on a month with usage; returns the partner's id. */
async function partnerReports(page: Page): Promise<number> {
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Мои отчёты' })
    .click();
  await page.waitForURL(/\/admin\/\d+\/reports\?/);
  const rows = page.locator('tbody tr[data-service-code]');
  const empty = page.getByTestId('empty-period');
  await rows.or(empty).first().waitFor();
  if (await empty.isVisible()) {
    await page.getByRole('button', { name: 'Предыдущий месяц' }).first().click();
    await rows.first().waitFor();
  }
  return Number(/\/admin\/(\d+)\//.exec(page.url())![1]);
}

describe('documents in Chromium', () => {
  it('a partner exports a register range to CSV, watching its progress', async () => {
    const { context, page, errors } = await open();
    await signIn(page, 'partner');
    await partnerReports(page);
    await page
      .locator('tbody tr[data-service-code]')
      .first()
      .getByRole('link', { name: /^Реестр запросов/ })
      .click();
    await page.waitForURL(/\/register\?.*startDate=(\d{4}-\d\d-\d\d)&endDate=(\d{4}-\d\d-\d\d)/);
    await page.locator('tbody tr[data-request-id]').first().waitFor();
    const address = new URL(page.url()).searchParams;
    const startDate = address.get('startDate')!;
    const endDate = address.get('endDate')!;
    const total = await registerTotal(page);
    expect(total).toBeGreaterThan(0);

    await recordPercentages(page);
    const downloaded = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Экспорт CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Экспорт реестра в CSV' });
    // The file may come before the bar is seen: then there is no progress to photograph.
    await Promise.race([
      dialog.getByRole('progressbar', { name: 'Готовность файла' }).waitFor(),
      downloaded,
    ]);
    await dialogShot(page, 'documents-export-progress');

    const download = await downloaded;
    // A quick export closes the dialog right after its first percentage: read what it showed.
    const shown = await page.evaluate(() => window.percentagesShown);
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toMatch(/^\d{1,3}%$/);
    const percents = shown.map((text) => Number(text.replace('%', '')));
    expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // the notification lasts 5 s: look before reading the file
    await page.getByText(`Файл «requests_${startDate}_${endDate}.csv» сохранён`).waitFor();
    expect(download.suggestedFilename()).toBe(`requests_${startDate}_${endDate}.csv`);
    const text = (await bytesOf(download)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const records = csvRecords(text.slice(1)).filter((record) => record.join('') !== '');
    expect(records[0]).toContain('ID запроса');
    expect(records.length - 1).toBe(total);
    await dialog.waitFor({ state: 'hidden' });

    // On a phone: a day's export is small, so its file comes with the first answer, at once.
    await page.setViewportSize(PHONE);
    const oneDay = new URL(page.url());
    oneDay.searchParams.set('endDate', startDate);
    await page.goto(oneDay.pathname + oneDay.search);
    await page.locator('tbody tr[data-request-id]').first().waitFor();
    const small = page.waitForEvent('download', { timeout: 15_000 });
    const asked = Date.now();
    await page.getByRole('button', { name: 'Экспорт CSV' }).click();
    const day = await small;
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(day.suggestedFilename()).toBe(`requests_${startDate}_${startDate}.csv`);
    await page.getByText(`Файл «requests_${startDate}_${startDate}.csv» сохранён`).waitFor();
    await dialogShot(page, 'documents-export-ru-phone');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a partner downloads its Application 1 and a service’s monthly PDF', async () => {
    const { context, page, errors } = await open();
    await signIn(page, 'partner');
    await partnerReports(page);
    const month = new URL(page.url()).searchParams;
    const mm = month.get('month')!.padStart(2, '0');

    const application = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Приложение 1, / }).click();
    const pdf = await application;
    expect(pdf.suggestedFilename()).toMatch(
      new RegExp(`_${mm}\\.${month.get('year')}_Application_1\\.pdf$`),
    );
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.locator('tbody tr[data-service-code]').first().locator('a').first().click();
    await page.waitForURL(/\/report\?/);
    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать PDF' }).click();
    const reportPdf = await report;
    expect(reportPdf.suggestedFilename()).toMatch(
      /(январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь)_\d{4}\.pdf$/i,
    );
    expect((await bytesOf(reportPdf)).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'documents-report-pdf-button');

    // The partner's own documents: the exports and reports it made are listed.
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои документы' })
      .click();
    await page.getByRole('heading', { name: 'Документы', exact: true }).waitFor();
    await page.getByRole('table').or(page.getByText('Документов пока нет')).first().waitFor();
    await screenshot(page, 'documents-partner-ru-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin sees every partner’s documents of a month and a partner’s documents page', async () => {
    const { context, page, errors } = await open();
    await signIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Документы партнёров' })
      .click();
    await page.getByRole('heading', { name: 'Документы партнёров' }).waitFor();
    const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Almaty' }));
    const filter = page.getByTestId('period-filter');
    await expect(filter.getByRole('combobox', { name: 'Год' }).textContent()).resolves.toBe(
      String(now.getFullYear()),
    );
    const closing = page.getByTestId('month-closing');
    await closing.getByRole('heading', { name: 'Закрытие месяца' }).waitFor();
    await page
      .getByRole('table', { name: /^Документы партнёров/ })
      .or(page.getByText(/документов нет/))
      .first()
      .waitFor();
    await closing.getByTestId('month-not-over').waitFor();
    await screenshot(page, 'documents-all-ru-desktop');

    // Closing the last month asks first, with what it would issue; then the panel says it is closed.
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const lastYear = last.getFullYear();
    const lastMonth = last.getMonth() + 1;
    const lastName = last.toLocaleString('ru-RU', { month: 'long' });
    await closing.getByRole('button', { name: /^Открыть / }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('year') === String(lastYear) &&
        url.searchParams.get('month') === String(lastMonth),
    );
    const expected = await page.evaluate(
      async ({ year, month }) => {
        const cookie = (n: string) =>
          decodeURIComponent(new RegExp(`(?:^|; )${n}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
        const answer = await fetch(`/api/documents/closings/${year}/${month}/preview`, {
          headers: { Authorization: `Bearer ${cookie('token')}` },
        });
        return ((await answer.json()) as { data: { partners: number; documents: number } }).data;
      },
      { year: lastYear, month: lastMonth },
    );
    expect(expected.partners).toBeGreaterThan(0);
    // Lower case mid-sentence: «Закрыть октябрь 2026».
    const closeButton = closing.getByRole('button', {
      name: `Закрыть ${lastName} ${lastYear}`,
      exact: true,
    });
    await closeButton.click();
    const confirm = page.getByRole('dialog', { name: `Закрыть ${lastName} ${lastYear}?` });
    await confirm.getByText(/окончательн/).waitFor();
    // What a screen reader reads as the dialog's description.
    const describedBy = await confirm.getAttribute('aria-describedby');
    const said = await page.locator(`[id="${describedBy}"]`).textContent();
    expect(said).toContain(`${expected.documents} окончательн`);
    expect(said).toMatch(new RegExp(`для ${expected.partners} партнёр`));
    expect(said).toContain('Это окончательно');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialogShot(page, 'documents-close-confirm-ru-desktop');
    // Cancelling closes nothing.
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await closing.getByTestId('closing-state').count()).toBe(0);
    await closeButton.click();
    await confirm.getByRole('button', { name: 'Закрыть месяц' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const closed = closing.locator(`tr[data-closing="${lastYear}-${lastMonth}"]`);
    await closed.getByText('Готово').waitFor({ timeout: 30_000 });
    const state = closing.getByTestId('closing-state');
    const today = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty' }).format(new Date());
    const heading = `${lastName[0]!.toUpperCase()}${lastName.slice(1)} ${lastYear}`;
    await state.getByText(`${heading} закрыт ${today}, admin`).waitFor();
    expect(await closing.getByRole('button', { name: /^Закрыть / }).count()).toBe(0);
    await page.locator('tbody tr[data-kind="application1"]').first().waitFor();
    await screenshot(page, 'documents-all-closed-state-ru-desktop');
    // Issuing again says what it would issue, and needs a reason.
    await closing.getByRole('button', { name: 'Выпустить заново' }).click();
    const replace = page.getByRole('dialog', { name: 'Сформировать документы заново?' });
    await replace
      .getByText(new RegExp(`Будут выпущены новые версии: ${expected.documents} `))
      .waitFor();
    // Issuing again is a correction: it needs a reason, which the table then shows.
    await replace.getByRole('button', { name: 'Сформировать заново' }).click();
    await replace.getByText('Укажите причину повторного выпуска документов').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await replace
      .getByRole('textbox', { name: /^Причина повторного выпуска/ })
      .fill('Проверка повторного выпуска');
    await replace.getByRole('button', { name: 'Сформировать заново' }).click();
    await replace.waitFor({ state: 'hidden' });
    await closed.getByText('Готово').waitFor({ timeout: 30_000 });
    await closed.getByText('Проверка повторного выпуска').waitFor();
    await state
      .getByText(`${heading}: документы выпущены заново ${today}, admin`, { exact: false })
      .waitFor();
    // The new version names its number, version and reason (the old ones are kept, further on).
    const reissued = page.locator('tbody tr[data-kind="application1"]').first();
    await reissued.getByText('версия 2', { exact: true }).waitFor();
    await reissued.getByText('Причина: Проверка повторного выпуска').waitFor();

    // The closed month, recomputed from the register, has no differences.
    await closed.getByRole('button', { name: /^Проверить / }).click();
    const check = page.getByRole('dialog', { name: /^Проверка: / });
    await check.getByText('Расхождений нет').waitFor({ timeout: 30_000 });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await axeViolations(page, '[data-testid="month-closing"]')).toEqual([]);
    await check.getByRole('button', { name: 'Закрыть' }).click();
    await check.waitFor({ state: 'hidden' });
    await screenshot(page, 'documents-all-closed-ru-desktop');

    // A demo partner's documents: upload a signed file, find it, download it, delete it.
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Партнёры' })
      .click();
    const partnerRow = page.locator('tbody tr').first();
    await partnerRow.waitFor();
    await partnerRow.getByRole('button', { name: /^Ещё: / }).click();
    await page.getByRole('menuitem', { name: 'Документы' }).click();
    await page.waitForURL(/\/admin\/\d+\/documents$/);
    await page.getByRole('heading', { name: 'Документы', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Приложение 1, / }).waitFor();
    // Grouped by month, newest first: each month's Application 1 heads it; whose it is, a column.
    const body = page.getByRole('table', { name: /^Документы, / }).locator('tbody');
    await body.locator('tr[data-kind="application1"]').first().waitFor();
    const closedGroup = body.locator(`tr[data-group="${lastYear}-${lastMonth}"]`);
    expect(await closedGroup.textContent()).toBe(heading);
    expect(
      await closedGroup.evaluate((row) => row.nextElementSibling?.getAttribute('data-kind')),
    ).toBe('application1');
    // Months newest first, each heading once.
    const groups = await body
      .locator('tr[data-group]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-group')!));
    expect(new Set(groups).size).toBe(groups.length);
    const order = groups.map((key) => key.split('-').map(Number) as [number, number]);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    await page.getByRole('columnheader', { name: 'Пользователь' }).waitFor();
    await screenshot(page, 'documents-partner-grouped-ru-desktop');

    await page.getByRole('button', { name: 'Загрузить документ' }).click();
    const upload = page.getByRole('dialog', { name: 'Загрузка документа' });
    await upload.getByRole('button', { name: 'Загрузить' }).click();
    await upload.getByText('Укажите название документа').waitFor();
    await upload.getByText('Приложите файл').waitFor();
    await upload.getByLabel(/^Название/).fill('Подписанный акт');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'акт.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% signed act\n'),
    });
    await upload.getByRole('button', { name: 'Загрузить' }).click();
    await upload.waitFor({ state: 'hidden' });
    const row = page.locator('tbody tr[data-kind="upload"]').filter({ hasText: 'Подписанный акт' });
    await row.waitFor();
    await screenshot(page, 'documents-admin-partner-ru-desktop');

    const stored = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Скачать: Подписанный акт' }).click();
    const file = await stored;
    expect(file.suggestedFilename()).toBe('акт.pdf');
    expect((await bytesOf(file)).toString()).toContain('signed act');

    await row.getByRole('button', { name: 'Удалить: Подписанный акт' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить документ?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await screenshot(page, 'documents-admin-partner-ru-phone');

    // The same screens in Kazakh and English on a phone.
    await page.evaluate(() => localStorage.setItem('cabinet.language', 'kk'));
    await page.reload();
    await page.getByRole('heading', { name: 'Құжаттар', exact: true }).waitFor();
    await page.getByRole('button', { name: /^1-қосымша, / }).waitFor();
    await screenshot(page, 'documents-admin-partner-kk-phone');
    await page.evaluate(() => localStorage.setItem('cabinet.language', 'en'));
    await page.goto('/admin/all/documents');
    await page.getByRole('heading', { name: 'Month closing' }).waitFor();
    await screenshot(page, 'documents-all-en-phone');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});

describe('documents on a phone', () => {
  it('/admin/all/documents fits a phone’s width, a closed month and the current one', async () => {
    const { context, page, errors } = await open();
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 375, height: 812 });
    const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Almaty' }));
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    for (const language of ['ru', 'en', 'kk']) {
      await page.evaluate((lang) => localStorage.setItem('cabinet.language', lang), language);
      for (const address of [
        '/admin/all/documents',
        `/admin/all/documents?year=${last.getFullYear()}&month=${last.getMonth() + 1}`,
      ]) {
        await page.goto(address);
        await page.getByTestId('month-closing').waitFor();
        await page.locator('tbody tr').or(page.getByText(/\d{4}/).first()).first().waitFor();
        await transitionsOver(page);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, `${language} ${address}`).toBeLessThanOrEqual(widths.inner);
      }
      await screenshot(page, `documents-all-closed-${language}-phone-375`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('documents out of scope', () => {
  it('a partner’s user sees its own documents and no one else’s', async () => {
    const { context, page, errors } = await open();
    await signIn(page, 'aigerim');
    // A report of the current (open) month kept among the documents, through the API (machines
    // ask for it so): the list marks it preliminary.
    const now = new Date();
    const kept = await page.evaluate(
      async ({ year, month }) => {
        const cookie = (n: string) =>
          decodeURIComponent(new RegExp(`(?:^|; )${n}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
        const headers = { Authorization: `Bearer ${cookie('token')}` };
        const get = async <T>(url: string) => (await (await fetch(url, { headers })).json()) as T;
        const me = await get<{ data: { id: number } }>('/api/user');
        const services = await get<{ data: { id: number }[] }>('/api/services/available');
        const made = await get<{ data: { id: number; draft: boolean } }>(
          `/api/user/${me.data.id}/reports/${services.data[0]!.id}/report/document?year=${year}&month=${month}`,
        );
        return made.data;
      },
      { year: now.getFullYear(), month: now.getMonth() + 1 },
    );
    expect(kept.draft).toBe(true);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои документы' })
      .click();
    await page.getByRole('heading', { name: 'Документы', exact: true }).waitFor();
    const row = page.locator(`tr[data-document-id="${kept.id}"]`);
    await row.getByTestId('draft').getByText('Предварительный').waitFor();
    expect(await row.getAttribute('data-draft')).toBe('true');
    expect(await axeViolations(page, 'table')).toEqual([]);
    // a client is not a partner: no Application 1, no upload
    expect(await page.getByRole('button', { name: /^Приложение 1/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Загрузить документ' }).count()).toBe(0);

    await page.goto('/admin/1/documents');
    await page.getByText('Нет доступа').first().waitFor();
    await page.goto('/admin/all/documents');
    await page.getByText('Нет доступа').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
