import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  transitionsOver,
  openContext,
} from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A signed-in page that records script errors, console errors and requests to other origins. */
async function signedIn(login: string, viewport = DESKTOP, language?: 'en' | 'kk') {
  const { context, page } = await openContext(browser, baseUrl, {
    viewport,
    timezoneId: 'Asia/Almaty',
  });
  if (language)
    await context.addInitScript((lang) => localStorage.setItem('cabinet.language', lang), language);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !/^(data|blob):/.test(url)) problems.push(`outside: ${url}`);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: /^(Войти|Sign in|Кіру)$/ }).waitFor();
  await page.getByLabel(/Логин или e-mail|Login or e-mail|Логин немесе e-mail/).fill(login);
  await page.getByRole('textbox', { name: /^(Пароль|Password|Құпиясөз)/ }).fill(passwords[login]!);
  await page.getByRole('button', { name: /^(Войти|Sign in|Кіру)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page, problems };
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('insight pages as an admin', () => {
  it('the dashboard, charts and the register across partners show the demo usage', async () => {
    const { context, page, problems } = await signedIn('admin');
    await page.goto('/Dashboard2');
    await heading(page, 'Дашборд 2');
    await page.getByTestId('stat-month').waitFor();
    expect(
      digits(await page.getByTestId('stat-month').locator('div').first().textContent()),
    ).toBeGreaterThan(0);
    await page.getByTestId('dashboard-chart').locator('svg').first().waitFor();
    const partners = page.getByRole('list', { name: 'Лидеры среди партнёров в этом месяце' });
    await expect(partners.getByRole('listitem').count()).resolves.toBeGreaterThan(1);
    await expect(partners.textContent()).resolves.toContain('КазДата');
    await screenshot(page, 'insights-dashboard-admin');

    await page.goto('/Charts');
    await heading(page, 'Графики');
    await page.getByTestId('chart-by-hour').locator('svg').first().waitFor();
    await page.getByRole('button', { name: '7 дн.' }).click();
    await page.waitForURL(/days=7/);
    await expect.poll(() => page.getByTestId('chart-by-day').locator('[data-bar]').count()).toBe(7);
    await screenshot(page, 'insights-charts-admin');

    await page.goto('/Tables');
    await heading(page, 'Поиск запросов');
    const rows = page.locator('tbody tr[data-request-id]');
    await rows.first().waitFor();
    const companies = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(new Set(companies.map((text) => /ТОО|АО/.exec(text)?.[0])).size).toBeGreaterThan(0);
    const requestId = (await rows.nth(3).getAttribute('data-request-id'))!;
    await page
      .getByRole('searchbox', { name: 'Идентификатор запроса или начало субъекта' })
      .fill(requestId);
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().getAttribute('data-request-id')).resolves.toBe(requestId);
    await screenshot(page, 'insights-tables-admin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the directory finds a partner’s user and opens the card with its contacts', async () => {
    const { context, page, problems } = await signedIn('admin');
    await page.goto('/Directory');
    // daniyar, not aigerim: the cabinet's browser tests change aigerim's e-mail on the same server.
    await heading(page, 'Справочник');
    await page
      .getByRole('searchbox', { name: 'Имя, логин, e-mail, компания или телефон' })
      .fill('daniyar');
    const rows = page.locator('tbody tr[data-login]');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link', { name: 'Данияр Ермеков', exact: true }).click();
    await page.getByTestId('contact-card').waitFor();
    const card = page.getByTestId('contact-card');
    await expect(card.getByRole('link', { name: /написать/i }).getAttribute('href')).resolves.toBe(
      'mailto:daniyar@kazdata.kz',
    );
    await expect(card.getByRole('link', { name: /позвонить/i }).getAttribute('href')).resolves.toBe(
      'tel:+77273551020',
    );
    await screenshot(page, 'insights-contact-admin');

    await page.goto('/TreeTable');
    await heading(page, 'Древовидная таблица');
    const first = page.locator('tr[aria-level="1"]').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-level')),
    ).resolves.toBe('2');
    await screenshot(page, 'insights-tree-admin');

    await page.goto('/Calendar');
    await heading(page, 'Календарь');
    await page.getByTestId('calendar-grid').waitFor();
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
    await page.waitForURL(/month=/);
    await screenshot(page, 'insights-calendar-admin');

    for (const path of ['/CardHeader', '/Footer']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    }
    await page.getByRole('button', { name: 'positive' }).click();
    await page.getByText('Пример уведомления: positive').waitFor();
    await screenshot(page, 'insights-style-guide-footer');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the map places the demo partners by city; an admin sets a partner’s point', async () => {
    const { context, page, problems } = await signedIn('admin');
    await page.goto('/Map');
    await heading(page, 'Точки обслуживания');
    const map = page.getByTestId('kz-map');
    for (const city of ['almaty', 'astana', 'shymkent', 'karaganda'])
      await map.locator(`[data-marker="${city}"]`).waitFor();
    await map.locator('[data-marker="almaty"]').click();
    await expect(map.locator('[data-marker="almaty"]').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await screenshot(page, 'insights-map-admin');

    await page
      .getByRole('link', { name: /Шымкент Логистик|Shymkent/ })
      .first()
      .click();
    await page.waitForURL(/MapMarker\?partner=/);
    await page.getByTestId('location-card').getByText('центр города').waitFor();
    await page
      .getByTestId('location-card')
      .getByRole('link', { name: 'Точка обслуживания' })
      .click();
    await page.waitForURL(/StreetView\?partner=/);
    await page.getByLabel('Широта').fill('42.3155');
    await page.getByLabel('Долгота').fill('69.5869');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByTestId('location-card').getByText('точное место').waitFor();
    await page.getByLabel('Широта').fill('60');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Точка должна быть в Казахстане').waitFor();
    await screenshot(page, 'insights-street-view-admin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the outbox lists a recovery message with its link masked', async () => {
    const { context, page, problems } = await signedIn('admin');
    // A recovery request from another browser puts a message in the outbox.
    const { context: anonymous, page: recovery } = await openContext(browser, baseUrl);
    await recovery.goto('/passwordRecovery');
    await recovery.getByLabel(/E-mail/).fill('daniyar@kazdata.kz');
    await recovery.getByRole('button', { name: /Отправить|Восстановить/ }).click();
    await recovery.getByRole('alert').or(recovery.getByRole('status')).first().waitFor();
    await anonymous.close();

    await page.goto('/Mail');
    await heading(page, 'Почта');
    const rows = page.locator('tbody tr[data-mail-id]');
    await rows.first().waitFor();
    await page.getByRole('searchbox', { name: 'Получатель или тема' }).fill('daniyar');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await rows
      .first()
      .getByRole('button', { name: /Открыть письмо/ })
      .click();
    const text = page.getByTestId('outbox-text');
    await text.waitFor();
    await expect(text.textContent()).resolves.toContain('token=••••••');
    await transitionsOver(page);
    await screenshot(page, 'insights-mail-admin');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('insight pages as a partner', () => {
  it('sees its own company only, and no outbox', async () => {
    const { context, page, problems } = await signedIn('partner');
    await page.goto('/Dashboard2');
    const users = page.getByRole('list', { name: 'Лидеры среди пользователей в этом месяце' });
    await users.waitFor();
    await expect(users.textContent()).resolves.not.toContain('Марат');
    await screenshot(page, 'insights-dashboard-partner');

    await page.goto('/Directory');
    const rows = page.locator('tbody tr[data-login]');
    await rows.first().waitFor();
    const logins = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-login')));
    expect(logins.sort()).toEqual(['aigerim', 'daniyar', 'kazdata-gateway', 'partner']);

    await page.goto('/Map');
    const markers = page.getByTestId('kz-map').locator('[data-marker]');
    await markers.first().waitFor();
    await expect(markers.count()).resolves.toBe(1);
    await page.goto('/StreetView');
    await page.getByTestId('location-card').waitFor();
    await expect(page.getByLabel('Широта').count()).resolves.toBe(0);

    await page.goto('/Tables');
    await page.locator('tbody tr[data-request-id]').first().waitFor();
    const texts = await page
      .locator('tbody tr[data-request-id]')
      .evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(texts.every((text) => text.includes('КазДата'))).toBe(true);

    await page.goto('/Mail');
    await page.getByTestId('no-access').waitFor();
    expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
    await context.close();
  });

  it('reads well on a phone', async () => {
    const { context, page, problems } = await signedIn('partner', PHONE);
    for (const [path, name] of [
      ['/Dashboard2', 'dashboard'],
      ['/Calendar', 'calendar'],
      ['/Map', 'map'],
      ['/Directory', 'directory'],
    ] as const) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, `insights-${name}-partner-phone`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('insight pages in English and Kazakh', () => {
  const PAGES = [
    '/Dashboard2',
    '/Charts',
    '/Tables',
    '/Calendar',
    '/Map',
    '/MapMarker',
    '/StreetView',
    '/Directory',
    '/Contact',
    '/TreeTable',
    '/CardHeader',
    '/Footer',
    '/Mail',
  ];

  it.each(['en', 'kk'] as const)(
    '%s: every text is translated and fits a phone',
    async (language) => {
      const { context, page, problems } = await signedIn('admin', PHONE, language);
      for (const path of PAGES) {
        await page.goto(path);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        const text = await page.locator('main').innerText();
        expect(text, path).not.toMatch(
          /\b(dashboard|directory|outbox|locations|styleGuide)\.[a-zA-Z]/,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `insights-mail-admin-phone-${language}`);
      await page.goto('/Dashboard2');
      await page.getByTestId('dashboard-chart').locator('svg').first().waitFor();
      await screenshot(page, `insights-dashboard-admin-phone-${language}`);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
