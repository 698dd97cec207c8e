import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DESKTOP, launchBrowser, logIn, screenshot } from './support/browser';

/**
 * Issue 18's home for each role: a partner signs in and sees this month's requests and money of
 * its circle; the menu names functions, not templates; breadcrumbs keep the provider's sections
 * to the provider's staff.
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

describe('home by role', () => {
  it('a partner’s home is its month in figures; its menu names what it can do', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP,
      locale: 'ru-RU',
      timezoneId: 'Asia/Almaty',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
    // Its own circle, named, with this month's requests and money.
    await page
      .getByText(/и пользователи · на /)
      .first()
      .waitFor();
    const month = page.getByTestId('stat-month');
    await month.waitFor();
    expect(Number((await month.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-revenue').textContent()).resolves.toMatch(/₸/);
    await screenshot(page, 'home-partner-ru-desktop');

    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    for (const name of ['Заявки на пакеты', 'Поиск запросов', 'Точки обслуживания'])
      await menu.getByRole('link', { name }).waitFor();
    expect(await menu.getByRole('link', { name: 'Почта' }).count()).toBe(0);
    expect(await menu.getByText('Шаблоны').count()).toBe(0);

    // The request search is scoped to the partner by the server: it opens with rows.
    await menu.getByRole('link', { name: 'Поиск запросов' }).click();
    await page.getByRole('heading', { name: 'Поиск запросов' }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    // A partner's pages carry no «Администрирование» crumb.
    await menu.getByRole('link', { name: 'Мои отчёты' }).click();
    await page
      .locator('tbody tr[data-service-code]')
      .or(page.getByTestId('empty-period'))
      .first()
      .waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.textContent()).resolves.not.toMatch(/Администрирование/);

    await page.goto('/');
    await page.getByTestId('stat-month').waitFor();
    const violations = await axeViolations(page, 'html', {
      impacts: ['serious', 'critical'],
      extraTags: ['experimental'],
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
