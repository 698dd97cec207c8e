import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  COLOR_MODE_KEY,
  DESKTOP,
  launchBrowser,
  loadingOver,
  logIn,
  openContext,
  PHONE,
  transitionsOver,
} from './support/browser';
import { demoIds, PUBLIC_ROUTES, signedInRoutes, type Ids } from './support/routes';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

/**
 * axe-core on every route of the app: signed out, as an admin and as a partner, in both themes, at
 * a desktop's and a phone's width; one context per user. Each route is loaded cold once per width
 * and read in both themes: the theme is switched in the loaded page as another tab's choice reaches
 * it (MUI follows the storage event), and the routes are loaded cold in either theme by turns.
 */
type Theme = 'light' | 'dark';
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_NAMES = Object.keys(WIDTHS) as Width[];
/** The page's background in each theme (apps/web/src/app/theme): proof that the theme is on. */
const BACKGROUND: Record<Theme, string> = {
  light: 'rgb(244, 246, 250)',
  dark: 'rgb(15, 20, 27)',
};

/** Routes of the app not in the spec's table (routes.e2e.ts checks that table). */
const appRoutes = (ids: Ids) => [
  '/api-keys',
  '/webhooks',
  '/alerts',
  '/notifications',
  '/audit',
  '/ingest-receipts',
  `/service/${ids.service}/form`,
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Content shown, nothing loading, no transition running, the theme on: what the user reads. */
async function settled(page: Page, theme: Theme): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await loadingOver(page, 10_000).catch(() => undefined);
  await transitionsOver(page);
  // Not expect.poll: the signed-in sweeps run concurrently, where only the test's own expect works.
  await page.waitForFunction(
    (background) => getComputedStyle(document.body).backgroundColor === background,
    BACKGROUND[theme],
    { timeout: 5_000 },
  );
}

/** Switches the loaded page to `theme`, as a choice made in another tab does. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, mode]) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, mode);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: mode }));
    },
    [COLOR_MODE_KEY, theme] as const,
  );
}

const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/** Every serious or critical violation on each of `paths` in both themes, named by path. */
async function violations(page: Page, paths: string[], width: Width) {
  await page.setViewportSize(WIDTHS[width]);
  await page.goto('/login');
  let theme: Theme = 'light';
  await switchTheme(page, theme);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // The theme the route was loaded in first, then the other one.
    for (const [index, current] of [theme, other(theme)].entries()) {
      if (index > 0) await switchTheme(page, current);
      await settled(page, current);
      const lines = await axeViolations(page, 'html', {
        impacts: ['serious', 'critical'],
        // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules.
        extraTags: ['experimental'],
      });
      found.push(...lines.map((line) => `${current} ${path}: ${line}`));
      if (process.env.AXE_LOG)
        fs.appendFileSync(process.env.AXE_LOG, `${current} ${width} ${path} ${lines.join('\n')}\n`);
      theme = current;
    }
  }
  return found;
}

describe('axe-core on every route, signed out', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openContext(browser, baseUrl, { timezoneId: 'Asia/Almaty' }));
  });
  afterAll(() => context?.close());

  it.each(WIDTH_NAMES)('%s width, both themes', { timeout: 300_000 }, async (width) => {
    const found = await violations(page, PUBLIC_ROUTES, width);
    expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
  });
});

describe.each(['admin', 'partner'])('axe-core on every route, signed in as %s', (login) => {
  let paths: string[];
  beforeAll(async () => {
    const partner = await openContext(browser, baseUrl);
    await partner.page.goto('/login');
    await logIn(partner.page, 'partner', passwords.partner!);
    await partner.page.waitForURL(`${baseUrl}/`);
    const ids = await demoIds(partner.context, baseUrl);
    await partner.context.close();
    paths = [...signedInRoutes(ids), ...appRoutes(ids)];
  });

  // Both widths at once (maxConcurrency in vitest.e2e.config.ts), each in its own signed-in
  // profile: the page loads wait on the server and on transitions, which overlap.
  it.concurrent.for(WIDTH_NAMES)(
    '%s width, both themes',
    { timeout: 600_000 },
    async (width, { expect }) => {
      const { context, page } = await openContext(browser, baseUrl, { timezoneId: 'Asia/Almaty' });
      try {
        await page.goto('/login');
        await logIn(page, login, passwords[login]!);
        await page.waitForURL(`${baseUrl}/`);
        const found = await violations(page, paths, width);
        expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
