import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, openContext, screenshot } from './support/browser';
import { api, idOf } from './support/api';

/*
 * Issue 40: a closed month's late records are billed in the next open month; the partner reads
 * one final total on every screen of the closed month, with the late records named apart.
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

async function signedIn(login: string) {
  const { context, page, errors } = await openContext(browser, baseUrl, {
    timezoneId: 'Asia/Almaty',
  });
  await page.goto('/');
  await logIn(page, login, passwords[login]!);
  await page.getByRole('navigation', { name: 'Главное меню' }).waitFor();
  return { context, page, errors };
}

const MONTHS_IN = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
];

/** Last month (the one closed) and this one (which bills its late records), in Almaty. */
function months() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const closed = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { closed, current: { year, month } };
}

describe('late records of a closed month in Chromium', () => {
  it('the per-day report and the reports list show one final total, the late records apart', async () => {
    const { closed, current } = months();
    const admin = await signedIn('admin');
    const started = await api(admin.page, 'POST', '/api/documents/closings', closed);
    // Another test may have closed it already.
    expect([200, 409], started.body).toContain(started.status);
    await expect
      .poll(
        async () => {
          const list = JSON.parse(
            (await api(admin.page, 'GET', '/api/documents/closings')).body,
          ) as {
            data: Array<{ year: number; month: number; status: string }>;
          };
          return list.data.find((c) => c.year === closed.year && c.month === closed.month)?.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('done');
    await admin.context.close();

    const partner = await signedIn('partner');
    const partnerId = await idOf(partner.page);
    const integrator = await signedIn('integrator');
    const day = `${closed.year}-${String(closed.month).padStart(2, '0')}-15`;
    const subject = `77${String(Date.now()).slice(-10)}`;
    const sent = await api(integrator.page, 'POST', '/api/usage/requests', {
      records: [1, 2, 3].map((n) => ({
        requestId: `late-${Date.now()}-${n}`,
        userId: partnerId,
        serviceCode: 'companyCheck',
        time: `${day}T1${n}:00:00+05:00`,
        status: 'success',
        httpStatus: 200,
        durationMs: 20,
        subject,
      })),
    });
    expect(sent.status, sent.body).toBe(200);
    await integrator.context.close();

    const { page, errors } = partner;
    await page.goto(`/admin/${partnerId}/reports?month=${closed.month}&year=${closed.year}`);
    // The closed month's own table, settled (not the month shown while it loads).
    const list = page.getByRole('table', { name: /^Использование сервисов, / });
    await list.and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await page.getByTestId('month-state').getAttribute('data-status')).toBe('closed');
    const row = list.locator('tbody tr[data-service-code="companyCheck"]');
    const listRequests = await row.locator('td[data-column="requests"]').textContent();
    const listAmount = await row.locator('td[data-column="amountMinor"]').textContent();
    const billedIn = `${MONTHS_IN[current.month - 1]} ${current.year}`;
    const late = new RegExp(
      `^Поступили после закрытия, учтены в ${billedIn}: 3 запроса, [\\d\\s\\u00a0]+,\\d\\d\\u00a0₸$`,
    );
    expect(await page.getByTestId('late-note').textContent()).toMatch(late);
    await screenshot(page, 'late-records-list');

    await row.getByRole('link', { name: 'Проверка контрагента' }).first().click();
    await page.waitForURL(/\/reports\/\d+\/report\?/);
    // The per-day table itself: the list's totals line may still be on screen a moment.
    const days = page.getByRole('table', { name: /^Запросы по дням, / });
    await days.and(page.locator('[aria-busy="false"]')).waitFor();
    const totals = days.getByTestId('totals-row');
    expect(await page.getByTestId('month-state').getAttribute('data-status')).toBe('closed');
    expect(await totals.locator('td[data-column="requests"]').textContent()).toBe(listRequests);
    expect(await totals.locator('td[data-column="amountMinor"]').textContent()).toBe(listAmount);
    expect(await page.getByTestId('late-note').textContent()).toMatch(late);
    expect(await axeViolations(page, '[data-testid="moved-usage"]')).toEqual([]);
    await screenshot(page, 'late-records-days');

    // The register marks the rows that arrived after the closing.
    const serviceId = /\/reports\/(\d+)\/report/.exec(page.url())![1];
    await page.goto(
      `/admin/${partnerId}/reports/${serviceId}/register?startDate=${day}&endDate=${day}&search=${subject}`,
    );
    const rows = page.locator('tbody tr[data-request-id]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    const marks = page.getByTestId('late-mark');
    expect(await marks.count()).toBe(3);
    expect(await marks.first().textContent()).toBe('после закрытия месяца');
    await screenshot(page, 'late-records-register');
    expect(errors).toEqual([]);
    await partner.context.close();
  });
});
