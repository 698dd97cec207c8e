import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, COLOUR_RULES } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  loadingOver,
  logIn,
  openContext,
  otherTheme,
  switchTheme,
  themeShown,
  transitionsOver,
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

/** A fresh profile at a desktop's width, on the sign-in page in `theme`. */
async function open(theme: Theme) {
  const { context, page } = await openContext(browser, baseUrl, {
    viewport: DESKTOP,
    timezoneId: 'Asia/Almaty',
  });
  await page.goto('/login');
  await switchTheme(page, theme);
  return { context, page };
}

/** Content shown, nothing loading, no transition running, the theme on: what the user reads. */
async function settled(page: Page, content: Locator, theme: Theme): Promise<void> {
  await content.first().waitFor();
  // The pointer rests off the page: a control left hovered by the last click is not what is read.
  await page.mouse.move(0, 0);
  await loadingOver(page);
  await transitionsOver(page);
  await themeShown(page, theme, 1_000);
}

/**
 * Reads each page of a walk with axe: every rule in the theme the page shows, then the colour
 * rules in the other theme, switched to as another tab's choice reaches the page (the walk goes on
 * in that one, so the themes take turns). Serious and critical violations go to `found`.
 */
function axeReader(page: Page, first: Theme) {
  let theme = first;
  const found: string[] = [];
  const collect = async (name: string, rules?: string[]) => {
    const violations = await axeViolations(page, 'html', {
      impacts: BLOCKING,
      // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules.
      extraTags: ['experimental'],
      rules,
    });
    found.push(...violations.map((line) => `${theme} ${name}: ${line}`));
  };
  return {
    found,
    /** Once `content` shows, reads the page in both themes. */
    async read(name: string, content: Locator): Promise<void> {
      await settled(page, content, theme);
      await collect(name);
      theme = otherTheme(theme);
      await switchTheme(page, theme);
      await settled(page, content, theme);
      await collect(name, COLOUR_RULES);
    },
  };
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

describe('axe-core on the key pages, in both themes', () => {
  it(
    'the public pages and every page of an admin have no serious violation',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await open('light');
      const { found, read } = axeReader(page, 'light');

      await read('login', page.getByRole('heading', { name: 'Вход в кабинет' }));

      await page.goto('/register');
      await read('registration', page.getByRole('button', { name: 'Зарегистрироваться' }));

      await signIn(page, 'admin');
      await read('home (admin)', page.getByRole('heading', { name: /^Здравствуйте/ }));

      await menu(page).getByRole('link', { name: 'Партнёры' }).click();
      await page.waitForURL('**/admin');
      await read('partners', rows(page, 'data-partner-login'));

      await page.getByRole('link', { name: 'ТОО «КазДата Сервис»', exact: true }).click();
      await page.waitForURL(/\/admin\/\d+\/users$/);
      await read('partner users (admin)', rows(page, 'data-user-login'));

      await page.goto('/admin/roles');
      await read('roles', page.getByRole('cell', { name: 'Integrator', exact: true }));

      await page.goto('/admin/rules');
      await read('rules', page.locator('tbody tr'));

      await page.goto('/tariff');
      await read('tariffs', rows(page, 'data-tariff-name'));

      await page.goto('/admin/all/documents');
      await read(
        'documents (all partners)',
        page.getByTestId('month-closing').or(page.locator('tbody tr')),
      );

      await page.goto('/alerts');
      await read('alerts (admin)', alertRulesOrNone(page));

      await page.goto('/notifications');
      await read('notifications (admin)', notificationsOrNone(page));

      await page.goto('/profile');
      await read('profile (admin)', page.getByLabel(/^Имя/));

      expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
      await context.close();
    },
  );

  it('every page a partner works in has no serious violation', { timeout: 120_000 }, async () => {
    const { context, page } = await open('dark');
    const { found, read } = axeReader(page, 'dark');

    await signIn(page, 'partner');
    await read('home (partner)', page.getByRole('heading', { name: /^Здравствуйте/ }));

    // A partner's menu leads straight to its own company.
    await menu(page).getByRole('link', { name: 'Моя компания' }).click();
    await page.waitForURL(/\/admin\/\d+\/users$/);
    await read('partner users (partner)', rows(page, 'data-user-login'));

    await menu(page).getByRole('link', { name: 'Мои отчёты' }).click();
    await page.waitForURL(/\/admin\/\d+\/reports\?/);
    await monthWithUsage(page);
    await read('reports', rows(page, 'data-service-code'));

    const first = rows(page, 'data-service-code').first();
    const serviceName = (await first.locator('a').first().textContent())!;
    await first.getByRole('link', { name: serviceName, exact: true }).click();
    await page.waitForURL(/\/reports\/\d+\/report\?/);
    await page.getByTestId('usage-chart').locator('svg').first().waitFor();
    await read('daily report', rows(page, 'data-day'));

    await page.getByRole('link', { name: 'Реестр запросов', exact: true }).click();
    await page.waitForURL(/\/register\?/);
    await read('request register', rows(page, 'data-request-id'));

    await menu(page).getByRole('link', { name: 'Мои документы' }).click();
    await page.waitForURL(/\/admin\/\d+\/documents/);
    await read('documents (partner)', page.getByRole('heading', { level: 1 }));

    await menu(page).getByRole('link', { name: 'Оповещения' }).click();
    await page.waitForURL('**/alerts');
    await read('alerts (partner)', alertRulesOrNone(page));

    await page.goto('/notifications');
    await read('notifications (partner)', notificationsOrNone(page));

    await page.goto('/profile');
    await read('profile (partner)', page.getByLabel(/^Имя/));

    expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
    await context.close();
  });
});
