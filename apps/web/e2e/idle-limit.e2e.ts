import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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
    await session.context.clock.fastForward('00:20');
    const warning = page.getByRole('dialog', { name: 'Сеанс скоро завершится' });
    await warning.waitFor();
    await expect(warning.getByRole('timer').textContent()).resolves.toMatch(/Через \d+ с/);

    // Still before the 2 minutes are up: the screen locks, and the password takes the user back.
    await session.context.clock.fastForward('00:25');
    const lock = page.getByRole('dialog', { name: 'Экран заблокирован' });
    await lock.waitFor();
    await lock.getByLabel(/^Пароль/).fill(server.passwords.admin!);
    await lock.getByRole('button', { name: 'Разблокировать' }).click();
    await lock.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/tariff`);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
