import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  logIn,
  openContext,
  PHONE,
  screenshot,
  transitionsOver,
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

async function signedIn(login: string, viewport = DESKTOP, language = 'ru') {
  const opened = await openContext(browser, baseUrl, { viewport });
  await opened.page.goto('/login');
  await logIn(opened.page, login, passwords[login]!);
  await opened.page.waitForURL(`${baseUrl}/`);
  if (language !== 'ru') {
    await opened.page.evaluate((lang) => localStorage.setItem('cabinet.language', lang), language);
    await opened.page.reload();
  }
  return opened;
}

/** Labels of `buttons` whose text runs over more than one line. */
const wrappedLabels = (buttons: Locator) =>
  buttons.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((element) => element.textContent ?? ''),
  );

/** Pages whose header has several actions. */
const HEADED = ['/admin', '/admin/3/users', '/admin/3/reports', '/services', '/audit'];

describe('the layout at a desktop’s and a phone’s width', () => {
  it('at 1,366 px no header action’s label wraps', { timeout: 180_000 }, async () => {
    const { context, page } = await signedIn('admin');
    const wrapped: string[] = [];
    for (const path of HEADED) {
      await page.goto(path);
      // The page's header: its h1's box and the actions beside it (lib/ui/PageHeader).
      const header = page.locator('h1[data-page-heading]').locator('xpath=../..');
      await header.locator('.MuiButton-root').first().waitFor();
      await transitionsOver(page);
      const labels = await wrappedLabels(header.locator('.MuiButton-root'));
      wrapped.push(...labels.map((label) => `${path}: ${label}`));
      await screenshot(page, `layout-desktop-${path.replace(/\W+/g, '-')}`);
    }
    expect(wrapped).toEqual([]);
    await context.close();
  });

  it.each(['ru', 'en', 'kk'])(
    'on a phone the brand shows whole (%s)',
    { timeout: 60_000 },
    async (language) => {
      const { context, page } = await signedIn('admin', PHONE, language);
      const name = page.locator('header a[href="/"] span').first();
      await name.waitFor();
      const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
      await screenshot(page, `layout-phone-brand-${language}`);
      expect(cut, (await name.textContent()) ?? '').toBe(false);
      await context.close();
    },
  );

  it('a day field is as tall as the text fields beside it', { timeout: 60_000 }, async () => {
    const { context, page } = await signedIn('admin');
    await page.goto('/tariff/add');
    const day = page.locator('.MuiPickersInputBase-root').first();
    const text = page.locator('.MuiInputBase-root').first();
    await day.waitFor();
    const heights = await Promise.all(
      [day, text].map(async (field) => Math.round((await field.boundingBox())!.height)),
    );
    await screenshot(page, 'layout-day-field');
    expect(heights[0]).toBe(heights[1]);
    await context.close();
  });

  it('a refused submit moves focus to the first field that says what is wrong', async () => {
    const { context, page } = await signedIn('partner');
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Выпустить ключ' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Название/).fill('ERP');
    await dialog.getByRole('button', { name: 'Выпустить ключ' }).click();
    const first = dialog.getByRole('checkbox').first();
    await expect.poll(() => first.evaluate((box) => box === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the alert dialog on a phone: room around the fields and the buttons', async () => {
    const { context, page } = await signedIn('partner', PHONE);
    await page.goto('/alerts');
    await page.getByRole('button', { name: 'Новое оповещение' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('form').waitFor();
    await transitionsOver(page);
    await screenshot(page, 'layout-phone-alert-dialog');
    const fit = await dialog.evaluate((element) => {
      const paper = element.getBoundingClientRect();
      // A floating label sits on its outline's top edge: it needs room above the outline.
      const outlines = [...element.querySelectorAll('.MuiDialogContent-root .MuiInputBase-root')]
        .map((field) => field.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      const gaps = outlines
        .slice(1)
        .map((next, i) => next.top - outlines[i]!.bottom)
        .filter((gap) => gap > -1);
      const submit = element.querySelector('button[type="submit"]')!.getBoundingClientRect();
      const cut = [...element.querySelectorAll('.MuiDialogContent-root *')].filter(
        (node) =>
          node.children.length === 0 &&
          (node.textContent ?? '').trim() !== '' &&
          node.scrollWidth > node.clientWidth + 1 &&
          getComputedStyle(node).overflow !== 'visible',
      ).length;
      return {
        fields: outlines.length,
        closest: Math.min(...gaps),
        submitToEdge: paper.right - submit.right,
        cut,
      };
    });
    expect(fit.fields).toBeGreaterThan(3);
    expect(fit.closest).toBeGreaterThanOrEqual(16);
    expect(fit.submitToEdge).toBeGreaterThanOrEqual(16);
    expect(fit.cut).toBe(0);
    await context.close();
  });
});
