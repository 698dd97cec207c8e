import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DESKTOP, launchBrowser, logIn, screenshot, openContext } from './support/browser';

/**
 * Issue 18's home for each role: a partner signs in and sees this month's requests and money of
 * its circle; the menu names functions, not templates; breadcrumbs keep the provider's sections
 * to the provider's staff.
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

describe('home by role', () => {
  it('a partner’s home is its month in figures; its menu names what it can do', async () => {
    const { context, page, errors } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'Asia/Almaty',
    });
    await page.goto('/');
    await logIn(page, 'partner', passwords.partner!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
    // Its own circle, named, with this month's requests and money.
    await page
      .getByText(/и пользователи · на /)
      .first()
      .waitFor();
    const month = page.getByTestId('stat-month');
    await month.waitFor();
    expect(Number((await month.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-revenue').textContent()).resolves.toMatch(/₸/);
    await screenshot(page, 'home-partner-ru-desktop');

    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    for (const name of ['Заявки на пакеты', 'Поиск запросов', 'Точки обслуживания'])
      await menu.getByRole('link', { name }).waitFor();
    expect(await menu.getByRole('link', { name: 'Почта' }).count()).toBe(0);
    expect(await menu.getByText('Шаблоны').count()).toBe(0);

    // The request search is scoped to the partner by the server: it opens with rows.
    await menu.getByRole('link', { name: 'Поиск запросов' }).click();
    await page.getByRole('heading', { name: 'Поиск запросов' }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    // A partner's pages carry no «Администрирование» crumb.
    await menu.getByRole('link', { name: 'Мои отчёты' }).click();
    await page
      .locator('tbody tr[data-service-code]')
      .or(page.getByTestId('empty-period'))
      .first()
      .waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.textContent()).resolves.not.toMatch(/Администрирование/);

    await page.goto('/');
    await page.getByTestId('stat-month').waitFor();
    const violations = await axeViolations(page, 'html', {
      impacts: ['serious', 'critical'],
      extraTags: ['experimental'],
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an integrator’s home is its ingestion today', async () => {
    const { context, page } = await openContext(browser, baseUrl, {
      viewport: DESKTOP,
      timezoneId: 'Asia/Almaty',
    });
    await page.goto('/');
    await logIn(page, 'integrator', passwords.integrator!);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
    const accepted = page.getByTestId('ingest-accepted');
    await accepted.waitFor();
    const before = Number((await accepted.textContent())!.replace(/\D/g, ''));
    const rejectedBefore = Number(
      (await page.getByTestId('ingest-rejected').textContent())!.replace(/\D/g, ''),
    );
    // A batch with one good record and one without a time, through the API with its session.
    const answer = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const xsrf = decodeURIComponent(
        /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '',
      );
      const answer = (await (
        await fetch('/api/user', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { id?: number; data?: { id: number } };
      const me = { id: answer.data?.id ?? answer.id };
      const res = await fetch('/api/usage/requests', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify({
          records: [
            {
              requestId: `home-${Date.now()}`,
              userId: me.id,
              serviceCode: 'companyCheck',
              time: new Date().toISOString(),
              status: 'success',
              httpStatus: 200,
              durationMs: 5,
            },
            { requestId: 'no-time', userId: me.id, serviceCode: 'companyCheck' },
          ],
        }),
      });
      return { status: res.status, body: await res.text() };
    });
    expect(answer.status, answer.body).toBe(200);
    await page.reload();
    await expect
      .poll(async () => Number((await accepted.textContent())!.replace(/\D/g, '')))
      .toBe(before + JSON.parse(answer.body).accepted);
    expect(
      Number((await page.getByTestId('ingest-rejected').textContent())!.replace(/\D/g, '')),
    ).toBe(rejectedBefore + 1);
    await context.close();
  });

  it('a partner’s home names its spend and its company; the menu and crumbs agree', async () => {
    const partner = await openContext(browser, baseUrl, { viewport: DESKTOP });
    await partner.page.goto('/');
    await logIn(partner.page, 'partner', passwords.partner!);
    const spend = partner.page.getByTestId('stat-revenue');
    await spend.waitFor();
    await expect(spend.textContent()).resolves.toMatch(/^Расходы за месяц/);
    const menu = partner.page.getByRole('navigation', { name: 'Главное меню' });
    expect(await menu.getByRole('link', { name: 'Партнёры' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Моя компания' }).click();
    await partner.page.waitForURL(/\/admin\/\d+\/users$/);
    await menu.locator('a[aria-current="page"]', { hasText: 'Моя компания' }).waitFor();
    // In English too.
    await partner.page.getByTestId('language-switch').click();
    await partner.page.getByRole('menuitem', { name: 'English' }).click();
    await partner.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My company' })
      .waitFor();
    await partner.page.goto('/');
    await expect(partner.page.getByTestId('stat-revenue').textContent()).resolves.toMatch(
      /^Spend this month/,
    );
    await partner.context.close();

    const admin = await openContext(browser, baseUrl, { viewport: DESKTOP });
    await admin.page.goto('/admin');
    await logIn(admin.page, 'admin', passwords.admin!);
    await admin.page.waitForURL('**/admin');
    await expect(admin.page.getByTestId('stat-revenue').count()).resolves.toBe(0);
    const staffMenu = admin.page.getByRole('navigation', { name: 'Главное меню' });
    await admin.page.locator('a[href$="/users"]').first().click();
    await admin.page.waitForURL(/\/admin\/\d+\/users$/);
    // The partner's page is under «Партнёры»: marked in the menu, named so in the crumbs.
    await staffMenu.locator('a[aria-current="page"]', { hasText: 'Партнёры' }).waitFor();
    const crumbs = admin.page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await crumbs.getByRole('link', { name: 'Партнёры' }).waitFor();
    await expect(crumbs.textContent()).resolves.not.toMatch(/Администрирование/);
    await admin.page.goto('/');
    await expect(admin.page.getByTestId('stat-revenue').textContent()).resolves.toMatch(
      /^Выручка за месяц/,
    );
    await admin.context.close();
  });
});
