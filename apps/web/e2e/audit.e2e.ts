import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import type { Page } from 'playwright-core';
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

/** Issues an API key to oneself through the API with the page's session: an audited change. */
const issueOwnKey = (page: Page, name: string) =>
  page.evaluate(async (keyName) => {
    const cookie = (n: string) =>
      decodeURIComponent(new RegExp(`(?:^|; )${n}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/api-keys', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${cookie('token')}`,
        'X-XSRF-TOKEN': cookie('XSRF-TOKEN'),
      },
      body: JSON.stringify({ name: keyName, abilities: ['reports:read'] }),
    });
    return res.status;
  }, name);

/** The administrator gives a demo account whose password was not printed a known one. */
const setPassword = (page: Page, login: string, password: string) =>
  page.evaluate(
    async ({ login, password }) => {
      const cookie = (n: string) =>
        decodeURIComponent(new RegExp(`(?:^|; )${n}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${cookie('token')}`,
        'X-XSRF-TOKEN': cookie('XSRF-TOKEN'),
      };
      const people = (await (await fetch('/api/directory?rowsPerPage=0', { headers })).json()) as {
        data: { id: number; login: string }[];
      };
      const id = people.data.find((person) => person.login === login)!.id;
      const res = await fetch(`/api/partner-users/password-change/${id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ password, confirmPassword: password }),
      });
      return res.status;
    },
    { login, password },
  );

async function signedIn(login: string, password = passwords[login]!) {
  const session = await openContext(browser, baseUrl);
  await session.page.goto('/');
  await logIn(session.page, login, password);
  await session.page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Журнал изменений' })
    .waitFor();
  return session;
}

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

    // Readable, translated action and object, with the code beneath.
    const cells = row.locator('td');
    await expect(cells.nth(2).textContent()).resolves.toBe('Изменение: Тарифtariff.update');
    await expect(cells.nth(3).textContent()).resolves.toBe(`Тариф ${tariffId}tariff ${tariffId}`);
    await row
      .getByRole('button', { name: new RegExp(`Подробности: Изменение: Тариф ${tariffId}$`) })
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
    // Whose changes: picked by login or name among those the caller may see, not typed as an id.
    const who = page.getByRole('combobox', { name: 'Пользователь' });
    await who.fill('admin');
    await page.getByRole('option', { name: /^admin( ·|$)/ }).click();
    await page.waitForURL(/actorId=\d+/);
    await page.locator('tbody tr[data-action="tariff.create"]').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('a partner sees its own changes and none of another partner’s or the staff’s', async () => {
    const admin = await signedIn('admin');
    expect(await setPassword(admin.page, 'astana-credit', 'audit e2e password 1')).toBe(200);
    await admin.context.close();
    const other = await signedIn('astana-credit', 'audit e2e password 1');
    expect(await issueOwnKey(other.page, 'Ключ другого партнёра')).toBe(201);
    await other.context.close();

    const { context, page, logs } = await signedIn('partner');
    expect(await issueOwnKey(page, 'Ключ своего партнёра')).toBe(201);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Журнал изменений' })
      .click();
    await page.locator('tbody tr[data-action="api-key.issue"]').first().waitFor();
    const table = (await page.locator('main table').first().textContent()) ?? '';
    expect(table).toContain('partner');
    expect(table).not.toContain('astana-credit');
    expect(table).not.toContain('tariff.');
    expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
