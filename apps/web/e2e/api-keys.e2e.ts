import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, openContext, PHONE, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BLOCKING = ['serious', 'critical'];

describe('API keys in Chromium', () => {
  it('a partner issues a key, its system reads with it, and the partner revokes it', async () => {
    const { context, page, logs } = await openContext(browser, baseUrl);
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Ключи API' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Ключи API' }).waitFor();
    expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);

    await page.getByRole('button', { name: 'Выпустить ключ' }).first().click();
    const form = page.getByRole('dialog', { name: 'Выпустить ключ' });
    // Nothing is called wrong before anything is typed; an empty form names what it lacks.
    expect(await form.getByText('Обязательное поле').count()).toBe(0);
    await form.getByRole('button', { name: 'Выпустить ключ' }).click();
    await form.getByText('Обязательное поле').first().waitFor();
    await form.getByRole('textbox', { name: /^Название/ }).fill('ERP отчётность');
    await form.getByRole('checkbox', { name: 'Чтение отчётов, реестра и документов' }).check();
    expect(await axeViolations(page, '[role="dialog"]', { impacts: BLOCKING })).toEqual([]);
    await form.getByRole('button', { name: 'Выпустить ключ' }).click();

    const shown = page.getByRole('dialog', { name: 'Ключ выпущен' });
    await shown.getByText('больше он показан не будет', { exact: false }).waitFor();
    const key = await shown.getByTestId('issued-key').locator('input').inputValue();
    expect(key).toMatch(/^cabk_/);
    expect(await axeViolations(page, '[role="dialog"]', { impacts: BLOCKING })).toEqual([]);
    await shown.getByRole('button', { name: 'Готово' }).click();
    const row = page.locator('tbody tr', { hasText: 'ERP отчётность' });
    await row.getByText('Действует', { exact: true }).waitFor();
    await row.getByText(key.slice(0, 11)).waitFor();
    expect(await page.content()).not.toContain(key);

    // The partner's system: the key alone, no cookie, no CSRF.
    const myReports = await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои отчёты' })
      .getAttribute('href');
    const partnerId = Number(/\/admin\/(\d+)\/reports/.exec(myReports ?? '')?.[1]);
    expect(partnerId).toBeGreaterThan(0);
    const now = new Date();
    const reportsUrl = (id: number) =>
      `${baseUrl}/api/user/${id}/reports?year=${now.getFullYear()}&month=${now.getMonth() + 1}`;
    const byKey = (url: string) => fetch(url, { headers: { authorization: `Bearer ${key}` } });
    const sessionRoute = await byKey(`${baseUrl}/api/user`);
    expect(sessionRoute.status).toBe(403);
    expect((await byKey(reportsUrl(partnerId))).status).toBe(200);

    await row.getByRole('button', { name: 'Отозвать ключ ERP отчётность' }).click();
    const confirm = page.getByRole('dialog', { name: 'Отозвать ключ?' });
    await confirm.getByRole('button', { name: 'Отозвать' }).click();
    await row.getByText('Отозван', { exact: true }).waitFor();
    expect((await byKey(reportsUrl(partnerId))).status).toBe(401);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('an administrator issues a key to the provider’s integrator; the page fits a phone', async () => {
    const { context, page } = await openContext(browser, baseUrl, { viewport: PHONE });
    await page.goto('/api-keys');
    await logIn(page, 'admin', passwords.admin!);
    await page.waitForURL('**/api-keys');
    await page.getByRole('button', { name: 'Выпустить ключ' }).first().click();
    const form = page.getByRole('dialog', { name: 'Выпустить ключ' });
    await form.getByRole('textbox', { name: /^Название/ }).fill('Шлюз учёта');
    await form.getByRole('combobox', { name: /^Владелец/ }).click();
    await page.getByRole('option', { name: /^integrator/ }).click();
    await form.getByRole('checkbox', { name: 'Передача записей о запросах' }).check();
    await form.getByRole('button', { name: 'Выпустить ключ' }).click();
    await page
      .getByRole('dialog', { name: 'Ключ выпущен' })
      .getByRole('button', { name: 'Готово' })
      .click();
    const row = page.locator('tbody tr', { hasText: 'Шлюз учёта' });
    await row.getByText('integrator').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'api-keys-admin-ru-phone');
    await context.close();
  });
});
