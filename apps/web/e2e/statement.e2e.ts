import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import path from 'node:path';
import {
  DESKTOP,
  launchBrowser,
  logIn,
  PHONE,
  resultsDir,
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

async function open(viewport = DESKTOP) {
  const { context, page, errors } = await openContext(browser, baseUrl, {
    viewport,
    timezoneId: 'Asia/Almaty',
  });
  return { context, page, errors };
}

describe('a partner’s statement in Chromium', () => {
  it('the current month is a draft, and its statement totals what the reports list totals', async () => {
    const { context, page, errors } = await open();
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Мои отчёты' })
      .click();
    await page.getByRole('heading', { name: 'Отчёты', exact: true }).waitFor();

    // The current month is open: the page says its amounts are preliminary.
    const state = page.getByTestId('month-state');
    await state.waitFor();
    expect(await state.getAttribute('data-status')).toBe('open');
    expect(await state.textContent()).toBe(
      'Месяц открыт — предварительный расчёт, суммы могут измениться',
    );
    const rows = page.locator('tbody tr[data-service-code]');
    await rows.or(page.getByTestId('empty-period')).first().waitFor();
    const listTotal = (await rows.count())
      ? await page.getByTestId('total-amount').locator('div').nth(1).textContent()
      : '0,00\u00a0₸';
    if (await rows.count()) {
      // the last line's «Сумма с НДС» is the cards' total
      expect(
        await page.getByTestId('totals-row').locator('td[data-column="amountMinor"]').textContent(),
      ).toBe(listTotal);
    }

    // Opened from the keyboard.
    const button = page.getByRole('button', { name: /^Расчёт, / });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Расчёт за / });
    const status = dialog.getByTestId('statement-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('draft');
    expect(await status.textContent()).toContain('Предварительный расчёт');
    expect(await dialog.getByTestId('statement-total').textContent()).toBe(listTotal);
    expect(await dialog.getByTestId('statement-words').textContent()).toMatch(/^Всего к оплате: /);
    await dialog.getByRole('button', { name: /^Приложение 1, / }).waitFor();
    await transitionsOver(page);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'statement-ru-desktop');

    // Escape closes it, and focus goes back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // At phone width the lines are blocks of text, and the dialog is as accessible.
    await page.setViewportSize(PHONE);
    await button.click();
    await dialog.getByTestId('statement-status').waitFor();
    await transitionsOver(page);
    await page.screenshot({ path: path.join(resultsDir, 'statement-ru-phone.png') });
    const overflow = await dialog
      .getByTestId('statement')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
