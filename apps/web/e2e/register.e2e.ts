import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  dayField,
  dayShown,
  DESKTOP,
  launchBrowser,
  logIn,
  screenshot,
  openContext,
} from './support/browser';
import { monthWithUsage, serviceRows } from './support/reports';

/**
 * Issue 18's register journey: a partner finds a day's failed requests from its daily report in
 * one click, sees the totals of what it found, exports just those at once, jumps pages, and links
 * a colleague to one request.
 */
const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const requestRows = (page: Page) => page.locator('tbody tr[data-request-id]');

describe('the register that finds things', () => {
  it('a partner goes from a day’s failures to their file and a link to one of them', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'Asia/Almaty',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои отчёты' })
      .click();
    await monthWithUsage(page);
    const first = serviceRows(page).first();
    const serviceName = (await first.locator('a').first().textContent())!;
    await first.getByRole('link', { name: serviceName, exact: true }).click();
    await page.locator('tbody tr[data-day]').first().waitFor();

    // A day with failures: its count is a link to the register of just those.
    const failures = page
      .locator('tbody tr[data-day]')
      .getByRole('link', { name: /запросы с ошибкой в реестре$/ });
    const link = failures.last();
    const failed = digits(await link.textContent());
    expect(failed).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/\/register\?.*status=error/);
    const address = new URL(page.url()).searchParams;
    const day = address.get('startDate')!;
    expect(address.get('endDate')).toBe(day);
    await requestRows(page).first().waitFor();
    await expect(
      page.getByRole('button', { name: 'С ошибкой' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    // The crumbs name the menu's section, whose register and which service it is.
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await crumbs.getByRole('link', { name: serviceName }).waitFor();
    await expect(crumbs.getByRole('link').allTextContents()).resolves.toEqual([
      'Главная',
      'Мои отчёты',
      'ТОО «КазДата Сервис»',
      serviceName,
    ]);
    await expect(crumbs.textContent()).resolves.toMatch(/Реестр запросов$/);
    const summary = page.getByTestId('register-summary');
    await expect(summary.textContent()).resolves.toMatch(/^Найдено [\d\s\u00a0]+, платных/);
    expect(digits(/^Найдено ([^,]+),/.exec((await summary.textContent())!)?.[1] ?? '')).toBe(
      failed,
    );
    // Every row shown failed: its status cell says so.
    const failedRows = await requestRows(page).evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].some((td) => td.textContent === 'Ошибка')),
    );
    expect(failedRows.length).toBe(Math.min(failed, 10));
    expect(failedRows.every(Boolean)).toBe(true);
    await screenshot(page, 'register-failures-ru-desktop');

    // Exported as filtered, at once.
    const downloaded = page.waitForEvent('download', { timeout: 15_000 });
    const asked = Date.now();
    await page.getByRole('button', { name: 'Экспорт CSV' }).click();
    const download = await downloaded;
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(download.suggestedFilename()).toBe(`requests_${day}_${day}_error.csv`);

    // A link to one request opens it for a colleague.
    const requestId = (await requestRows(page).first().getAttribute('data-request-id'))!;
    await requestRows(page).first().locator('td').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('payload').first().waitFor();
    await dialog.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await page.getByText('Ссылка на запрос скопирована').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('request')).toBe(requestId);
    expect(new URL(copied).searchParams.get('status')).toBe('error');
    const colleague = await context.newPage();
    await colleague.goto(copied);
    await colleague.getByRole('dialog').getByText(requestId).first().waitFor();
    await colleague.close();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The whole month, all outcomes: a page jump goes straight to page 3.
    // Each step as a user takes it: the next once the list shows the last.
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Almaty' });
    await page
      .getByRole('button', { name: 'Этот месяц' })
      .or(page.getByText('Этот месяц'))
      .first()
      .click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('startDate') === `${today.slice(0, 8)}01` &&
        url.searchParams.get('endDate') === today &&
        !url.searchParams.has('status'),
    );
    await requestRows(page).first().waitFor();
    const jump = page.getByLabel('Страница', { exact: true });
    await jump.fill('3');
    await jump.press('Enter');
    await page.waitForURL(/page=3/);
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').textContent())
      .toMatch(/^21–30 из/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes the period’s days as the app’s Russian does, in an English browser', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      locale: 'en-US',
    });
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои отчёты' })
      .click();
    await monthWithUsage(page);
    await page
      .getByRole('link', { name: /^Реестр запросов: / })
      .first()
      .click();
    await page.waitForURL(/\/register\?/);
    await requestRows(page).first().waitFor();
    const address = new URL(page.url()).searchParams;
    const asRussian = (day: string) => day.split('-').reverse().join('.');
    // dd.MM.yyyy, not the browser's mm/dd/yyyy.
    await expect(dayShown(dayField(page, 'С'))).resolves.toBe(asRussian(address.get('startDate')!));
    await expect(dayShown(dayField(page, 'По'))).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(dayShown(dayField(page, 'По'))).resolves.toBe(asRussian(address.get('endDate')!));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows times in the provider’s zone, named, to a browser in another zone', async () => {
    const { context, page } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'America/New_York',
    });
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
    const answer = page.waitForResponse((res) => res.url().includes('/api/usage/register?'));
    await page.goto('/Tables');
    const body = (await (await answer).json()) as { data: Array<{ requestedAt: string }> };
    const first = body.data[0]!;
    const expected = new Intl.DateTimeFormat('ru-RU', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Asia/Almaty',
    }).format(new Date(first.requestedAt));
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    await expect(row.locator('td').first().textContent()).resolves.toContain(expected);
    await page.getByRole('columnheader', { name: /^Время \(GMT\+5\)/ }).waitFor();
    await context.close();
  });
});
