import { isValidBin } from '@cabinet/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openContext, PHONE, screenshot, typeDay } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');
const adminPassword = passwords.admin!;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A BIN nobody has: '2005404' (registered May 2020, legal entity) + 4 digits + check digit. */
function freshBin(): string {
  for (;;) {
    const serial = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    for (let check = 0; check <= 9; check += 1) {
      const bin = `2005404${serial}${check}`;
      if (isValidBin(bin)) return bin;
    }
  }
}

const rows = (page: Page, attribute: string) => page.locator(`tbody tr[${attribute}]`);

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
}

describe('partners and their users in Chromium', () => {
  it('an admin adds a partner and a user, sets the user’s password; the user signs in', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    const suffix = Date.now().toString(36);
    const bin = freshBin();
    const partnerLogin = `e2e-partner-${suffix}`;
    const userLogin = `e2e-user-${suffix}`;

    // The table's state lives in the address: search, then reload.
    await page.goto('/admin');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin');
    await rows(page, 'data-partner-login').first().waitFor();
    await screenshot(page, 'partners-ru-desktop');
    await page.getByRole('searchbox').fill('КазДата');
    await page.waitForURL(/search=/);
    await expect.poll(() => rows(page, 'data-partner-login').count()).toBe(1);
    await page.reload();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('КазДата');
    await expect.poll(() => rows(page, 'data-partner-login').count()).toBe(1);
    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await expect.poll(() => rows(page, 'data-partner-login').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: /^БИН/ }).click();
    await page.waitForURL(/sortBy=taxId/);
    await page.getByRole('button', { name: /^БИН/ }).click();
    await page.waitForURL(/descending=true/);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?sortBy=taxId');

    // Add the partner: a BIN with a wrong check digit is caught as typed.
    await page.getByRole('link', { name: 'Новый партнёр' }).click();
    await page.waitForURL('**/admin/add');
    const wrongBin = `${bin.slice(0, 11)}${(Number(bin[11]) + 1) % 10}`;
    await page.getByLabel(/^Компания/).fill(`ТОО «Е2Е Дата ${suffix}»`);
    await page.getByLabel(/^БИН/).fill(wrongBin);
    await page.getByLabel(/^Город/).click();
    if (!isValidBin(wrongBin))
      await page.getByText('БИН указан с ошибкой: не сходится контрольная цифра').waitFor();
    await page.getByLabel(/^БИН/).fill(bin);
    await page.getByLabel(/^Город/).fill('Алматы');
    await page.getByLabel(/^Номер договора/).fill('ДУ-2026/E2E');
    await typeDay(page, /^Дата договора/, '15.01.2026');
    await page.getByLabel(/^IBAN/).fill('KZ86125KZT5004100100');
    await page.getByLabel(/^Логин/).fill(partnerLogin);
    await page.locator('input[name="email"]').fill(`${partnerLogin}@example.kz`);
    await page.getByLabel(/^Пароль/).fill('partner-pass-1');
    await screenshot(page, 'partner-add');
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/partners/create',
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // Typed day first, as Russian writes it; sent as the contract's ISO day.
    expect((await sent).postDataJSON()).toMatchObject({ contractDate: '2026-01-15' });
    await page.waitForURL(/\/admin\/\d+\/users$/);
    await page.getByText('Партнёр сохранён').first().waitFor();
    await page.getByRole('heading', { name: `ТОО «Е2Е Дата ${suffix}»` }).waitFor();
    await page.getByText('У партнёра пока нет пользователей').waitFor();

    // Add a user to it.
    await page.getByRole('link', { name: 'Новый пользователь' }).click();
    await page.waitForURL(/\/admin\/users\/add\?partner=\d+$/);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Заполните Логин и E-mail').first().waitFor();
    await page.getByLabel(/^Логин/).fill(userLogin);
    await page.getByLabel(/^E-mail/).fill(`${userLogin}@example.kz`);
    await page.getByLabel(/^Пароль/).fill('first-pass-1');
    await page.getByLabel(/^Имя/).fill('Асель');
    await page.getByLabel(/^Фамилия/).fill('Тестова');
    await screenshot(page, 'partner-user-add');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/\/admin\/\d+\/users$/);
    await page.getByText('Пользователь сохранён').first().waitFor();
    const row = page.locator(`tr[data-user-login="${userLogin}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Асель Тестова');

    // Set its password.
    await row.getByRole('button', { name: `Ещё: ${userLogin}` }).click();
    await page.getByRole('menuitem', { name: 'Смена пароля пользователя' }).click();
    await page.waitForURL(/\/admin\/changePassword\/\d+$/);
    await page.getByLabel(/^Новый пароль/).fill('second-pass-2');
    await page.getByLabel(/^Повторите пароль/).fill('second-pass-3');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.getByLabel(/^Повторите пароль/).fill('second-pass-2');
    await screenshot(page, 'partner-user-password');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.waitForURL(/\/admin\/\d+\/users$/);
    await page.getByText('Пароль пользователя изменён').first().waitFor();

    // The user signs in with the new password (the old one no longer works).
    await logOut(page);
    await logIn(page, userLogin, 'first-pass-1');
    await page.getByText('Неверный логин или пароль').waitFor();
    await logIn(page, userLogin, 'second-pass-2');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Здравствуйте, Асель!' }).waitFor();
    await context.close();
  });

  it('a partner sees only itself and only its own users; blocks and unblocks one', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin');
    await logIn(page, 'partner', passwords.partner!);
    await page.waitForURL('**/admin');
    await rows(page, 'data-partner-login').first().waitFor();
    expect(await rows(page, 'data-partner-login').count()).toBe(1);
    expect(await rows(page, 'data-partner-login').getAttribute('data-partner-login')).toBe(
      'partner',
    );
    await expect(page.getByRole('link', { name: 'Новый партнёр' }).count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'ТОО «КазДата Сервис»', exact: true }).click();
    await page.waitForURL(/\/admin\/\d+\/users$/);
    const ownUsers = rows(page, 'data-user-login');
    await ownUsers.first().waitFor();
    const logins = await ownUsers.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-user-login')),
    );
    expect(logins.sort()).toEqual(['aigerim', 'daniyar', 'kazdata-gateway']);
    await expect(
      page.getByRole('button', { name: 'Прикрепить пользователя' }).count(),
    ).resolves.toBe(0);
    await screenshot(page, 'partner-users-ru-desktop');

    // Another partner's users stay hidden, whatever the address.
    const ownId = Number(/\/admin\/(\d+)\/users/.exec(page.url())![1]);
    for (const otherId of [ownId + 4, 1]) {
      await page.goto(`/admin/${otherId}/users`);
      await page.getByTestId('no-access').first().waitFor();
      expect(await rows(page, 'data-user-login').count()).toBe(0);
    }

    // Block daniyar with confirmation, then unblock.
    await page.goto(`/admin/${ownId}/users`);
    const daniyar = page.locator('tr[data-user-login="daniyar"]');
    await daniyar.getByRole('button', { name: 'Ещё: daniyar' }).click();
    await page.getByRole('menuitem', { name: 'Заблокировать' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByText('Пользователь заблокирован').first().waitFor();
    await daniyar.getByText('Заблокирован').waitFor();
    await daniyar.getByRole('button', { name: 'Ещё: daniyar' }).click();
    await page.getByRole('menuitem', { name: 'Разблокировать' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Разблокировать' }).click();
    await page.getByText('Пользователь разблокирован').first().waitFor();
    await daniyar.getByText('Заблокирован').waitFor({ state: 'detached' });
    await context.close();
  });

  it('the partner screens on a phone', async () => {
    const { context, page } = await openContext(browser, baseUrl, { viewport: PHONE });
    await page.goto('/admin');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin');
    await rows(page, 'data-partner-login').first().waitFor();
    await screenshot(page, 'partners-ru-phone');
    await page.getByRole('link', { name: 'ТОО «КазДата Сервис»', exact: true }).click();
    await rows(page, 'data-user-login').first().waitFor();
    await screenshot(page, 'partner-users-ru-phone');
    // The partner's tabs are wider than a phone: an arrow brings the last one into view.
    const tabs = page.getByRole('tablist', { name: 'Разделы партнёра' });
    const last = tabs.getByRole('tab', { name: 'Документы' });
    const inView = async () => {
      const box = (await last.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE.width;
    };
    expect(await inView()).toBe(false);
    await page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').last().click();
    await expect.poll(inView).toBe(true);
    const url = new URL(page.url());
    await page.goto(url.pathname.replace('/users', '/edit'));
    await page.getByLabel(/^Компания/).waitFor();
    await screenshot(page, 'partner-edit-ru-phone');
    await context.close();
  });
});
