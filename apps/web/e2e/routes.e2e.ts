import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openContext, PHONE, screenshot } from './support/browser';
import { api, demoIds, PUBLIC_ROUTES, signedInRoutes } from './support/routes';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const slug = (path: string) => path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'main';

/** Opens each path, checks it rendered (a level-1 heading, no route error) and shoots it. */
async function visitAll(page: Page, logs: string[], paths: string[], who: string) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== new URL(baseUrl).origin) outside.push(url);
  });
  const problems: string[] = [];
  for (const path of paths) {
    logs.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const heading = page.locator('h1').first();
    const rendered = await heading
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    const crashed = await page.getByText(/Не удалось открыть страницу/).count();
    // A refusal the page shows as "no access" is the server doing its job, not a fault.
    const refused = (await page.getByText(/^Нет доступа$/).count()) > 0;
    const errors = logs.filter(
      (line) =>
        (line.startsWith('error') || line.startsWith('pageerror')) &&
        !(refused && /status of 403/.test(line)),
    );
    if (!rendered) problems.push(`${path}: no heading`);
    if (crashed) problems.push(`${path}: route error`);
    for (const error of errors) problems.push(`${path}: ${error}`);
    await screenshot(page, `routes-${who}-${slug(path)}`);
  }
  expect(outside, 'requests outside the app’s origin').toEqual([]);
  expect(problems).toEqual([]);
}

describe('every route of the spec’s table in Chromium', () => {
  it('signed out: the public routes', { timeout: 240_000 }, async () => {
    const { context, page, logs } = await openContext(browser, baseUrl);
    await visitAll(page, logs, PUBLIC_ROUTES, 'guest');
    await context.close();
  });

  it('signed out, at a phone’s width: the public routes fit', { timeout: 240_000 }, async () => {
    const { context, page, logs } = await openContext(browser, baseUrl, { viewport: PHONE });
    await visitAll(page, logs, PUBLIC_ROUTES, 'guest-phone');
    const wide: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) wide.push(`${path}: ${overflow}px too wide`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it.each([
    ['admin', 'admin'],
    ['partner', 'partner'],
  ])('signed in as %s: every route', { timeout: 600_000 }, async (who, login) => {
    const { context, page, logs } = await openContext(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, login, passwords[login]!);
    await page.waitForURL(`${baseUrl}/`);
    const partner = await openContext(browser, baseUrl);
    await partner.page.goto('/login');
    await logIn(partner.page, 'partner', passwords.partner!);
    await partner.page.waitForURL(`${baseUrl}/`);
    const ids = await demoIds(partner.context, baseUrl);
    await partner.context.close();
    await visitAll(page, logs, [...signedInRoutes(ids), ...PUBLIC_ROUTES], who);
    await context.close();
  });
});

describe('the spec’s other addresses of a page, in Chromium', () => {
  it('/add, /{id}/edit and /admin/update/email open the same screens as their own addresses', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/add');
    await page.waitForURL('**/login?**');
    await logIn(page, 'admin', passwords.admin!);
    await page.waitForURL(`${baseUrl}/services/add`);
    const service = await api<{ data: { id: number } }>(
      context,
      baseUrl,
      '/api/services/code/almatyCement',
    );
    for (const [address, canonical] of [
      ['/add', '/services/add'],
      [`/${service.data.id}/edit`, `/services/${service.data.id}/edit`],
      ['/admin/update/email', '/update/email'],
    ] as const) {
      await page.goto(canonical);
      await page.waitForLoadState('networkidle');
      const expected = await page.locator('h1').first().textContent();
      expect(expected, canonical).toBeTruthy();
      await page.goto(address);
      await page.waitForURL(`${baseUrl}${canonical}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(expected);
    }
    await context.close();
  });
});
