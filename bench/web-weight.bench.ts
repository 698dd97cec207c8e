/**
 * Web weight benchmark (issue 43): what the built client transfers for the sign-in page and for
 * each signed-in route (every link of the main menu of the partner and of the admin), each loaded
 * cold (a fresh profile, nothing cached) from the real server as `npm start` serves it, in
 * Debian's Chromium; and the time from navigation to the first figure of a signed-in partner's
 * home, on the throttled profile (apps/web/e2e/support/throttle.ts) and unthrottled in the same run.
 *
 *   npm run bench:weight                  builds the client first
 *   npm run bench:weight -- --no-build --runs 5
 *   npm run bench:weight -- --no-build --figure     the first figure only, no transfers
 *   npm run bench:weight -- --no-build --waterfall   one throttled home load, every answer before
 *                                                     its first figure (start, end, KB)
 *
 * Transfers count what the budget test of the browser suite counts (apps/web/e2e/cabinet.e2e.ts):
 * every answer's body as sent (brotli) plus its headers, until the network is idle.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildServer } from '../apps/server/test/helpers/build-server.js';
import { DESKTOP, firstFigureAt, launchBrowser, logIn } from '../apps/web/e2e/support/browser.js';
import { watchTransfer } from '../apps/web/e2e/support/bundle-size.js';
import { startServer } from '../apps/web/e2e/support/server.js';
import { THROTTLED, throttle } from '../apps/web/e2e/support/throttle.js';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    figure: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
/** Issue 43's targets: the sign-in page's transfer and the partner home's first figure. */
const SIGN_IN_TARGET_KB = 200;
const FIRST_FIGURE_TARGET_MS = 1000;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const loadBefore = load();
if (!values['no-build']) {
  console.info('building the client (vite build)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
}
buildServer();

const server = await startServer();
const browser: Browser = await launchBrowser();
const fresh = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
  browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'ru-RU', storageState });

/** A cold load of `address`: KB on the wire and the number of answers, once the network is idle. */
async function transferOf(
  address: string,
  who = 'guest',
  state?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await fresh(state);
  const page = await context.newPage();
  const report = watchTransfer(page);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const size = await report(`bench-weight-${who}${address.replace(/\W+/g, '-')}`);
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { kb: size.transferredKb, requests: size.requests, landed };
}

/** Signs `login` in and returns its profile's state, and the main menu's internal links. */
async function signedIn(login: string) {
  const context = await fresh();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, login, server.passwords[login]!);
  await page.waitForURL(`${server.url}/`);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await menu.getByRole('link').first().waitFor();
  const links = await menu
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const state = await context.storageState();
  await context.close();
  return { state, routes: [...new Set(['/', ...links])] };
}

/** Milestones of a cold load of the partner's home, in ms from navigation start. */
interface Waterfall {
  /** The first figure of the partner's home (a stat card's number) on screen. */
  figure: number;
  /** The last script fetched before it arrived. */
  scripts: number;
  /** The session check (`/api/user`) answered. */
  session: number;
  /** The figures asked for (`/api/dashboard`) and answered. */
  asked: number;
  answered: number;
  /** Main-thread time in long tasks (over 50 ms) before the figure: the CPU's share of the wait. */
  longTasks: number;
}

async function firstFigure(
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  throttled: boolean,
  printAnswers = false,
): Promise<Waterfall> {
  const context = await fresh(state);
  await context.addInitScript(() => {
    const own = window as unknown as { longTaskMs: number };
    own.longTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) own.longTaskMs += entry.duration;
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  if (throttled) await throttle(page);
  await page.goto('/', { waitUntil: 'commit' });
  const figure = await firstFigureAt(page);
  // A string, not a function: tsx would wrap a function's inner arrows in its own `__name`.
  const times = (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.startTime < ${figure});
    const last = (pick, of) => Math.max(0, ...entries.filter(pick).map((e) => e[of]));
    return {
      scripts: last((e) => e.initiatorType === 'script' || e.name.endsWith('.js'), 'responseEnd'),
      session: last((e) => e.name.includes('/api/user'), 'responseEnd'),
      asked: last((e) => e.name.includes('/api/dashboard'), 'startTime'),
      answered: last((e) => e.name.includes('/api/dashboard'), 'responseEnd'),
      longTasks: window.longTaskMs,
    };
  })()`)) as Omit<Waterfall, 'figure'>;
  if (printAnswers) {
    const answers = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.startTime < ${figure})
      .map((e) => [e.name.replace(location.origin, ''), e.startTime, e.responseEnd, e.transferSize])`)) as [
      string,
      number,
      number,
      number,
    ][];
    console.info(`\nthrottled home, figure at ${Math.round(figure)} ms; answers before it:`);
    for (const [name, start, end, size] of answers)
      console.info(
        `  ${String(Math.round(start)).padStart(5)} → ${String(Math.round(end)).padStart(5)} ms ` +
          `${(size / 1024).toFixed(1).padStart(6)} KB  ${name}`,
      );
  }
  await context.close();
  return { figure, ...times };
}

/** The sign-in page's transfer, then every menu route's, against it. */
async function reportTransfers() {
  const signIn = [];
  for (let run = 0; run < RUNS; run++) signIn.push(await transferOf('/login'));
  const signInKb = median(signIn.map((t) => t.kb));
  console.info(
    `\nsign-in page /login: ${signInKb} KB in ${signIn[0]!.requests} answers (median of ${RUNS}); ` +
      `target ${SIGN_IN_TARGET_KB} KB: ${(signInKb / SIGN_IN_TARGET_KB).toFixed(2)} of it`,
  );

  const rows: string[] = [];
  for (const login of ['partner', 'admin']) {
    const { state, routes } = await signedIn(login);
    for (const route of routes) {
      const t = await transferOf(route, login, state);
      const moved = t.landed === route ? '' : ` (→ ${t.landed})`;
      rows.push(
        `  ${login.padEnd(8)} ${(route + moved).padEnd(42)} ${String(t.kb).padStart(7)} KB ` +
          `${String(t.requests).padStart(4)} answers  ${(t.kb / signInKb).toFixed(2)} × sign-in`,
      );
    }
  }
  console.info('\nsigned-in routes, each a cold load (KB on the wire, answers, against /login):');
  for (const row of rows) console.info(row);
}

/** The transfers unless `--figure`, then the home's first figure, throttled and not. */
async function reportFigures() {
  if (!values.figure) await reportTransfers();

  const { state } = await signedIn('partner');
  const plain: Waterfall[] = [];
  const slow: Waterfall[] = [];
  for (let run = 0; run < RUNS; run++) {
    plain.push(await firstFigure(state, false));
    slow.push(await firstFigure(state, true));
  }
  const row = (name: string, list: Waterfall[]) => {
    const m = (key: keyof Waterfall) => String(Math.round(median(list.map((w) => w[key]))));
    return (
      `  ${name.padEnd(12)} figure ${m('figure').padStart(5)} ms (runs ` +
      `${list.map((w) => Math.round(w.figure)).join(', ')}); scripts in by ${m('scripts')}, ` +
      `session ${m('session')}, figures asked ${m('asked')} / answered ${m('answered')}, ` +
      `long tasks ${m('longTasks')} ms`
    );
  };
  console.info(
    `\npartner home, cold, ${RUNS} runs alternated (medians, ms from navigation start); ` +
      `target: figure within ${FIRST_FIGURE_TARGET_MS} ms throttled (${THROTTLED.name})`,
  );
  console.info(row('throttled', slow));
  console.info(row('unthrottled', plain) + '  (baseline, same run)');
}

try {
  console.info(`load average before: ${loadBefore}`);
  if (values.waterfall) await firstFigure((await signedIn('partner')).state, true, true);
  else await reportFigures();
  console.info(`\nload average after: ${load()}`);
} finally {
  await browser.close();
  await server.stop();
}
