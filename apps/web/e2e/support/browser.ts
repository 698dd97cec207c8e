import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results',
);

/** Where the app remembers the colour mode (COLOR_MODE_STORAGE_KEY in src/app/theme). */
const COLOR_MODE_KEY = 'cabinet.colorMode';

export type Theme = 'light' | 'dark';
/** The page's background in each theme (apps/web/src/app/theme): proof that the theme is on. */
const THEME_BACKGROUND: Record<Theme, string> = {
  light: 'rgb(244, 246, 250)',
  dark: 'rgb(15, 20, 27)',
};

/**
 * Waits up to `timeout` ms for the page to show `theme`. Not expect.poll: the route sweeps run
 * concurrently, where only the test's own expect works.
 */
export async function themeShown(page: Page, theme: Theme, timeout: number): Promise<void> {
  await page.waitForFunction(
    (background) => getComputedStyle(document.body).backgroundColor === background,
    THEME_BACKGROUND[theme],
    { timeout },
  );
}

/**
 * When the partner home's first figure (a stat card's number) shows, in the page's
 * `performance.now()`; looked for at every frame.
 */
export async function firstFigureAt(page: Page, timeout = 30_000): Promise<number> {
  const shown = await page.waitForFunction(
    () => {
      const figure = document.querySelector('[data-testid^="stat-"] h2 + div');
      return figure && /\d/.test(figure.textContent ?? '') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout },
  );
  return (await shown.jsonValue()) as number;
}

/** Switches the loaded page to `theme`, as a choice made in another tab does (MUI follows it). */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, mode]) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, mode);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: mode }));
    },
    [COLOR_MODE_KEY, theme] as const,
  );
}

export const otherTheme = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** The browser's zone (the machine's otherwise); the provider's is Asia/Almaty. */
  timezoneId?: string;
  /** The browser's language (Russian unless said); the app's is its own choice. */
  locale?: string;
  acceptDownloads?: boolean;
}

/**
 * A fresh browser profile (no cookies, no remembered language, Russian) watching the console:
 * `logs` has every line, `errors` the page's uncaught errors.
 */
export async function openContext(
  browser: Browser,
  baseURL: string,
  { viewport = DESKTOP, ...options }: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; logs: string[]; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ru-RU', ...options });
  const page = await context.newPage();
  const logs: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => {
    logs.push(`pageerror: ${error.message}`);
    errors.push(error.message);
  });
  return { context, page, logs, errors };
}

/**
 * Resolves once no finite animation or transition runs (a dialog fading in reads as faded text to
 * axe and to a screenshot); spinners, which never end, are not waited for.
 */
export async function transitionsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Resolves once no spinner or skeleton shows (the style guide's samples, which turn for ever, are
 * not waited for); rejects after `timeout` ms.
 */
export async function loadingOver(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(
        document.querySelectorAll(
          '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root',
        ),
      ).every(
        (spinner) =>
          spinner.closest('[data-sample-state]') !== null ||
          !spinner.checkVisibility({ visibilityProperty: true }),
      ),
    undefined,
    { timeout },
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(resultsDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true });
}

export async function logIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel(/Логин или e-mail|Login or e-mail/).fill(login);
  await page.getByLabel(/^(Пароль|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Войти|Sign in)$/ }).click();
}

/** A day field (its group of day, month and year), found by its label. */
export const dayField = (scope: Page | Locator, label: string | RegExp): Locator =>
  scope.getByRole('group', { name: label, exact: typeof label === 'string' });

/**
 * Types a day into a day field as a user does: clicks its first part and types the digits in the
 * order the field shows them (`typed` as shown, e.g. 15.01.2026; the field moves on by itself).
 */
export async function typeDay(
  scope: Page | Locator,
  label: string | RegExp,
  typed: string,
): Promise<void> {
  const field = dayField(scope, label);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(typed.replace(/\D/g, ''));
}

/** What a day field shows, e.g. 15.01.2026. */
export const dayShown = async (field: Locator): Promise<string> =>
  (await field.locator('.MuiPickersSectionList-root').textContent()) ?? '';
