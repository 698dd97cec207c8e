import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DESKTOP, launchBrowser, logIn, PHONE, screenshot } from './support/browser';
import { api, idOf } from './support/api';

/**
 * Issue 21's usage alerts in the browser: a partner sets a rule, the integrator records a failed
 * request, and the partner's bell counts the notification live (no reload, no polling); the rule
 * shows its state and history; the notification centre marks it read; the rule is switched off
 * and deleted. Written against packages/contract/src/alerts.ts.
 */
const baseUrl = inject('baseUrl');
const passwords = inject('passwords');
const BLOCKING = ['serious', 'critical'];

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedIn(
  login: string,
  viewport = DESKTOP,
): Promise<{ page: Page; signed: Promise<unknown>; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A raw text key on screen is logged as an error by i18next.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('No text'))
      errors.push(message.text());
  });
  await page.goto('/');
  // The socket is up and the private channels signed once this answers.
  const signed = page.waitForResponse(
    (res) => res.url().endsWith('/broadcasting/auth') && res.ok(),
  );
  await logIn(page, login, passwords[login]!);
  await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
  return { page, signed, errors };
}

const bell = (page: Page) =>
  page.getByRole('button', { name: /^Уведомления, непрочитанных: \d+$/ });
/** The bell's count, read from its label even while its panel (a modal) hides it from the tree. */
const unreadCount = async (page: Page) =>
  Number(
    /(\d+)$/.exec(
      (await page
        .locator('button[aria-label^="Уведомления, непрочитанных: "]')
        .getAttribute('aria-label')) ?? '',
    )?.[1],
  );

describe('usage alerts and the notification centre', () => {
  it(
    'a partner’s rule fires on a failed request; the bell counts it live; history, read, delete',
    { timeout: 120_000 },
    async () => {
      const { page, signed, errors } = await signedIn('partner');
      await signed;
      const menu = page.getByRole('navigation', { name: 'Главное меню' });
      await menu.getByRole('link', { name: 'Оповещения' }).click();
      await page.getByRole('heading', { level: 1, name: 'Оповещения' }).waitFor();
      await page
        .locator('tbody tr[data-rule-id]')
        .or(page.getByText('Оповещений пока нет'))
        .first()
        .waitFor();
      expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);

      // A new rule: errors above 1% of an hour holding at least one request.
      await page.getByRole('button', { name: 'Новое оповещение' }).click();
      const form = page.getByRole('dialog', { name: 'Новое оповещение' });
      await form.getByRole('combobox', { name: /^Когда оповещать/ }).click();
      await page.getByRole('option', { name: 'Доля ошибок за час выросла' }).click();
      const above = form.getByRole('spinbutton', { name: /^Ошибок больше/ });
      // Beyond 100%: refused by the contract's schema before anything is sent.
      await above.fill('150');
      await form.getByRole('button', { name: 'Новое оповещение' }).click();
      await form.getByText('Укажите число').waitFor();
      await above.fill('1');
      await form.getByRole('spinbutton', { name: /^Не меньше запросов/ }).fill('1');
      expect(await axeViolations(page, '[role="dialog"]', { impacts: BLOCKING })).toEqual([]);
      await form.getByRole('button', { name: 'Новое оповещение' }).click();
      await form.waitFor({ state: 'detached' });

      const condition = 'Ошибки за последний час: больше 1%, если в часе от 1 запроса';
      const row = page.locator('tbody tr[data-rule-id]', { hasText: condition });
      await row.waitFor();
      await row.getByText('В норме').waitFor();
      const before = await unreadCount(page);

      // The integrator records a failed request of the partner's: the rule fires within seconds.
      const { page: integrator } = await signedIn('integrator');
      const partnerId = await idOf(page);
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      const sent = await api(integrator, 'POST', '/api/usage/requests', {
        records: [
          {
            requestId: `alert-${Date.now()}`,
            userId: partnerId,
            serviceCode: 'companyCheck',
            time: new Date().toISOString(),
            status: 'error',
            httpStatus: 500,
            durationMs: 5,
          },
        ],
      });
      expect(sent.status, sent.body).toBe(200);
      await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBe(before + 1);
      await row.getByText('Сработало').waitFor({ timeout: 15_000 });
      expect(navigations).toEqual([]);

      // Its history says when it fired and what it saw.
      await row.getByRole('button', { name: `История: ${condition}` }).click();
      const history = page.getByRole('list', { name: /^История оповещения \d+$/ });
      await history.getByText('Сработало').waitFor();
      await screenshot(page, 'alerts-partner-ru');

      // The bell's panel: the notification in words, then «Прочитать все».
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Уведомления' });
      await panel.getByText(`${condition} (значение:`, { exact: false }).first().waitFor();
      expect(await axeViolations(page, '[role="dialog"]', { impacts: BLOCKING })).toEqual([]);
      await screenshot(page, 'notifications-panel-ru');
      await panel.getByRole('button', { name: 'Прочитать все' }).click();
      await expect.poll(() => unreadCount(page)).toBe(0);
      await panel.getByRole('link', { name: 'Все уведомления' }).click();
      await page.getByRole('heading', { level: 1, name: 'Уведомления' }).waitFor();
      const table = page.getByRole('table', { name: 'Уведомления' });
      await table.getByText(condition, { exact: false }).first().waitFor();
      expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);
      // A notification leads to its report and to the rule that sent it.
      const noticed = table.locator('tbody tr[data-notification-id]', { hasText: condition });
      await noticed
        .first()
        .getByRole('link', { name: /^Отчёт/ })
        .click();
      await page.waitForURL(/\/admin\/\d+\/reports(\/\d+\/report)?\?month=\d+&year=\d+$/);
      await page.getByTestId('month-state').waitFor();
      await page.goBack();
      await noticed
        .first()
        .getByRole('link', { name: /^Правило оповещения/ })
        .click();
      await page.waitForURL(/\/alerts\?rule=\d+$/);
      await page
        .getByRole('list', { name: /^История оповещения \d+$/ })
        .getByText('Сработало')
        .waitFor();
      expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);
      await page.goBack();
      await table.getByText(condition, { exact: false }).first().waitFor();
      // The switch follows the address, which the router changes a moment after the click.
      const unreadOnly = page.getByRole('switch', { name: 'Только непрочитанные' });
      await unreadOnly.click();
      await expect.poll(() => unreadOnly.isChecked()).toBe(true);
      await page.getByText('Непрочитанных уведомлений нет').waitFor();

      // Switched off, then deleted after a confirmation.
      await menu.getByRole('link', { name: 'Оповещения' }).click();
      const switchOff = row.getByRole('switch', { name: `Включено: ${condition}` });
      await switchOff.click(); // the switch shows the saved state, once the server has it
      await expect.poll(() => switchOff.isChecked()).toBe(false);
      await row.getByRole('button', { name: `Действия с оповещением «${condition}»` }).click();
      await page.getByRole('menuitem', { name: 'Удалить' }).click();
      await page
        .getByRole('dialog', { name: 'Удалить оповещение?' })
        .getByRole('button', { name: 'Удалить' })
        .click();
      await row.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    },
  );

  it('an administrator chooses the partner; a phone shows the page and the bell', async () => {
    const { page: partner } = await signedIn('partner');
    const partnerId = await idOf(partner);
    const created = await api(partner, 'POST', '/api/alerts/rules', {
      condition: { kind: 'quiet', hours: 6 },
    });
    expect([200, 201], created.body).toContain(created.status);

    const { page, errors } = await signedIn('admin', PHONE);
    await page.getByRole('button', { name: /^Уведомления, непрочитанных: \d+$/ }).waitFor();
    await page.goto('/alerts');
    await page.getByRole('heading', { level: 1, name: 'Оповещения' }).waitFor();
    await page.getByRole('combobox', { name: /^Партнёр/ }).click();
    await page.getByRole('option', { name: /^partner · / }).click();
    await page.waitForURL(new RegExp(`/alerts\\?partner=${partnerId}$`));
    const row = page.locator('tbody tr[data-rule-id]', { hasText: 'Нет запросов 6 часов' });
    await row.waitFor();
    // Nothing is wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeViolations(page, 'main', { impacts: BLOCKING })).toEqual([]);
    await screenshot(page, 'alerts-admin-phone-ru');
    expect(errors).toEqual([]);
  });
});
