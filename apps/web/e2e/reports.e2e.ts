import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import {
  DESKTOP,
  launchBrowser,
  logIn,
  PHONE,
  resultsDir,
  screenshot,
  transitionsOver,
  openContext,
  typeDay,
} from './support/browser';
import { monthWithUsage, serviceRows } from './support/reports';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh profile in the provider's time zone, so that days read as the server counts them. */
async function open(viewport = DESKTOP) {
  const { context, page, errors } = await openContext(browser, baseUrl, {
    viewport,
    timezoneId: 'Asia/Almaty',
  });
  return { context, page, errors };
}

/** The open dialog as the user sees it (the viewport), once its opening transition is over. */
async function dialogShot(page: Page, name: string) {
  await transitionsOver(page);
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`) });
}

/** «1 902» or «51 300,00 ₸» → 1902 / 5130000 (digits only). */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

const dayRows = (page: Page) => page.locator('tbody tr[data-day]');
const requestRows = (page: Page) => page.locator('tbody tr[data-request-id]');
const detail = (page: Page) => page.getByRole('dialog');

/** The total of the register's pagination: «1–10 из 886» → 886. */
async function registerTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').textContent();
  return Number(/из\s+([\d\s\u00a0]+)/.exec(text ?? '')?.[1]?.replace(/\D/g, '') ?? NaN);
}

describe('usage reports in Chromium', () => {
  it('a partner goes from its month to a service’s days, the register and one request', async () => {
    const { context, page, errors } = await open();
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои отчёты' })
      .click();

    // The list opens on the current month, which the address then holds.
    const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Almaty' }));
    await page.waitForURL(
      new RegExp(`/admin/\\d+/reports\\?month=${now.getMonth() + 1}&year=${now.getFullYear()}$`),
    );
    await page.getByRole('heading', { name: 'Отчёты', exact: true }).waitFor();
    await monthWithUsage(page);
    const month = new URL(page.url()).searchParams;

    // Totals: the cards, the last line and the sum of the rows agree.
    const rowRequests = await serviceRows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''),
    );
    const totalRow = page.getByTestId('totals-row');
    const total = digits(await totalRow.locator('td').nth(1).textContent());
    expect(total).toBeGreaterThan(0);
    expect(rowRequests.map(digits).reduce((a, b) => a + b, 0)).toBe(total);
    expect(
      digits(await page.getByTestId('total-requests').locator('div').nth(1).textContent()),
    ).toBe(total);
    await expect(page.getByTestId('total-amount').textContent()).resolves.toMatch(/₸/);
    await screenshot(page, 'reports-ru-desktop');

    // A service's report by day: every day of the month is on the chart, the table sums up.
    const first = serviceRows(page).first();
    const serviceName = (await first.locator('a').first().textContent())!;
    const serviceRequests = digits(await first.locator('td').nth(1).textContent());
    await first.getByRole('link', { name: serviceName, exact: true }).click();
    await page.waitForURL(/\/reports\/\d+\/report\?month=\d+&year=\d+$/);
    await page.getByRole('heading', { name: serviceName }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe(month.get('month'));
    await dayRows(page).first().waitFor();
    // The chart's name sums up the month the table lists day by day.
    const chartName = await page.getByTestId('usage-chart').getAttribute('aria-label');
    expect(chartName).toMatch(/^Запросы по дням, \S+ \d{4}: всего/);
    expect(digits(/всего ([^,]+),/.exec(chartName ?? '')?.[1] ?? '')).toBe(serviceRequests);
    await page.getByTestId('usage-chart').locator('svg').first().waitFor();
    expect(digits(await page.getByTestId('totals-row').locator('td').nth(1).textContent())).toBe(
      serviceRequests,
    );
    await screenshot(page, 'reports-daily-ru-desktop');

    // The register of that month: as many requests as the report counts, newest first.
    await page.getByRole('link', { name: 'Реестр запросов', exact: true }).click();
    await page.waitForURL(/\/register\?startDate=\d{4}-\d{2}-01&endDate=\d{4}-\d{2}-\d{2}$/);
    await requestRows(page).first().waitFor();
    await page.getByRole('heading', { name: 'Реестр запросов' }).waitFor();
    expect(await registerTotal(page)).toBe(serviceRequests);
    const times = await requestRows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td')?.textContent ?? ''),
    );
    expect(times.length).toBe(10);
    await screenshot(page, 'reports-register-ru-desktop');

    // Sorting is the server's and lives in the address.
    await page.getByRole('button', { name: /^Время ответа/ }).click();
    await page.waitForURL(/sortBy=durationMs/);
    await expect
      .poll(async () => {
        const shown = await requestRows(page).evaluateAll((trs) =>
          trs.map(
            (tr) =>
              [...tr.querySelectorAll('td')].find((td) => /мс$/.test(td.textContent ?? ''))
                ?.textContent ?? '',
          ),
        );
        const ms = shown.map((text) => Number(text.replace(/\D/g, '')));
        return ms.length > 0 && ms.every((value, i) => i === 0 || ms[i - 1]! <= value);
      })
      .toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sortBy'));

    // Filter by a request id taken from the table: exactly that request is left.
    const requestId = (await requestRows(page).nth(2).getAttribute('data-request-id'))!;
    await page.getByRole('searchbox', { name: 'ID запроса или объект' }).fill(requestId);
    await page.waitForURL(/search=/);
    await expect.poll(() => requestRows(page).count()).toBe(1);
    await expect(requestRows(page).first().getAttribute('data-request-id')).resolves.toBe(
      requestId,
    );

    // A click on the row opens the request, with its payloads pretty-printed.
    await requestRows(page).first().locator('td').first().click();
    await page.waitForURL((url) => url.searchParams.get('request') === requestId);
    await detail(page).getByText(requestId).waitFor();
    const payloads = detail(page).getByTestId('payload');
    await payloads.first().waitFor();
    const requestBody = (await payloads.first().textContent())!;
    // Each service's own payloads: a BIN asked about, and an answer (or a source's outage).
    expect(requestBody).toMatch(/^\{\n {2}"bin": "\d{12}"/);
    await expect(payloads.nth(1).textContent()).resolves.toMatch(/"(found|message)":/);
    // Why it is paid for or not: the service's billing rule, in words.
    await expect(detail(page).getByTestId('billing-rule').textContent()).resolves.toMatch(
      /^Правило сервиса: Оплачиваются /,
    );
    await dialogShot(page, 'reports-request-ru-desktop');

    // The request is in the address: a reload opens it again; Escape closes it.
    await page.reload();
    await detail(page).getByTestId('payload').first().waitFor();
    await expect(detail(page).getByTestId('payload').first().textContent()).resolves.toBe(
      requestBody,
    );
    await page.keyboard.press('Escape');
    await detail(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('request')).toBe(false);
    expect(new URL(page.url()).searchParams.get('search')).toBe(requestId);

    // Rows open from the keyboard too: the request id is a button.
    await requestRows(page)
      .first()
      .getByRole('button', { name: `Открыть запрос: ${requestId}` })
      .focus();
    await page.keyboard.press('Enter');
    await detail(page).getByTestId('payload').first().waitFor();
    await detail(page).getByRole('button', { name: 'Закрыть' }).first().click();
    await detail(page).waitFor({ state: 'hidden' });

    // An impossible period is caught before asking the server; nothing found is said so.
    const endDate = new URL(page.url()).searchParams.get('endDate')!;
    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await typeDay(page, 'По', '01.01.2000');
    await page.getByText('Конец периода раньше начала').waitFor();
    await page.getByText('Исправьте период, чтобы увидеть запросы.').waitFor();
    await typeDay(page, 'По', endDate.split('-').reverse().join('.'));
    await requestRows(page).first().waitFor();
    await page.getByRole('searchbox').fill('no-such-request');
    await page.getByText('По запросу «no-such-request» ничего не найдено').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the list, the day report and an open request', async () => {
    const { context, page, errors } = await open(PHONE);
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('link', { name: 'Мои отчёты' }).click();
    await monthWithUsage(page);
    const list = page.url();
    // Nothing wider than the screen, tables included (they would scroll sideways).
    const widthOk = () =>
      page.evaluate(
        () =>
          document.documentElement.scrollWidth <= window.innerWidth &&
          [...document.querySelectorAll('.MuiTableContainer-root')].every(
            (box) => box.scrollWidth <= box.clientWidth,
          ),
      );
    await expect(widthOk()).resolves.toBe(true);
    await screenshot(page, 'reports-ru-phone');

    await serviceRows(page).first().locator('a').first().click();
    await dayRows(page).first().waitFor();
    await page.getByTestId('usage-chart').waitFor();
    await expect(widthOk()).resolves.toBe(true);
    await screenshot(page, 'reports-daily-ru-phone');

    await page.getByRole('link', { name: 'Реестр запросов', exact: true }).click();
    await requestRows(page).first().waitFor();
    await expect(widthOk()).resolves.toBe(true);
    await screenshot(page, 'reports-register-ru-phone');
    await requestRows(page).first().locator('td').first().click();
    await detail(page).getByTestId('payload').first().waitFor();
    await dialogShot(page, 'reports-request-ru-phone');

    // In Kazakh, money is written as Kazakh (and Russian) write it, even in a Chromium whose
    // Kazakh locale data is only the root's (`₸ 1,234.50`).
    await page.evaluate(() => localStorage.setItem('cabinet.language', 'kk'));
    await page.goto(list);
    await page.getByRole('heading', { name: 'Есептер', exact: true }).waitFor();
    const amount = await page.getByTestId('total-amount').textContent();
    expect(amount).toMatch(/\d,\d\d\s₸/);
    expect(amount).not.toMatch(/₸\s\d|\d\.\d\d/);
    await screenshot(page, 'reports-kk-phone');

    expect(errors).toEqual([]);
    await context.close();
  });
});
