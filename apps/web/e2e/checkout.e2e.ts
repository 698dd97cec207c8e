import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

async function signedIn(login: string, path: string, viewport?: typeof PHONE) {
  const session = await openContext(browser, baseUrl, { viewport });
  await session.page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(session.page, login, passwords[login]!);
  await session.page.waitForURL(`**${path}`);
  return session;
}

const errorsOf = (logs: string[]) =>
  logs.filter((line) => line.startsWith('error') || line.startsWith('pageerror'));

describe('catalogue, prices and package requests in Chromium', () => {
  it('an admin takes a tariff off /Pricing and puts it back; anybody sees the list and the catalogue', async () => {
    const admin = await signedIn('admin', '/Pricing');
    const page = admin.page;
    // The demo publishes its two tariffs.
    const publish = page.getByRole('switch', { name: /Публиковать тариф «Отгрузки: ступенчатый»/ });
    await publish.waitFor();
    expect(await publish.isChecked()).toBe(true);
    await publish.click();
    await page.getByText('Прайс-лист сохранён').first().waitFor();

    const guest = await openContext(browser, baseUrl, { viewport: PHONE });
    await guest.page.goto('/Pricing');
    await guest.page.getByText('Проверка: базовый').first().waitFor();
    expect(await guest.page.getByText('Отгрузки: ступенчатый').count()).toBe(0);

    await publish.click();
    await page.locator('[data-service-code="almatyCement"]').getByText(/150/).first().waitFor();
    await screenshot(page, 'pricing-admin-ru-desktop');
    await guest.page.reload();
    const card = guest.page.locator('[data-service-code="almatyCement"]');
    await card.getByText('Отгрузки: ступенчатый').waitFor();
    await card.getByText(/150/).first().waitFor(); // the first tier, 150 ₸ a request
    await screenshot(guest.page, 'pricing-guest-ru-phone');
    expect(await guest.page.getByRole('heading', { name: 'Прайс-лист' }).count()).toBe(0);

    await guest.page.goto('/libraryPage');
    await guest.page.getByRole('link', { name: /Отгрузки цемента/ }).click();
    await guest.page.getByRole('heading', { name: /Запрос/ }).waitFor();
    await screenshot(guest.page, 'library-guest-ru-phone');
    // The pages' texts load with them, in the language chosen, switched on the spot too.
    await guest.page.goto('/contactsPage');
    await guest.page.getByText('Организация').or(guest.page.getByText('БИН')).first().waitFor();
    await guest.page.getByTestId('language-switch').click();
    await guest.page.getByRole('menuitem', { name: 'English' }).click();
    await guest.page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await guest.page.getByText('BIN', { exact: true }).waitFor();
    await guest.page.getByTestId('language-switch').click();
    await guest.page.getByRole('menuitem', { name: 'Қазақша' }).click();
    await guest.page.getByText('БСН', { exact: true }).waitFor();
    await screenshot(guest.page, 'contacts-guest-kk-phone');
    expect(errorsOf([...admin.logs, ...guest.logs])).toEqual([]);
    await admin.context.close();
    await guest.context.close();
  });

  it('a partner requests a package (no card data); an admin approves it and the package exists', async () => {
    const partner = await signedIn('partner', '/Ecommerce');
    const page = partner.page;
    await page.getByRole('link', { name: 'Заказать пакет: Проверка контрагента' }).click();
    await page.waitForURL(/\/Checkout\?serviceId=\d+/);
    await page
      .getByRole('combobox', { name: /^Сервис/ })
      .filter({ hasText: 'Проверка контрагента' })
      .waitFor();
    expect(await page.locator('input[autocomplete^="cc-"]').count()).toBe(0);
    await page.getByLabel(/^Количество запросов/).fill('0');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByText('Количество запросов должно быть больше нуля').waitFor();
    await page.getByLabel(/^Количество запросов/).fill('2500');
    await page.getByLabel(/^Комментарий/).fill('На конец года');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByText('Заявка на пакет отправлена').first().waitFor();
    await page.locator('tr[data-status="pending"]').waitFor();
    await screenshot(page, 'checkout-partner-ru-desktop');

    const admin = await signedIn('admin', '/Checkout');
    const request = admin.page
      .locator('[data-request-id]')
      .filter({ hasText: 'Проверка контрагента' });
    await request.getByRole('button', { name: 'Одобрить' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Одобрить заявку' });
    await dialog.getByLabel(/^Цена пакета/).fill('95000');
    await screenshot(admin.page, 'checkout-approve-ru-desktop');
    await dialog.getByRole('button', { name: 'Одобрить' }).click();
    await admin.page.getByText('Заявка одобрена, пакет создан').first().waitFor();
    await admin.page.getByText('Новых заявок нет').waitFor();

    await page.reload();
    await page.locator('tr[data-status="approved"]').waitFor();
    await expect(page.locator('tr[data-status="approved"]').textContent()).resolves.toMatch(/95/);
    await page.goto('/Ecommerce');
    await page
      .locator('[data-service-code="companyCheck"]')
      .getByText(/Остаток пакетов: 2[\s\u00a0]?500 из 2[\s\u00a0]?500/)
      .waitFor();

    // The phone width: the form and the list fit.
    const phone = await signedIn('partner', '/Checkout', PHONE);
    await phone.page.locator('tr[data-status="approved"]').waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'checkout-partner-ru-phone');
    expect(errorsOf([...partner.logs, ...admin.logs, ...phone.logs])).toEqual([]);
    for (const session of [partner, admin, phone]) await session.context.close();
  });

  it('the catalogue list pages on the server with a page size to choose', async () => {
    const partner = await signedIn('partner', '/Pagination');
    const page = partner.page;
    await page.getByRole('table').getByText('Отгрузки цемента').waitFor();
    await page.getByLabel('Поиск сервиса').fill('контраг');
    await page.getByRole('table').getByText('Отгрузки цемента').waitFor({ state: 'detached' });
    await expect(page.getByRole('table').locator('tbody tr').count()).resolves.toBe(1);
    await page.getByLabel('Поиск сервиса').fill('нет такого');
    await page
      .getByRole('status')
      .getByText(/«нет такого»/)
      .waitFor();
    await screenshot(page, 'pagination-partner-ru-desktop');
    await page.goto('/Cards?search=цемент');
    await page.locator('[data-service-code="almatyCement"]').getByText('Ваш тариф').waitFor();
    await screenshot(page, 'cards-partner-ru-desktop');
    expect(errorsOf(partner.logs)).toEqual([]);
    await partner.context.close();
  });
});
