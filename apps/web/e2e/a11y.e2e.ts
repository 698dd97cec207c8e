import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  COLOR_MODE_KEY,
  DESKTOP,
  launchBrowser,
  loadingOver,
  logIn,
  THEME_BACKGROUND,
  THEMES,
  transitionsOver,
  openContext,
  type Theme,
} from './support/browser';
import { monthWithUsage } from './support/reports';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

/** What axe must never find on a key page. */
const BLOCKING = ['serious', 'critical'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh profile whose remembered colour mode is `theme`. */
async function open(theme: Theme) {
  const { context, page } = await openContext(browser, baseUrl, {
    viewport: DESKTOP,
    timezoneId: 'Asia/Almaty',
  });
  await context.addInitScript(([key, mode]) => window.localStorage.setItem(key, mode), [
    COLOR_MODE_KEY,
    theme,
  ] as const);
  return { context, page };
}

/** Content shown, nothing loading, no transition running: what the user reads. */
async function settled(page: Page, content: Locator, theme: Theme): Promise<void> {
  await content.first().waitFor();
  // The pointer rests off the page: a control left hovered by the last click is not what is read.
  await page.mouse.move(0, 0);
  await loadingOver(page);
  await transitionsOver(page);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(THEME_BACKGROUND[theme]);
}

/** Checks the whole page; every serious or critical violation goes to `found`, named by page. */
async function check(page: Page, name: string, found: string[]): Promise<void> {
  const violations = await axeViolations(page, 'html', {
    impacts: BLOCKING,
    // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules.
    extraTags: ['experimental'],
  });
  found.push(...violations.map((line) => `${name}: ${line}`));
}

const rows = (page: Page, attribute: string) => page.locator(`tbody tr[${attribute}]`);
/** Usage alert rules, or the words saying there are none. */
const alertRulesOrNone = (page: Page) =>
  rows(page, 'data-rule-id').or(page.getByText('Оповещений пока нет'));
/** The notification centre's rows, or the words saying there are none. */
const notificationsOrNone = (page: Page) =>
  rows(page, 'data-notification-id').or(page.getByText('Уведомлений нет', { exact: true }));
const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });

async function signIn(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, login, passwords[login]!);
  await page.waitForURL(`${baseUrl}/`);
}

describe.each(THEMES)('axe-core on the key pages, %s theme', (theme) => {
  it(
    'the public pages and every page of an admin have no serious violation',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await open(theme);
      const found: string[] = [];

      await page.goto('/login');
      await settled(page, page.getByRole('heading', { name: 'Вход в кабинет' }), theme);
      await check(page, 'login', found);

      await page.goto('/register');
      await settled(page, page.getByRole('button', { name: 'Зарегистрироваться' }), theme);
      await check(page, 'registration', found);

      await signIn(page, 'admin');
      await settled(page, page.getByRole('heading', { name: /^Здравствуйте/ }), theme);
      await check(page, 'home (admin)', found);

      await menu(page).getByRole('link', { name: 'Партнёры' }).click();
      await page.waitForURL('**/admin');
      await settled(page, rows(page, 'data-partner-login'), theme);
      await check(page, 'partners', found);

      await page.getByRole('link', { name: 'ТОО «КазДата Сервис»', exact: true }).click();
      await page.waitForURL(/\/admin\/\d+\/users$/);
      await settled(page, rows(page, 'data-user-login'), theme);
      await check(page, 'partner users (admin)', found);

      await page.goto('/admin/roles');
      await settled(page, page.getByRole('cell', { name: 'Integrator', exact: true }), theme);
      await check(page, 'roles', found);

      await page.goto('/admin/rules');
      await settled(page, page.locator('tbody tr'), theme);
      await check(page, 'rules', found);

      await page.goto('/tariff');
      await settled(page, rows(page, 'data-tariff-name'), theme);
      await check(page, 'tariffs', found);

      await page.goto('/admin/all/documents');
      await settled(page, page.getByTestId('month-closing').or(page.locator('tbody tr')), theme);
      await check(page, 'documents (all partners)', found);

      await page.goto('/alerts');
      await settled(page, alertRulesOrNone(page), theme);
      await check(page, 'alerts (admin)', found);

      await page.goto('/notifications');
      await settled(page, notificationsOrNone(page), theme);
      await check(page, 'notifications (admin)', found);

      await page.goto('/profile');
      await settled(page, page.getByLabel(/^Имя/), theme);
      await check(page, 'profile (admin)', found);

      expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
      await context.close();
    },
  );

  it('every page a partner works in has no serious violation', { timeout: 120_000 }, async () => {
    const { context, page } = await open(theme);
    const found: string[] = [];

    await signIn(page, 'partner');
    await settled(page, page.getByRole('heading', { name: /^Здравствуйте/ }), theme);
    await check(page, 'home (partner)', found);

    // A partner's menu leads straight to its own company.
    await menu(page).getByRole('link', { name: 'Моя компания' }).click();
    await page.waitForURL(/\/admin\/\d+\/users$/);
    await settled(page, rows(page, 'data-user-login'), theme);
    await check(page, 'partner users (partner)', found);

    await menu(page).getByRole('link', { name: 'Мои отчёты' }).click();
    await page.waitForURL(/\/admin\/\d+\/reports\?/);
    await monthWithUsage(page);
    await settled(page, rows(page, 'data-service-code'), theme);
    await check(page, 'reports', found);

    const first = rows(page, 'data-service-code').first();
    const serviceName = (await first.locator('a').first().textContent())!;
    await first.getByRole('link', { name: serviceName, exact: true }).click();
    await page.waitForURL(/\/reports\/\d+\/report\?/);
    await settled(page, rows(page, 'data-day'), theme);
    await page.getByTestId('usage-chart').locator('svg').first().waitFor();
    await check(page, 'daily report', found);

    await page.getByRole('link', { name: 'Реестр запросов', exact: true }).click();
    await page.waitForURL(/\/register\?/);
    await settled(page, rows(page, 'data-request-id'), theme);
    await check(page, 'request register', found);

    await menu(page).getByRole('link', { name: 'Мои документы' }).click();
    await page.waitForURL(/\/admin\/\d+\/documents/);
    await settled(page, page.getByRole('heading', { level: 1 }), theme);
    await check(page, 'documents (partner)', found);

    await menu(page).getByRole('link', { name: 'Оповещения' }).click();
    await page.waitForURL('**/alerts');
    await settled(page, alertRulesOrNone(page), theme);
    await check(page, 'alerts (partner)', found);

    await page.goto('/notifications');
    await settled(page, notificationsOrNone(page), theme);
    await check(page, 'notifications (partner)', found);

    await page.goto('/profile');
    await settled(page, page.getByLabel(/^Имя/), theme);
    await check(page, 'profile (partner)', found);

    expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
    await context.close();
  });
});
