import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  firstFigureAt,
  launchBrowser,
  logIn,
  openContext,
  PHONE,
  screenshot,
} from './support/browser';
import { watchTransfer } from './support/bundle-size';

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

const heading = (page: Page) => page.locator('h1');

/**
 * What a first visit to /login may transfer: every answer's body as sent plus its headers. Issue
 * 43 asked for 200 KB (it was 311 KB under a budget of 315): the realtime client now loads after
 * sign-in, the date code and the language menu with their screens, the libraries every page needs
 * come in a few files rather than 40-odd, and hashed scripts carry no page-only headers (248 KB);
 * zod and the contract's schemas load on the login form's first validation, not with the page
 * (223 KB); the login's fields are built without MUI's TextField (and the Select it imports), the
 * notifications' host loads with the first notification, the icon is inline, and the shared pieces
 * come in one file each (the frame, the forms, the sign-in page): 198.6 KB; the entry's own file
 * of early calls (for the home's first figures) brings it to 199.7 KB (`npm run bench:weight`
 * prints it, docs/benchmarks.md says what the rest is).
 */
const LOGIN_TRANSFER_BUDGET_KB = 200;
/** Of which the scripts' bodies (brotli). */
const LOGIN_SCRIPTS_BUDGET_KB = 192;

/** A fresh profile with the partner signed in, on its home: where the issue-43 loads start. */
async function partnerAtHome() {
  const { context, page } = await openContext(browser, baseUrl);
  await page.goto('/login');
  await logIn(page, 'partner', passwords.partner!);
  await page.waitForURL(`${baseUrl}/`);
  return { context, page };
}

describe('the cabinet in Chromium', () => {
  it('a guarded address while logged out goes to login, and back there after login', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin/roles');
    await page.waitForURL('**/login?redirect=%2Fadmin%2Froles');
    await expect(heading(page).textContent()).resolves.toBe('Вход в кабинет');
    expect(await page.title()).toBe('Вход · Кабинет');
    await screenshot(page, 'login-ru-desktop');

    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin/roles');
    await page.getByRole('cell', { name: 'Integrator', exact: true }).waitFor();
    expect(await page.title()).toBe('Роли · Кабинет');
    await screenshot(page, 'roles-ru-desktop');
    await context.close();
  });

  it('logs in as the seeded admin and lands on the main page', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Здравствуйте, Администратор!' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    for (const item of ['Партнёры', 'Роли', 'Правила', 'Тарифы']) {
      await menu.getByRole('link', { name: item }).waitFor();
    }
    expect(await page.title()).toBe('Главная · Кабинет');
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'token');
    expect(token?.value).toMatch(/^\d+%7C|^\d+\|/);
    expect(token!.expires * 1000 - Date.now()).toBeLessThanOrEqual(600_000);
    await screenshot(page, 'main-ru-desktop');
    await context.close();
  });

  it('a wrong password shows the message next to the field', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, 'admin', 'not-the-password');
    const message = page.getByText('Неверный логин или пароль');
    await message.waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    await expect(page.getByLabel(/Логин или e-mail/).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await screenshot(page, 'login-wrong-password');
    await context.close();
  });

  it('creates a role with rules chosen by group, edits it and removes it', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin/roles/add');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin/roles/add');
    await heading(page).filter({ hasText: 'Новая роль' }).waitFor();

    await page.getByLabel(/^Ключ/).fill('e2e-auditor');
    await page.getByLabel(/^Название/).fill('Аудитор');
    await page.getByLabel(/^Описание/).fill('Смотрит отчёты и документы');
    await page.getByRole('checkbox', { name: 'Все правила группы «Отчёты»' }).check();
    await page.getByRole('checkbox', { name: /Просмотр документов/ }).check();
    await screenshot(page, 'role-add');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await page.waitForURL('**/admin/roles');
    await page.getByText('Роль сохранена').first().waitFor();
    const row = page.locator('tr[data-role-key="e2e-auditor"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('Аудитор');

    await row.getByRole('link', { name: /Изменить/ }).click();
    await page.waitForURL(/\/admin\/roles\/edit\/\d+$/);
    const name = page.getByLabel(/^Название/);
    await expect(name.inputValue()).resolves.toBe('Аудитор');
    await expect(
      page.getByRole('checkbox', { name: /Просмотр документов/ }).isChecked(),
    ).resolves.toBe(true);
    await name.fill('Главный аудитор');
    await page.getByRole('checkbox', { name: /Просмотр документов/ }).uncheck();
    await screenshot(page, 'role-edit');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await page.waitForURL('**/admin/roles');
    await page.locator('tr[data-role-key="e2e-auditor"]', { hasText: 'Главный аудитор' }).waitFor();
    expect(await page.locator('tr[data-role-key="e2e-auditor"] .MuiChip-label').textContent()).toBe(
      '1',
    );

    // A role in use cannot go, and says so before anybody tries: its button is off, with the reason.
    const inUse = page
      .locator('tr[data-role-key="Admin"]')
      .getByRole('button', { name: /Удалить/ });
    await expect(inUse.isDisabled()).resolves.toBe(true);
    await expect(inUse.getAttribute('aria-label')).resolves.toMatch(
      /Роль назначена пользователям \(\d+\)/,
    );

    const auditor = page.locator('tr[data-role-key="e2e-auditor"]');
    await auditor.getByRole('button', { name: /Удалить/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Роль удалена').waitFor();
    await auditor.waitFor({ state: 'detached' });
    await context.close();
  });

  it('creates a rule group with a rule, then edits the group', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin/rules/group/create');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin/rules/group/create');
    await page.getByLabel(/^Код/).fill('exports');
    await page.getByLabel(/^Название/).fill('Выгрузки');
    await page.getByRole('button', { name: 'Добавить правило' }).click();
    await page.locator('input[name="rules.0.slug"]').fill('exports.run');
    await page.locator('input[name="rules.0.name"]').fill('Запуск выгрузок');
    await screenshot(page, 'rule-group-add');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL('**/admin/rules');
    await page.getByText('Группа правил сохранена').first().waitFor();
    const group = page.locator('section', { hasText: 'Выгрузки' });
    await group.getByRole('cell', { name: 'exports.run' }).waitFor();

    await group.getByRole('link', { name: /Изменить/ }).click();
    await page.waitForURL(/\/admin\/rules\/edit\/\d+$/);
    await page
      .getByLabel(/^Описание/)
      .first()
      .fill('Выгрузки реестров');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL('**/admin/rules');
    await page.getByText('Выгрузки реестров').waitFor();
    await context.close();
  });

  it('an empty role form shows the required-field messages', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin/roles/add');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL('**/admin/roles/add');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    expect(await page.getByText('Заполните Ключ, Название и Описание').count()).toBe(3);
    await context.close();
  });

  it('an unknown address shows the 404 page', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await expect(heading(page).textContent()).resolves.toBe('Страница не найдена');
    expect(await page.title()).toBe('Страница не найдена · Кабинет');
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('switches the language, remembers it, and translates server messages too', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/login');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await heading(page).filter({ hasText: 'Sign in to the cabinet' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await logIn(page, 'admin', 'wrong-again');
    await page.getByText('Wrong login or password').waitFor();
    await screenshot(page, 'login-en-desktop');

    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/admin/rules');
    await page.getByRole('heading', { name: 'Rules', exact: true }).waitFor();
    expect(await page.title()).toBe('Rules · Cabinet');
    // The seeded rules and groups read in English, each with its description.
    await page.getByRole('heading', { name: /^Partners partners$/ }).waitFor();
    const view = page.getByRole('row', { name: /^partners\.view View partners / });
    await expect(view.textContent()).resolves.toContain('The partner list and their cards');
    await screenshot(page, 'rules-en-desktop');

    await page.reload();
    await page.getByRole('heading', { name: 'Rules', exact: true }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'Қазақша' }).click();
    await page.getByRole('heading', { name: 'Ережелер', exact: true }).waitFor();
    // Asked again in Kazakh once the language changes.
    await page.getByRole('cell', { name: 'Серіктестерді қарау', exact: true }).waitFor();
    await context.close();
  });

  it('logs out: back to login, and guarded addresses are closed again', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await page.getByText('Вы вышли из системы').waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await page.goto('/profile');
    await page.waitForURL('**/login?redirect=%2Fprofile');
    await context.close();
  });

  it('a client without access-control.view sees "no access" on the roles screen', async () => {
    const clientPassword = passwords.aigerim;
    if (!clientPassword) return;
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/admin/roles');
    await logIn(page, 'aigerim', clientPassword);
    await page.waitForURL('**/admin/roles');
    await page.getByTestId('no-access').waitFor();
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    expect(await menu.getByRole('link', { name: 'Роли' }).count()).toBe(0);
    // Someone else's packages: the route lets a client in (tariff.view), the server does not.
    await page.goto('/users/1/tariff-packages/1');
    await page.getByTestId('no-access').first().waitFor();

    await page.goto('/update/email');
    await page.getByLabel(/^Новый e-mail/).fill('aigerim.new@example.kz');
    await page.getByLabel(/^Текущий пароль/).fill('not-my-password');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Текущий пароль указан неверно').waitFor();
    await page.getByLabel(/^Текущий пароль/).fill(clientPassword);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('aigerim.new@example.kz').waitFor();
    await context.close();
  });

  it('receives SendAliveEvent on the public channel once signed in, and logs it to the console', async () => {
    const { context, page, logs } = await openContext(browser, baseUrl);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/login');
    await heading(page).filter({ hasText: 'Вход в кабинет' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Issue 43: the realtime client is not part of the sign-in page.
    expect(sockets).toEqual([]);
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    const deadline = Date.now() + 10_000;
    while (!logs.some((line) => line.includes('SendAliveEvent')) && Date.now() < deadline) {
      await page.waitForTimeout(200);
    }
    const line = logs.find((entry) => entry.includes('SendAliveEvent'));
    expect(line, logs.join('\n')).toBeDefined();
    expect(line).toMatch(/time/);
    await context.close();
  });

  it('shows the home’s first figure before the bell and the idle watch are asked for (issue 43)', async () => {
    const { context, page } = await partnerAtHome();
    await page.reload();
    const figureAt = await firstFigureAt(page);
    await page.getByRole('button', { name: /^Уведомления/ }).waitFor();
    const later = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /NotificationBell-|SessionLock-|\/api\/notifications/.test(entry.name))
        .map((entry) => ({ name: entry.name.replace(/^.*\//, ''), startTime: entry.startTime })),
    );
    expect(later.map((entry) => entry.name.replace(/-.*/, '')).sort()).toEqual(
      expect.arrayContaining(['NotificationBell', 'SessionLock', 'notifications?rowsPerPage=5']),
    );
    for (const entry of later) expect(entry.startTime, entry.name).toBeGreaterThan(figureAt);
    await context.close();
  });

  it('shows the home’s figures without a loading bar before them (issue 43)', async () => {
    const { context, page } = await partnerAtHome();
    // Every progress bar the page's main part shows (a Suspense fallback is one), as it is added.
    await context.addInitScript(`(() => {
      window.barsShown = 0;
      new MutationObserver(() => {
        if (document.querySelector('#main [role="progressbar"]:not([aria-hidden="true"])'))
          window.barsShown += 1;
      }).observe(document, { childList: true, subtree: true });
    })()`);
    await page.reload();
    await firstFigureAt(page);
    // A fallback replaced by its content holds the content back: React reveals it no sooner than
    // 300 ms after the fallback showed.
    expect(await page.evaluate('window.barsShown')).toBe(0);
    await context.close();
  });

  it('asks for the signed-in user before the home’s files on a cold load (issue 43)', async () => {
    const { context, page } = await partnerAtHome();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await firstFigureAt(page);
    // The user's answer leads to the rest (the guard, then the figures): it is not queued behind
    // the home's dozen files for the browser's six connections.
    const user = asked.indexOf('/api/user');
    const firstHomeFile = asked.findIndex((path) => path.startsWith('/assets/home-'));
    expect(user).toBeGreaterThanOrEqual(0);
    expect(firstHomeFile).toBeGreaterThan(user);
    await context.close();
  });

  it('edits the own profile; the phone layout', async () => {
    const { context, page } = await openContext(browser, baseUrl, { viewport: PHONE });
    await page.goto('/login');
    await heading(page).filter({ hasText: 'Вход в кабинет' }).waitFor();
    await screenshot(page, 'login-ru-phone');
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Профиль', exact: true }).waitFor();
    await page.getByLabel(/^Фамилия/).fill('Провайдеров');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Профиль сохранён').first().waitFor();
    await page.getByText('Администратор Провайдеров').waitFor();
    await screenshot(page, 'profile-ru-phone');
    await page.goto('/admin/roles');
    await page.getByRole('cell', { name: 'Integrator', exact: true }).waitFor();
    await screenshot(page, 'roles-ru-phone');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Правила' })
      .click();
    await page.waitForURL('**/admin/rules');
    await screenshot(page, 'rules-ru-phone');
    await context.close();
  });

  it('the login route transfers little, compressed and cached (bytes on the wire reported)', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    const report = watchTransfer(page);
    await page.goto('/login');
    await heading(page).filter({ hasText: 'Вход в кабинет' }).waitFor();
    await page.waitForLoadState('networkidle');
    const size = await report('login');
    console.info(
      `/login: ${size.requests} requests, ${size.transferredKb} KB transferred; ` +
        `${size.scripts} scripts: ${size.scriptsTransferredKb} KB on the wire (${size.scriptsRawKb} KB raw)`,
    );
    const scripts = size.detail.filter((t) => t.type === 'script');
    // The build leaves files under 1 KB uncompressed: there the headers weigh more anyway.
    const uncompressed = scripts.filter((t) => (t.rawBytes ?? 0) >= 1024 && t.encoding !== 'br');
    expect(uncompressed.map((t) => t.file)).toEqual([]);
    expect(scripts.filter((t) => !t.cacheControl.includes('immutable'))).toEqual([]);
    expect(size.detail.find((t) => t.type === 'document')?.cacheControl).toBe('no-cache');
    expect(size.scriptsTransferredKb).toBeLessThan(LOGIN_SCRIPTS_BUDGET_KB);
    expect(size.transferredKb).toBeLessThan(LOGIN_TRANSFER_BUDGET_KB);
    await context.close();
  });

  it('dark mode is switchable and remembered', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/login');
    // The switch is instant: no control fades from one theme's colours to the other's.
    const fading = await page
      .getByRole('button', { name: 'Тёмная тема' })
      .evaluate(async (button: HTMLButtonElement) => {
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.getAnimations().filter((animation) => animation instanceof CSSTransition)
          .length;
      });
    expect(fading).toBe(0);
    await page.getByRole('button', { name: 'Светлая тема' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Светлая тема' }).waitFor();
    await logIn(page, 'admin', adminPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/admin/roles/edit/1');
    await page.getByLabel(/^Название/).waitFor();
    await screenshot(page, 'role-edit-dark');
    await context.close();
  });

  it('registers a new user, who lands signed in on the main page', async () => {
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Обязательны имя, логин и пароль').first().waitFor();
    await page.getByLabel(/^Логин/).fill('e2e-newcomer');
    await page.getByLabel(/^E-mail/).fill('newcomer@example.kz');
    await page.getByLabel(/^Имя/).fill('Дана');
    await page.getByLabel(/^Пароль/).fill('long-enough-1');
    await page.getByLabel(/^Повторите пароль/).fill('long-enough-2');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.getByLabel(/^Повторите пароль/).fill('long-enough-1');
    await screenshot(page, 'register');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Здравствуйте, Дана!' }).waitFor();
    await context.close();
  });

  it('changes the own password: the new token keeps the session, the new password signs in', async () => {
    const partnerPassword = passwords.partner;
    if (!partnerPassword) return;
    const { context, page } = await openContext(browser, baseUrl);
    await page.goto('/profile/changePassword');
    await logIn(page, 'partner', partnerPassword);
    await page.waitForURL('**/profile/changePassword');
    await page.getByLabel(/^Текущий пароль/).fill('not-my-password');
    await page.getByLabel(/^Новый пароль/).fill('partner-new-pass');
    await page.getByLabel(/^Повторите пароль/).fill('partner-new-pass');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Текущий пароль указан неверно').waitFor();

    await page.getByLabel(/^Текущий пароль/).fill(partnerPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль изменён').first().waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Профиль', exact: true }).waitFor();
    await screenshot(page, 'profile-ru-desktop');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await logIn(page, 'partner', 'partner-new-pass');
    await page.waitForURL(`${baseUrl}/`);

    // Back to the printed password: other test files sign in as this partner too.
    await page.goto('/profile/changePassword');
    await page.getByLabel(/^Текущий пароль/).fill('partner-new-pass');
    await page.getByLabel(/^Новый пароль/).fill(partnerPassword);
    await page.getByLabel(/^Повторите пароль/).fill(partnerPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль изменён').first().waitFor();
    await context.close();
  });
});
