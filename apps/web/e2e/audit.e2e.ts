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

const BLOCKING = ['serious', 'critical'];

describe('the audit log in Chromium', () => {
  it('an administrator changes a tariff’s price and sees the change with before and after', async () => {
    const { context, page, logs } = await openContext(browser, baseUrl);
    await page.goto('/');
    await logIn(page, 'admin', passwords.admin!);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Ключи API' })
      .waitFor();

    // A new tariff (one in use keeps its prices), then its price changed, with the page's session.
    const tariffId = await page.evaluate(async () => {
      const cookie = (name: string) =>
        decodeURIComponent(new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${cookie('token')}`,
        'X-XSRF-TOKEN': cookie('XSRF-TOKEN'),
      };
      const any = (await (await fetch('/api/tariffs?rowsPerPage=1', { headers })).json()) as {
        data: { serviceId: number }[];
      };
      const tariff = (body: object, url: string) =>
        fetch(url, { method: 'POST', headers, body: JSON.stringify(body) }).then(
          (res) => res.json() as Promise<{ data: { id: number } }>,
        );
      const input = {
        serviceId: any.data[0]!.serviceId,
        name: 'Аудит: тариф',
        tiers: [{ upTo: null, priceMinor: 1000 }],
        validFrom: '2026-01-01',
      };
      const created = await tariff(input, '/api/tariffs/create');
      await tariff(
        { ...input, tiers: [{ upTo: null, priceMinor: 2500 }] },
        `/api/tariffs/update/${created.data.id}`,
      );
      return created.data.id;
    });
    expect(tariffId).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Журнал изменений' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Журнал изменений' }).waitFor();
    const row = page.locator(`tbody tr[data-action="tariff.update"]`).first();
    await row.waitFor();
    expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);

    await row
      .getByRole('button', { name: new RegExp(`Подробности: tariff\\.update ${tariffId}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `tariff.update #${tariffId}` });
    const tiers = dialog.locator('tr[data-changed="true"]', { hasText: 'tiers' });
    await tiers.waitFor();
    expect(await tiers.textContent()).toContain('"priceMinor":1000');
    expect(await tiers.textContent()).toContain('"priceMinor":2500');
    expect(await axeViolations(page, '[role="dialog"]', { impacts: BLOCKING })).toEqual([]);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    // The filter goes into the address and survives a reload.
    await page.goto(`/audit?objectType=tariff&objectId=${tariffId}`);
    await page.locator('tbody tr[data-action="tariff.create"]').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
