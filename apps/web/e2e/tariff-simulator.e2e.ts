import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, openContext } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tariff simulator in Chromium', () => {
  it('an administrator opens it from the tariff list, re-prices last month, downloads the CSV; axe-clean', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/');
    await logIn(page, 'admin', passwords.admin!);
    await page.getByRole('navigation', { name: 'Главное меню' }).waitFor();
    // A tariff in use: its partners are the simulation's rows.
    const name = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/tariffs?rowsPerPage=100&sortBy=name', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const list = (await res.json()) as { data: { name: string; inUse: boolean }[] };
      return list.data.find((tariff) => tariff.inUse)!.name;
    });
    await page.goto(`/tariff?rowsPerPage=100&sortBy=name`);
    await page.getByRole('link', { name: `Симулятор: ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Симулятор тарифа: ${name}` }).waitFor();

    await page.getByLabel('Ступень 1: цена за запрос').fill('999');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const table = page.getByRole('table', { name: 'Результат расчёта' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => table.locator('tbody tr').last().textContent()).toContain('Итого');
    expect(await axeViolations(page, 'main', { impacts: ['serious', 'critical'] })).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^tariff-\d+-simulation\.csv$/);

    // A month not over yet is refused with its message.
    const month = page.getByLabel('По месяц');
    await month.fill(new Date().toISOString().slice(0, 7));
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Выберите прошедший месяц');
    await context.close();
  });
});
