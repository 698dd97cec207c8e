import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, COLOUR_RULES } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  loadingOver,
  logIn,
  openContext,
  otherTheme,
  PHONE,
  screenshot,
  switchTheme,
  themeShown,
  transitionsOver,
  type Theme,
} from './support/browser';
import { api, demoIds, PUBLIC_ROUTES, signedInRoutes, type Ids } from './support/routes';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

/**
 * Every route of the app, signed out, as an admin and as a partner, at a desktop's and a phone's
 * width. Each route is loaded cold once per width, and that one visit serves every check (loading
 * the routes was most of the browser tests' time): it renders (a level-1 heading, no route error),
 * writes no error to the console, asks nothing of another origin, fits a phone's width, and axe-core
 * finds no serious or critical violation in either theme. The theme is switched in the loaded page
 * as another tab's choice reaches it (MUI follows the storage event); routes load cold in either
 * theme by turns, and each is shot in the theme it loaded in. Every rule runs in the theme a route
 * loaded in, the colour rules in the other: the switch changes colours and one button's label, and
 * the routes loaded in either theme read that label in full in both its states.
 */
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_NAMES = Object.keys(WIDTHS) as Width[];

/** Routes of the app not in the spec's table. */
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

const slug = (path: string) => path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'main';

/** Content shown, nothing loading, no transition running, the theme on: what the user reads. */
async function settled(page: Page, theme: Theme): Promise<void> {
  await page.mouse.move(0, 0);
  await loadingOver(page, 10_000).catch(() => undefined);
  await transitionsOver(page);
  await themeShown(page, theme, 5_000);
}

/** What a sweep found wrong, by kind, each line naming its route. */
interface Findings {
  /** No heading, a route error, or an error in the console. */
  faults: string[];
  /** Wider than a phone's screen. */
  wide: string[];
  /** axe-core's serious and critical violations. */
  violations: string[];
  /** Requests to another origin. */
  outside: string[];
}

/** Loads each of `paths` cold in the signed-in (or not) `page` and checks it; see the top. */
async function sweep(
  page: Page,
  logs: string[],
  paths: string[],
  width: Width,
  who: string,
): Promise<Findings> {
  const found: Findings = { faults: [], wide: [], violations: [], outside: [] };
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== new URL(baseUrl).origin) found.outside.push(url);
  });
  await page.setViewportSize(WIDTHS[width]);
  await page.goto('/login');
  let theme: Theme = 'light';
  await switchTheme(page, theme);
  for (const path of paths) {
    logs.length = 0;
    await page.goto(path);
    const rendered = await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!rendered) found.faults.push(`${path}: no heading`);
    // The theme the route was loaded in first, then the other one.
    for (const [index, current] of [theme, otherTheme(theme)].entries()) {
      if (index > 0) await switchTheme(page, current);
      await settled(page, current);
      if (index === 0) {
        // Shots cost time: every route at a desktop's width, the public ones at a phone's too.
        if (width === 'desktop' || who === 'guest')
          await screenshot(page, `routes-${who}-${width}-${slug(path)}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) found.wide.push(`${path}: ${overflow}px too wide`);
      }
      const lines = await axeViolations(page, 'html', {
        impacts: ['serious', 'critical'],
        // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules.
        extraTags: ['experimental'],
        // In the theme switched to, only the colour rules (see the top).
        rules: index > 0 ? COLOUR_RULES : undefined,
      });
      found.violations.push(...lines.map((line) => `${current} ${path}: ${line}`));
      if (process.env.AXE_LOG)
        fs.appendFileSync(process.env.AXE_LOG, `${current} ${width} ${path} ${lines.join('\n')}\n`);
      theme = current;
    }
    if ((await page.getByText(/Не удалось открыть страницу/).count()) > 0)
      found.faults.push(`${path}: route error`);
    // A refusal the page shows as "no access" is the server doing its job, not a fault.
    const refused = (await page.getByText(/^Нет доступа$/).count()) > 0;
    for (const line of logs) {
      const error = line.startsWith('error') || line.startsWith('pageerror');
      if (error && !(refused && /status of 403/.test(line))) found.faults.push(`${path}: ${line}`);
    }
  }
  return found;
}

/** The demo's ids, read as the partner, whose rows they are. */
async function readDemoIds(): Promise<Ids> {
  const partner = await openContext(browser, baseUrl);
  await partner.page.goto('/login');
  await logIn(partner.page, 'partner', passwords.partner!);
  await partner.page.waitForURL(`${baseUrl}/`);
  const ids = await demoIds(partner.context, baseUrl);
  await partner.context.close();
  return ids;
}

/**
 * A signed-in user's paths: the spec's table, the app's own routes, and the public ones (at a
 * desktop's width only: each sends a signed-in user home).
 */
const signedInPaths = (ids: Ids, width: Width) => [
  ...signedInRoutes(ids),
  ...appRoutes(ids),
  ...(width === 'desktop' ? PUBLIC_ROUTES : []),
];

// The longest first, so that the two running at once end together.
const SWEEPS = (['admin', 'partner', 'guest'] as const).flatMap((who) =>
  WIDTH_NAMES.map((width) => ({ who, width })),
);

describe('every route in Chromium', () => {
  let ids: Ids;
  beforeAll(async () => {
    ids = await readDemoIds();
  });

  // Two sweeps at once (maxConcurrency in vitest.e2e.config.ts), each in its own profile: the
  // page loads wait on the server and on transitions, which overlap.
  it.concurrent.for(SWEEPS)(
    'as $who at a $width width: renders, fits, stays in its origin, axe-clean in both themes',
    { timeout: 600_000 },
    async ({ who, width }, { expect }) => {
      const { context, page, logs } = await openContext(browser, baseUrl, {
        timezoneId: 'Asia/Almaty',
      });
      try {
        if (who !== 'guest') {
          await page.goto('/login');
          await logIn(page, who, passwords[who]!);
          await page.waitForURL(`${baseUrl}/`);
        }
        const paths = who === 'guest' ? PUBLIC_ROUTES : signedInPaths(ids, width);
        const found = await sweep(page, logs, paths, width, who);
        expect(found.outside, 'requests outside the app’s origin').toEqual([]);
        expect(found.faults, 'routes that failed to render').toEqual([]);
        expect(found.wide, 'routes wider than the screen').toEqual([]);
        expect(
          found.violations,
          `serious or critical violations:\n${found.violations.join('\n')}`,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
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
