import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openContext, PHONE, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const passwords = inject('passwords');
const adminPassword = passwords.admin!;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a MUI select by the select's label. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const DOCS = `# Проверка залога

Отвечает, числится ли имущество компании в залоге.

| Поле | Тип |
|---|---|
| \`bin\` | 12 цифр |

<script>window.injected = true</script><img src=x onerror="window.injected = true">`;

describe('services, tariffs and packages in Chromium', () => {
  it('an admin sets up a service, a tariff and a package; the partner uses it', async () => {
    // Each run has a fresh database: fixed, realistic names (reports' tests show them too).
    const code = 'pledgeCheck';
    const name = 'Проверка залога';
    const tariffName = 'Залог: ступенчатый';

    // The service, with a form of two fields (reordered) and documentation.
    const admin = await openContext(browser, baseUrl);
    let page = admin.page;
    await page.goto('/services/add');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/services/add');
    await page.getByLabel(/^Название/).fill(name);
    await page.getByLabel(/^Код/).fill(code);
    await page.getByLabel(/^Краткое описание/).fill('Залоги по БИН');
    await page.getByLabel(/^Адрес сервиса/).fill('builtin:company-check');
    await page.getByRole('button', { name: 'Добавить поле' }).click();
    await page.locator('input[name="form.0.name"]').fill('comment');
    await page.locator('input[name="form.0.label"]').fill('Комментарий');
    await page.getByRole('button', { name: 'Добавить поле' }).click();
    await page.locator('input[name="form.1.name"]').fill('bin');
    await page.locator('input[name="form.1.label"]').fill('БИН компании');
    await page.locator('input[name="form.1.pattern"]').fill('^\\d{12}$');
    await page.locator('[data-form-field="1"]').getByLabel('Обязательное').check();
    await page.getByRole('button', { name: 'Поле 2: выше' }).click();
    await expect(page.locator('input[name="form.0.name"]').inputValue()).resolves.toBe('bin');
    await page.getByLabel(/^Документация \(Markdown\)/).fill(DOCS);
    const preview = page.getByTestId('docs-preview');
    await preview.getByRole('heading', { name: 'Проверка залога' }).waitFor();
    await preview.getByRole('cell', { name: '12 цифр' }).waitFor();
    expect(await preview.locator('script, img').count()).toBe(0);
    await screenshot(page, 'service-edit-ru-desktop');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL('**/services');
    await page.getByText('Сервис сохранён').first().waitFor();
    await page.locator(`tr[data-service-code="${code}"]`).waitFor();
    await screenshot(page, 'services-ru-desktop');

    // A tariff with two tiers, typed in tenge.
    await page.getByRole('link', { name: `Тарифы: ${name}` }).click();
    await page.waitForURL(/\/tariff\?serviceId=\d+$/);
    await page.getByText('Тарифов пока нет').waitFor();
    await page.getByRole('link', { name: 'Новый тариф' }).click();
    await page.waitForURL(/\/tariff\/add\?serviceId=\d+$/);
    await expect(page.getByRole('combobox', { name: /^Сервис/ }).textContent()).resolves.toContain(
      name,
    );
    await page.getByRole('textbox', { name: /^Тариф/ }).fill(tariffName);
    await page.getByRole('button', { name: 'Добавить ступень' }).click();
    await page.getByLabel('Граница ступени 1').fill('100');
    await page.getByLabel('Цена ступени 1').fill('30,5');
    await page.getByLabel('Цена ступени 2').fill('25.255');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Сумма: не больше двух знаков после запятой').waitFor();
    await page.getByLabel('Цена ступени 2').fill('25,25');
    await screenshot(page, 'tariff-edit-ru-desktop');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/\/tariff\?serviceId=\d+$/);
    const tariffRow = page.locator(`tr[data-tariff-name="${tariffName}"]`);
    await tariffRow.waitFor();
    const prices = await tariffRow.textContent();
    expect(prices).toContain('30,50');
    expect(prices).toContain('25,25');
    await screenshot(page, 'tariffs-ru-desktop');

    // Connect both to the partner, then give it a package.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'ТОО «КазДата Сервис»', exact: true }).click();
    await page.getByRole('tab', { name: 'Сервисы' }).click();
    await page.waitForURL(/\/admin\/\d+\/services$/);
    await page.getByRole('button', { name: 'Подключить сервис' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, /^Сервис/, new RegExp(code));
    await choose(page, /^Тариф/, new RegExp(tariffName));
    await dialog.getByRole('button', { name: 'Подключить' }).click();
    await page.getByText('Сервис подключён').first().waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const assignment = page.locator(`tr[data-service-code="${code}"]`);
    await assignment.waitFor();
    await screenshot(page, 'user-services-ru-desktop');
    await assignment.getByRole('link', { name: `Пакеты запросов: ${name}` }).click();
    await page.waitForURL(/\/users\/\d+\/tariff-packages\/\d+$/);
    await page.getByText('Пакетов нет').waitFor();
    await page.getByRole('button', { name: 'Добавить пакет' }).click();
    await page.getByLabel(/^Квота/).fill('5');
    await page.getByLabel(/^Цена пакета/).fill('1000');
    await page.getByRole('dialog').getByRole('button', { name: 'Добавить' }).click();
    await page.getByText('Пакет сохранён').first().waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const pack = page.locator('tr[data-package-id]');
    await pack.waitFor();
    await expect(pack.locator('[data-col="used"]').textContent()).resolves.toBe('0');
    await screenshot(page, 'packages-ru-desktop');
    await admin.context.close();

    // The partner sees it, reads the documentation and calls it from its form.
    const partner = await openContext(browser, baseUrl);
    page = partner.page;
    await page.goto('/partner-services');
    await logIn(page, 'partner', passwords.partner!);
    await page.waitForURL('**/partner-services');
    const card = page.locator(`article[data-service-code="${code}"]`);
    await card.getByText('от 101').waitFor();
    const cardText = await card.textContent();
    expect(cardText).toContain(tariffName);
    expect(cardText).toContain('1–100');
    expect(cardText).toContain('от 101');
    await expect(card.getByTestId('package-balance').textContent()).resolves.toBe(
      'В пакете осталось 5 из 5 запросов',
    );
    await screenshot(page, 'partner-services-ru-desktop');

    await card.getByRole('link', { name: `Документация: ${name}` }).click();
    await page.waitForURL(/\/service\/\d+$/);
    const article = page.locator('article');
    await article.getByRole('heading', { name: 'Проверка залога' }).waitFor();
    await article.getByRole('cell', { name: '12 цифр' }).waitFor();
    expect(await article.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await screenshot(page, 'service-docs-ru-desktop');

    await page.getByRole('link', { name: 'Открыть форму' }).click();
    await page.waitForURL(/\/service\/\d+\/form$/);
    await page.getByLabel(/^БИН компании/).fill('12345');
    await page.getByRole('button', { name: 'Отправить запрос' }).click();
    await page.getByText('Значение не подходит по формату').waitFor();
    await page.getByLabel(/^БИН компании/).fill('150340010007');
    await page.getByRole('button', { name: 'Отправить запрос' }).click();
    const result = page.getByTestId('call-result');
    await result.waitFor();
    await result.getByText('Успешно · HTTP 200').waitFor();
    await expect(result.getByTestId('call-price').textContent()).resolves.toBe('Покрыт пакетом');
    await page.locator('button[type="submit"]:not([disabled])').waitFor();
    await screenshot(page, 'service-call-ru-desktop');

    await page.goto('/partner-services');
    await expect(card.getByTestId('package-balance').textContent()).resolves.toBe(
      'В пакете осталось 4 из 5 запросов',
    );
    await card.getByRole('link', { name: 'Пакеты подробно' }).click();
    await page.waitForURL(/\/users\/\d+\/tariff-packages\/\d+$/);
    await expect(page.locator('tr[data-package-id] [data-col="used"]').textContent()).resolves.toBe(
      '1',
    );
    // A partner reads its packages but does not manage them.
    expect(await page.getByRole('button', { name: 'Добавить пакет' }).count()).toBe(0);
    await partner.context.close();
  });

  it('the almatyCement form, and the partner’s services on a phone', async () => {
    const { context, page } = await openContext(browser, baseUrl, { viewport: PHONE });
    await page.goto('/almatyCement');
    await logIn(page, 'aigerim', passwords.aigerim!);
    await page.waitForURL('**/almatyCement');
    await page.getByRole('heading', { name: 'Отгрузки цемента' }).waitFor();
    await page.getByRole('button', { name: 'Отправить запрос' }).click();
    await page.getByText('Обязательное поле').waitFor();
    await page.getByLabel(/^БИН покупателя/).fill('150340010007');
    await page.getByLabel(/^Месяц/).fill('2026-10');
    await page.getByRole('button', { name: 'Отправить запрос' }).click();
    await page
      .getByTestId('call-result')
      .getByText(/Успешно · HTTP 200/)
      .waitFor();
    // The answer reads as the documentation describes it: the month's shipments as a table.
    const shipments = page.getByTestId('call-result').getByRole('table', { name: 'shipments' });
    await shipments.getByRole('columnheader', { name: 'waybill' }).waitFor();
    expect(await shipments.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.locator('button[type="submit"]:not([disabled])').waitFor();
    await screenshot(page, 'almaty-cement-ru-phone');
    await page.goto('/partner-services');
    await page.locator('article[data-service-code="almatyCement"]').waitFor();
    await screenshot(page, 'partner-services-ru-phone');
    await context.close();
  });
});
