import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DESKTOP, launchBrowser, logIn, screenshot, openContext } from './support/browser';

/**
 * Issue 44's forecast card: a partner's home and its reports list (and the staff's home, for
 * everybody) show the month-end spend and requests with their range, what the forecast rests on
 * in words, and actual against projected, in the language chosen, with nothing axe finds serious.
 */
const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the month-end forecast card', () => {
  it('is on a partner’s home and reports list, in ru and en, axe-clean', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'Asia/Almaty',
    });
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    const card = page.getByTestId('forecast-card');
    await card.getByRole('heading', { name: 'Прогноз до конца месяца' }).waitFor();
    await expect(card.getByTestId('forecast-spend').textContent()).resolves.toMatch(/₸/);
    await expect(card.getByTestId('forecast-requests').textContent()).resolves.toMatch(
      /вероятно от .+ до .+ \(80 %\)/,
    );
    await card
      .getByText(/^Основа: /)
      .first()
      .waitFor();
    await card.getByRole('img', { name: /^Запросы по дням/ }).waitFor();
    await screenshot(page, 'forecast-home-ru-desktop');
    const violations = await axeViolations(page, 'html', {
      impacts: ['serious', 'critical'],
      extraTags: ['experimental'],
    });
    expect(violations).toEqual([]);

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await card.getByRole('heading', { name: 'Forecast to the end of the month' }).waitFor();
    // The basis is the server's words: asked again in the new language.
    await card
      .getByText(/^Based on: .*(days|no complete day)/)
      .first()
      .waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'My reports' }).click();
    await page.getByTestId('forecast-card').waitFor();
    expect(await axeViolations(page, 'html', { impacts: ['serious', 'critical'] })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is on the staff’s home with everybody’s figures, axe-clean', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'Asia/Almaty',
    });
    await page.goto('/');
    await logIn(page, 'admin', passwords.admin!);
    const card = page.getByTestId('forecast-card');
    await card
      .getByRole('heading', { name: 'Прогноз по всем партнёрам до конца месяца' })
      .waitFor();
    await card.getByRole('heading', { name: 'Выручка к концу месяца' }).waitFor();
    expect(await axeViolations(page, 'html', { impacts: ['serious', 'critical'] })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
