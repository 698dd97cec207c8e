import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, openContext, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(login: string, path: string) {
  const session = await openContext(browser, baseUrl);
  await session.page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(session.page, login, passwords[login]!);
  await session.page.waitForURL(`**${path}`);
  return session;
}

describe('maintenance mode and the lock screen in Chromium', () => {
  it('while an admin has maintenance on, a partner sees /Maintenance and returns when it is off', async () => {
    const admin = await signedIn('admin', '/Maintenance');
    const partner = await signedIn('partner', '/partner-services');
    await partner.page.locator('[data-service-code="almatyCement"]').waitFor();

    await admin.page.getByLabel('Сообщение для пользователей').fill('Обновляем кабинет до 18:00');
    await admin.page.getByLabel('Включить режим обслуживания').check();
    await admin.page.getByRole('button', { name: 'Применить' }).click();
    await admin.page.getByText('Режим обслуживания включён').first().waitFor();
    await admin.page.getByRole('heading', { name: 'Технические работы' }).waitFor();

    // The realtime announcement takes the partner's open page there at once, without a call.
    await partner.page.waitForURL(/\/Maintenance\?from=%2Fpartner-services/, { timeout: 5_000 });
    await partner.page.getByText('Обновляем кабинет до 18:00').waitFor();

    // The admin goes on working.
    await admin.page.goto('/partner-services');
    await admin.page.getByRole('heading', { name: 'Доступные сервисы' }).waitFor();

    // The partner's next call is refused: to the maintenance page, remembering the address.
    await partner.page.goto('/tariff');
    await partner.page.waitForURL(/\/Maintenance\?from=%2Ftariff/);
    await partner.page.getByText('Обновляем кабинет до 18:00').waitFor();
    await screenshot(partner.page, 'maintenance-partner-ru-desktop');

    // Signing in meanwhile works, and leads straight to the maintenance page.
    const late = await openContext(browser, baseUrl);
    await late.page.goto('/login');
    await logIn(late.page, 'partner', passwords.partner!);
    await late.page.waitForURL(/\/Maintenance/);
    await late.page.getByText('Обновляем кабинет до 18:00').waitFor();
    await late.context.close();

    await admin.page.goto('/Maintenance');
    await admin.page.getByLabel('Включить режим обслуживания').uncheck();
    await admin.page.getByRole('button', { name: 'Применить' }).click();
    await admin.page.getByText('Режим обслуживания выключен').first().waitFor();

    // Announced too: back where the partner was at once (the page's own poll is every 15 s).
    await partner.page.waitForURL(`${baseUrl}/tariff`, { timeout: 5_000 });
    await partner.page.getByRole('heading', { name: 'Тарифы' }).waitFor();
    const errors = [...admin.logs, ...partner.logs].filter(
      (line) =>
        (line.startsWith('error') || line.startsWith('pageerror')) && !/status of 503/.test(line),
    );
    expect(errors).toEqual([]);
    await admin.context.close();
    await partner.context.close();
  });

  it('after 9 idle minutes the screen locks; the password brings back the same page and form', async () => {
    const session = await openContext(browser, baseUrl);
    const page = session.page;
    await session.context.clock.install();
    await page.goto('/tariff/add');
    await logIn(page, 'admin', passwords.admin!);
    await page.waitForURL('**/tariff/add');
    await page.getByRole('textbox', { name: 'Тариф' }).fill('Черновик тарифа');

    await session.context.clock.fastForward('08:30');
    expect(await page.getByTestId('session-lock').count()).toBe(0);
    // Typing counts as activity: the token is renewed instead, and the count starts again.
    await session.context.clock.fastForward('00:31');
    await page.waitForLoadState('networkidle');
    await session.context.clock.fastForward('09:01');
    const lock = page.getByRole('dialog', { name: 'Экран заблокирован' });
    await lock.waitFor();
    await expect(lock.getByLabel('Логин').inputValue()).resolves.toBe('admin');
    await screenshot(page, 'lock-overlay-ru-desktop');

    await lock.getByLabel(/^Пароль/).fill('wrong password');
    await lock.getByRole('button', { name: 'Разблокировать' }).click();
    await lock.getByText('Неверный логин или пароль').first().waitFor();
    await lock.getByLabel(/^Пароль/).fill(passwords.admin!);
    await lock.getByRole('button', { name: 'Разблокировать' }).click();
    await lock.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl}/tariff/add`);
    await expect(page.getByRole('textbox', { name: 'Тариф' }).inputValue()).resolves.toBe(
      'Черновик тарифа',
    );
    // The wrong password's 422 is expected; nothing else may fail.
    const errors = session.logs.filter(
      (line) =>
        (line.startsWith('error') || line.startsWith('pageerror')) && !/status of 422/.test(line),
    );
    expect(errors).toEqual([]);
    await session.context.close();
  });

  it('/Lock and /Lock-2 sign the current user in again and go on', async () => {
    const session = await signedIn('partner', '/partner-services');
    const page = session.page;
    await page.goto('/Lock-2?redirect=%2Ftariff');
    await expect(page.getByLabel('Логин').inputValue()).resolves.toBe('partner');
    await screenshot(page, 'lock2-partner-ru-desktop');
    await page.getByLabel(/^Пароль/).fill(passwords.partner!);
    await page.getByRole('button', { name: 'Разблокировать' }).click();
    await page.waitForURL(`${baseUrl}/tariff`);

    const guest = await openContext(browser, baseUrl);
    await guest.page.goto('/Lock');
    await guest.page.getByText('Войдите, чтобы продолжить.').waitFor();
    await guest.page.getByLabel('Логин').fill('partner');
    await guest.page.getByLabel(/^Пароль/).fill(passwords.partner!);
    await guest.page.getByRole('button', { name: 'Разблокировать' }).click();
    await guest.page.waitForURL(`${baseUrl}/`);
    await session.context.close();
    await guest.context.close();
  });
});
