import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openContext, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The text of the focused element, trimmed. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('menus by keyboard', () => {
  it('the user menu opens with Enter, the arrows move through its items, Enter opens one', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl);
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();

    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focused(page)).toBe('Профиль');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Смена пароля');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('Выйти');
    await page.keyboard.press('ArrowDown'); // wraps round, past the user's name
    await expect.poll(() => focused(page)).toBe('Профиль');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('Смена пароля');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile/changePassword');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the side menu shows a clear focus ring on the entry the keyboard is on', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
    const entry = page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Тарифы' });
    // Tab onto it as a keyboard user does (from the entry before it).
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Доступные сервисы' })
      .focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('Тарифы');
    const ring = await entry.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'nav-focus-ring-ru-desktop');
    await context.close();
  });
});
