import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { launchBrowser, logIn, openContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  // Its own server: the idle limit is the server's setting, and this one's is 2 minutes.
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ TOKEN_IDLE_MINUTES: '2' }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Moves the page's clock on 5 seconds at a time until `shown` shows, at most `seconds` in all: any
 * call the page makes meanwhile (a channel signed, a list refetched) renews the session and starts
 * the watch again, so the moment is not fixed from the page's load.
 */
async function fastForwardUntil(context: BrowserContext, shown: Locator, seconds: number) {
  for (let passed = 0; passed < seconds; passed += 5) {
    await context.clock.fastForward(5_000);
    const visible = await shown
      .waitFor({ timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (visible) return;
  }
  await shown.waitFor({ timeout: 1_000 });
}

describe('a server whose sessions end after 2 idle minutes', () => {
  it('the client warns, then locks, before the token dies', async () => {
    const session = await openContext(browser, server.url);
    const page = session.page;
    await session.context.clock.install();
    await page.goto('/login?redirect=%2Ftariff');
    await logIn(page, 'admin', server.passwords.admin!);
    await page.waitForURL('**/tariff');
    await page.getByRole('heading', { name: 'Тарифы' }).waitFor();
    await page.waitForLoadState('networkidle');

    await session.context.clock.fastForward('00:20');
    expect(await page.getByTestId('idle-warning').count()).toBe(0);
    // The lock comes a minute after the last call (half the limit), the warning 30 s before it.
    const warning = page.getByRole('dialog', { name: 'Сеанс скоро завершится' });
    await fastForwardUntil(session.context, warning, 60);
    await expect(warning.getByRole('timer').textContent()).resolves.toMatch(/Через \d+ с/);

    // Still before the 2 minutes are up: the screen locks, and the password takes the user back.
    const lock = page.getByRole('dialog', { name: 'Экран заблокирован' });
    await fastForwardUntil(session.context, lock, 30);
    await lock.getByLabel(/^Пароль/).fill(server.passwords.admin!);
    await lock.getByRole('button', { name: 'Разблокировать' }).click();
    await lock.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/tariff`);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
